import {nodeVersions} from './nodeVersions';
import {Feed} from 'feed';
import {site} from '../../../site/site';
import {CHANGELOG_PATH, FEED_PATHS} from './links';
import type {Release} from './types';
import {changelogItemIndex, itemLink, type IndexedItem} from './itemIndex';

/** Absolute URL of a path of the site, e.g. /operators/changelog → https://…/docs/operators/changelog. */
function absoluteUrl(pathInSite: string): string {
  return `${site.origin}${site.basePath.replace(/\/$/, '')}${pathInSite}`;
}

/** Midnight UTC of the release day: releases carry a date, not a time. */
function releaseDate(release: Pick<Release, 'release_date'>): Date {
  return new Date(`${release.release_date}T00:00:00Z`);
}

/** Who the feeds name as their author (RFC 4287 asks an Atom feed for one): the site, linking to its home. */
function feedAuthor(): {name: string; link: string} {
  return {name: site.title, link: absoluteUrl('/')};
}

/** The item index's entries of each release, by slug: the feeds count and list items from the index. */
function itemsByRelease(releases: readonly Release[]): Map<string, IndexedItem[]> {
  const bySlug = new Map<string, IndexedItem[]>(releases.map((release) => [release.slug, []]));
  for (const item of changelogItemIndex(releases).items) bySlug.get(item.release)?.push(item);
  return bySlug;
}

function releaseSummary(release: Release, items: readonly IndexedItem[]): string {
  const versions = nodeVersions(release);
  const version = versions.length === 0 ? '' : ` nym-node ${versions.join(', ')}.`;
  return `${release.summary}${version} ${items.length} changes.`;
}

function buildFeed(releases: readonly Release[]): Feed {
  const changelogUrl = absoluteUrl(CHANGELOG_PATH);
  const feed = new Feed({
    title: `${site.title}: changelog`,
    description: 'Releases of the Nym network node software, newest first.',
    id: changelogUrl,
    link: changelogUrl,
    language: 'en',
    copyright: site.footerNote,
    author: feedAuthor(),
    updated: releases[0] ? releaseDate(releases[0]) : new Date(0),
    feedLinks: {
      rss: absoluteUrl(FEED_PATHS.rss),
      atom: absoluteUrl(FEED_PATHS.atom),
      json: absoluteUrl(FEED_PATHS.json),
    },
  });
  const items = itemsByRelease(releases);
  for (const release of releases) {
    const link = `${changelogUrl}#${release.slug}`;
    feed.addItem({
      title: release.heading,
      id: link,
      link,
      date: releaseDate(release),
      description: releaseSummary(release, items.get(release.slug)!),
    });
  }
  return feed;
}

/** RSS 2.0, one item per release. */
export function changelogRss(releases: readonly Release[]): string {
  return buildFeed(releases).rss2();
}

/** Atom 1.0, one entry per release. */
export function changelogAtom(releases: readonly Release[]): string {
  return buildFeed(releases).atom1();
}

/**
 * JSON Feed 1.1. Written here rather than with the feed library, which
 * writes version 1 of the format; the format is plain JSON.
 */
export function changelogJsonFeed(releases: readonly Release[]): string {
  const changelogUrl = absoluteUrl(CHANGELOG_PATH);
  const items = itemsByRelease(releases);
  return JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: `${site.title}: changelog`,
      home_page_url: changelogUrl,
      feed_url: absoluteUrl(FEED_PATHS.json),
      description: 'Releases of the Nym network node software, newest first.',
      language: 'en',
      authors: [{name: feedAuthor().name, url: feedAuthor().link}],
      items: releases.map((release) => ({
        id: `${changelogUrl}#${release.slug}`,
        url: `${changelogUrl}#${release.slug}`,
        title: release.heading,
        summary: releaseSummary(release, items.get(release.slug)!),
        content_text: releaseSummary(release, items.get(release.slug)!),
        date_published: releaseDate(release).toISOString().replace('.000Z', 'Z'),
        tags: [...new Set(items.get(release.slug)!.map((item) => item.kind))],
      })),
    },
    null,
    2,
  );
}

/** The release index published at /operators/changelog/releases.json for tools. */
export function releaseIndex(releases: readonly Release[]) {
  const items = itemsByRelease(releases);
  return {
    generated_from: 'releases/*.mdx',
    changelog: absoluteUrl(CHANGELOG_PATH),
    releases: releases.map((release) => ({
      kind: release.kind,
      tag: release.tag,
      heading: release.heading,
      anchor: release.slug,
      url: `${absoluteUrl(CHANGELOG_PATH)}#${release.slug}`,
      node_version: release.node_version,
      release_date: release.release_date,
      binaries_url: release.binaries_url,
      build_info: release.build_info ?? null,
      archived: release.archived,
      summary: release.summary,
      ...(release.upgrade ? {upgrade: release.upgrade} : {}),
      ...(release.corrections.length > 0 ? {corrections: release.corrections} : {}),
      sections: release.sections.map(({id, title, kind}) => ({id, title, kind})),
      items: items.get(release.slug)!.map((item) => {
        const link = itemLink(item);
        return {
          anchor: item.id,
          title: item.title,
          pr: item.pr ?? null,
          url: link.startsWith('/') ? absoluteUrl(link) : link,
          kind: item.kind,
          section: item.section ?? null,
          audience: item.audiences,
          ...(item.endpoints.length > 0 ? {endpoints: item.endpoints} : {}),
        };
      }),
    })),
  };
}
