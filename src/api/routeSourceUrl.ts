/**
 * Where the record mounts a route, as a link to its source file and line: at the last tag that mounted it for a
 * removed route, else at the facts' commit. Pure and free of the facts, so that the site's pages
 * (referenceView.ts) and the record sync, which checks every link into the record before the site reads the facts
 * it writes (src/record/recordLinks/), make the one same link.
 */
export function routeSourceUrl(
  repository: string,
  commit: string,
  route: {source?: string; line?: number; last_tag?: string},
): string {
  const line = route.line ? `#L${route.line}` : '';
  return `https://github.com/${repository}/blob/${route.last_tag ?? commit}/${route.source ?? ''}${line}`;
}
