/**
 * The changelog's older releases arrive after the first view. Code that needs
 * every release in the page (filters, ?since=) awaits this first.
 * (Filled in by the first-view work; today every release is in the page.)
 */
export async function loadAllReleases(): Promise<void> {}
