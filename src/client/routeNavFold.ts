/**
 * On a narrow screen an API page's navigation of its routes is a native <details> that stays under the navbar as
 * the reader scrolls (src/components/api/reference/RouteNav.tsx): once a reader picks a route it folds again, out of
 * the way of the heading it leads to. Without JavaScript it works the same, and the reader folds it by its summary.
 */
export function installRouteNavFold(): void {
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('.api-nav__fold a[href^="#"]');
    const details = link?.closest('details');
    if (details) details.open = false;
  });
}
