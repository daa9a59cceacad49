/**
 * "Copy link" for a changelog item, made when the reader reaches for the
 * item (pointer over it, or keyboard focus on its ¶ link) rather than shipped
 * with each of the page's hundreds of items. The button is the same one the
 * releases carry (data-copy-link, handled by src/client/copy.ts); without
 * JavaScript the ¶ link does the job.
 */
function addCopyButton(title: HTMLElement): void {
  if (title.querySelector('.copy-link')) return;
  const permalink = title.querySelector<HTMLAnchorElement>('a.change__permalink');
  const anchor = permalink?.getAttribute('href')?.slice(1);
  if (!permalink || !anchor) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'copy-link';
  button.dataset.copyLink = anchor;
  // Named as the ¶ link beside it is ("Link to #5878"): the item's PR, or its title.
  button.setAttribute('aria-label', `Copy ${permalink.getAttribute('aria-label')?.replace(/^Link/, 'link') ?? 'link'}`);
  button.textContent = 'Copy link';
  permalink.after(button);
}

function onReach(event: Event): void {
  // The innermost item the pointer or focus is in; its own title, not a nested item's.
  const item = (event.target as Element | null)?.closest?.('.change');
  const title = item?.querySelector(':scope > .change__title');
  if (title instanceof HTMLElement) addCopyButton(title);
}

/** Listens on the document: called once, when the site script runs (src/client/site.ts). */
export function installItemCopyLinks(): void {
  document.addEventListener('pointerover', onReach, {passive: true});
  document.addEventListener('focusin', onReach);
}
