/**
 * Copy buttons on prerendered content: one delegated listener instead of a
 * React component per button, so the buttons work whether or not the content
 * around them is hydrated.
 */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

if (typeof document !== 'undefined') {
  document.documentElement.dataset.js = 'on';
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[data-copy], button[data-copy-link]');
    if (!(button instanceof HTMLButtonElement)) return;
    // A link to an anchor carries neither the query string (the reader's
    // filters) nor the current hash.
    const anchor = button.dataset.copyLink;
    const text = anchor !== undefined ? `${window.location.origin}${window.location.pathname}#${anchor}` : (button.dataset.copy ?? '');
    void copyText(text).then((copied) => {
      const before = button.textContent;
      button.textContent = copied ? 'Copied' : 'Copy failed';
      button.dataset.copied = copied ? 'yes' : 'no';
      window.setTimeout(() => {
        button.textContent = before;
        delete button.dataset.copied;
      }, 1500);
    });
  });
}
