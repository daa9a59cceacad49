/**
 * `/` and Ctrl+K (Cmd+K on a Mac) put the focus in the search box, on every page: the site script runs it, so it
 * works before the framework does on the pages that load it on reach, and focusing the box is itself a reach for it.
 * On the search page the shortcut goes to the page's own box (marked data-search-primary).
 */

/** Whether a key press asks for the search box: `/` outside a field, or Ctrl/Cmd+K anywhere. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  inField: boolean,
): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !inField;
}

/** Whether typing goes into the element: a text field, a list box, or editable content. */
function isField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return element.matches('input, textarea, select');
}

export function installSearchShortcut(): void {
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || !isSearchShortcut(event, isField(document.activeElement))) return;
    const box =
      document.querySelector<HTMLInputElement>('input[data-search-primary]') ??
      document.querySelector<HTMLInputElement>('form[role="search"] input[type="search"]');
    if (!box) return;
    event.preventDefault();
    box.focus();
    box.select();
  });
}
