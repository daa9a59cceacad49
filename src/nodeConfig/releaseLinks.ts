// Where each release tag of the dataset links. A tag the changelog has an entry for links that entry (the entry's
// slug is its anchor); a tag it has none for links the tag on GitHub. The build gives the changelog's releases.
import {CHANGELOG_PATH} from '../features/changelog/model/links';
import {CONFIG_TAGS, nodeVersionAt, releaseOfTag} from './source';
import type {ReleaseLink} from './referenceView';

/** Each dataset tag's link, from the changelog's releases (their tag as the changelog writes it, and their slug). */
export function releaseLinks(releases: readonly {tag: string | null; slug: string}[]): Map<string, ReleaseLink> {
  const slugs = new Map(releases.flatMap((release) => (release.tag ? [[release.tag, release.slug] as const] : [])));
  return new Map(
    CONFIG_TAGS.map((tag) => {
      const label = releaseOfTag(tag);
      const slug = slugs.get(label);
      const href = slug ? `${CHANGELOG_PATH}#${slug}` : `https://github.com/nymtech/nym/releases/tag/${tag}`;
      return [tag, {label, href, version: nodeVersionAt(tag)}];
    }),
  );
}
