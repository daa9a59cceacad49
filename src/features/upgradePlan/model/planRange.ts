/**
 * The entries an upgrade plan covers, once ?since= has resolved the reader's
 * version (features/changelog/model/filter.ts): the releases after the one
 * the reader runs, and the operators' news dated after that release (news is
 * never part of a version range, but it asks things of nodes too). The plan
 * pages and the changelog's ?since= view both read this.
 */
export function planRange<Entry extends {slug: string; date: string; news?: boolean}>(
  entries: readonly Entry[],
  newer: readonly string[],
  fromSlug: string | undefined,
): Entry[] {
  const inRange = new Set(newer);
  const fromDate = entries.find((entry) => entry.slug === fromSlug)?.date ?? '';
  return entries.filter((entry) => inRange.has(entry.slug) || (entry.news === true && entry.date > fromDate));
}
