import './CopyButton.css';

/**
 * A copy button that works on prerendered HTML: a small client module
 * (src/client/copy.ts) handles clicks. Given `text`, the text travels in a
 * data attribute; without it, the button copies the text of the code block
 * it sits in (`data-copy-code`), so a block's code is on the page once, not
 * twice. Without JavaScript the button is hidden (the js-only class), the
 * text being on the page already. Its label says what it copies ("Copy the
 * curl"); no title repeats it as a tooltip, which a keyboard or a touch
 * screen never shows.
 */
export default function CopyButton({text, label}: {text?: string; label: string}) {
  const source = text === undefined ? {'data-copy-code': ''} : {'data-copy': text};
  return (
    <button type="button" className="copy-button js-only" {...source} aria-label={label}>
      Copy
    </button>
  );
}
