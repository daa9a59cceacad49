/**
 * How a changelog item's attributes read, written once: the parser (which
 * indexes items) and the component (which renders them) both use these, so
 * the page and the index cannot disagree on an item's anchor or endpoints.
 */

/** An item's anchor: its explicit id, else pr-<number>. */
export function itemAnchor(id: string | undefined, pr: number | undefined): string {
  return id ?? `pr-${pr}`;
}

/** Endpoint paths named in an item's attributes (endpoints="/v1/a /v1/b", commas allowed). */
export function endpointsOf(list: string | undefined): string[] {
  if (!list) return [];
  return list.split(/[\s,]+/).filter(Boolean);
}
