import type {MDXContent} from 'mdx/types';
import {nodeVersions} from '@site/src/features/changelog/model/nodeVersions';
import type {CSSProperties} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {ReleaseFacts as Release} from '@site/src/features/changelog/model/types';
import {ReleaseBuildInfoContext} from './BuildInfo';
import SmartLink from './SmartLink';
import CopyLinkButton from './CopyLinkButton';
import {ReleaseLevelContext, ReleaseSlugContext} from './Section';
import {releaseBodyComponents} from './releaseComponents';
import './ReleaseEntry.css';

/**
 * Thousands of characters the release shows, rounded up: the stylesheet turns
 * it into the height the release takes before the browser lays it out. Rounded,
 * so the page has only a few distinct style attributes for the CSP to allow.
 */
function textSize(release: Release): CSSProperties {
  return {'--release-kchars': Math.max(1, Math.ceil(release.textLength / 1000))} as CSSProperties;
}

/** One release: heading (its anchor is the release slug), facts, build info, then its body. */
export default function ReleaseEntry({release, Body}: {release: Release; Body: MDXContent}) {
  const versions = nodeVersions(release);
  return (
    <article
      className={release.kind === 'news' ? 'release release--news' : 'release'}
      data-release={release.slug}
      aria-labelledby={release.slug}
      style={textSize(release)}
    >
      <Heading as={release.archived ? 'h3' : 'h2'} id={release.slug}>
        {release.heading}
      </Heading>
      <ul className="release__facts">
        <li className="js-only">
          <CopyLinkButton anchor={release.slug} label={`Copy link to ${release.heading}`} />
        </li>
        {release.kind === 'news' ? (
          <li>
            <span className="release__news-badge">News, not a release</span>
          </li>
        ) : null}
        <li>
          {release.kind === 'news' ? 'Published' : 'Released'}{' '}
          <time dateTime={release.release_date}>{release.release_date}</time>
        </li>
        {release.binaries_url ? (
          <li>
            <SmartLink href={release.binaries_url}>Release binaries</SmartLink>
          </li>
        ) : null}
        {versions.length > 0 ? (
          <li>
            <Link to="/operators/nodes/nym-node">
              <code>nym-node</code>
            </Link>{' '}
            version{versions.length > 1 ? 's' : ''}{' '}
            {versions.map((version, index) => (
              <span key={version}>
                {index > 0 ? ', ' : null}
                <code className="release__version">{version}</code>
              </span>
            ))}
          </li>
        ) : release.kind === 'release' && release.node_version_note ? (
          <li className="release__no-version">{release.node_version_note}</li>
        ) : null}
        {release.links.map((link) => (
          <li key={link.url}>
            <SmartLink href={link.url}>{link.label}</SmartLink>
          </li>
        ))}
      </ul>
      {release.notes.length > 0 ? (
        <ul className="release__notes">
          {release.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {release.corrections.length > 0 ? (
        <div className="release__corrections">
          <p>
            <strong>Corrected after publication</strong>
          </p>
          <ul>
            {release.corrections.map((correction) => (
              <li key={correction.date + correction.note}>
                <time dateTime={correction.date}>{correction.date}</time>: {correction.note}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="release__body">
        <ReleaseLevelContext.Provider value={release.archived ? 3 : 2}>
          <ReleaseSlugContext.Provider value={release.slug}>
            <ReleaseBuildInfoContext.Provider
              value={release.build_info ? {info: release.build_info, releaseHeading: release.heading} : undefined}
            >
              <Body components={releaseBodyComponents} />
            </ReleaseBuildInfoContext.Provider>
          </ReleaseSlugContext.Provider>
        </ReleaseLevelContext.Provider>
      </div>
    </article>
  );
}
