/**
 * A copy button that works on prerendered HTML: the text travels in a data
 * attribute and a small client module (src/client/copy.ts) handles clicks.
 * Without JavaScript the button is hidden (the js-only class), the text being
 * on the page already.
 */
export default function CopyButton({text, label}: {text: string; label: string}) {
  return (
    <button type="button" className="copy-button js-only" data-copy={text} aria-label={label} title={label}>
      Copy
    </button>
  );
}
