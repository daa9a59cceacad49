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
    const button = (event.target as Element | null)?.closest?.('button[data-copy]');
    if (!(button instanceof HTMLButtonElement)) return;
    const text = button.dataset.copy ?? '';
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
