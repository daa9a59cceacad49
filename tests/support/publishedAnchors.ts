/**
 * The published anchors' fixture grown by a tool, not by hand (`npm run anchors:pin`): each release that has no
 * anchor pinned yet gets every anchor its file declares, the "what to do" heading's aside (the fixture has never
 * pinned it). Anchors already pinned are never removed, moved or re-pinned: the published-anchors test checks
 * they still land in their release.
 */
export interface PinnedAnchors {
  /** Anchor → the slug of the release it belongs to. */
  readonly anchors: Readonly<Record<string, string>>;
}

export function pinNewReleases(
  fixture: PinnedAnchors,
  releases: readonly {readonly slug: string; readonly anchors: readonly string[]}[],
): {anchors: Record<string, string>; added: Record<string, string[]>} {
  const pinnedReleases = new Set(Object.values(fixture.anchors));
  const anchors = {...fixture.anchors};
  const added: Record<string, string[]> = {};
  for (const release of releases) {
    if (pinnedReleases.has(release.slug)) continue;
    const fresh = release.anchors.filter((anchor) => !anchor.endsWith('-what-to-do') && !(anchor in anchors));
    for (const anchor of fresh) anchors[anchor] = release.slug;
    added[release.slug] = fresh;
  }
  // The fixture lists anchors in code-point order: a new release's anchors take their places among them.
  const sorted = Object.fromEntries(Object.entries(anchors).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {anchors: sorted, added};
}
