/**
 * Copy buttons on prerendered content: one delegated listener instead of a
 * React component per button, so the buttons work whether or not the content
 * around them is hydrated.
 */
/**
 * Copies the text of a same-site file (a page's Markdown copy). The fetch is
 * handed to the clipboard as a promise, so the click still counts as the
 * user's gesture when the text arrives.
 */
async function copyFrom(url: string): Promise<boolean> {
  const text = fetch(url, {credentials: 'same-origin'}).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return new Blob([await response.text()], {type: 'text/plain'});
  });
  try {
    if (typeof ClipboardItem !== 'undefined') {
      await navigator.clipboard.write([new ClipboardItem({'text/plain': text})]);
    } else {
      await navigator.clipboard.writeText(await (await text).text());
    }
    return true;
  } catch {
    return false;
  }
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Installs the delegated click listener: called once, when the site script runs (src/client/site.ts). */
export function installCopyButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(
      'button[data-copy], button[data-copy-code], button[data-copy-link], button[data-copy-from]',
    );
    if (!(button instanceof HTMLButtonElement)) return;
    // A link to an anchor carries neither the query string (the reader's
    // filters) nor the current hash.
    const anchor = button.dataset.copyLink;
    const text =
      anchor !== undefined
        ? `${window.location.origin}${window.location.pathname}#${anchor}`
        : button.dataset.copyCode !== undefined
          ? (button.closest('.code-block')?.querySelector('pre')?.textContent ?? '')
          : (button.dataset.copy ?? '');
    const source = button.dataset.copyFrom;
    void (source !== undefined ? copyFrom(source) : copyText(text)).then((copied) => {
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
