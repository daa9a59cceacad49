import './CopyLinkButton.css';

/**
 * Copies the address of an anchor on this page (without the query string, so
 * the link does not carry the reader's filters). Clicks are handled by the
 * delegated listener in src/client/copy.ts, as the button sits in prerendered
 * HTML that React does not hydrate. Hidden without JavaScript, where the ¶
 * link beside it does the same job.
 */
export default function CopyLinkButton({anchor, label}: {anchor: string; label: string}) {
  return (
    <button type="button" className="copy-link js-only" data-copy-link={anchor} aria-label={label}>
      Copy link
    </button>
  );
}
