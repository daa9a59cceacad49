import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {useReleaseNotesData} from '@site/src/features/changelog/globalData';
import {buildInfoText} from '@site/src/features/changelog/model/buildInfo';
import {changelogAnchorPath} from '@site/src/features/changelog/model/links';

/**
 * What the guides say of the current release, taken from the changelog rather than typed into a page: a new
 * release file moves it everywhere. `link` (the default) names the newest release that ships nym-node, linked to
 * its entry; `node-version` is the nym-node version it ships; `build-info` is what that binary's `build-info`
 * prints, from the newest entry that gives it (said so when that is an older release).
 */
export default function NewestRelease({part = 'link'}: {part?: 'link' | 'node-version' | 'build-info'}) {
  const {newestNode, newestBuildInfo} = useReleaseNotesData();
  const entry = (release: {heading: string; slug: string}) => (
    <Link to={changelogAnchorPath(release.slug)}>{release.heading}</Link>
  );
  if (part === 'link') return entry(newestNode);
  if (part === 'node-version') return <>{newestNode.version}</>;
  if (!newestBuildInfo) return <p>No entry of the changelog gives the build information of its binary.</p>;
  return (
    <>
      <p>
        <code>build-info</code> of the {entry(newestBuildInfo)} binary prints
        {newestBuildInfo.slug === newestNode.slug ? null : (
          <> (the entry of {entry(newestNode)} gives no build information; this is the newest that does)</>
        )}
        :
      </p>
      <CodeBlock language="text">{buildInfoText(newestBuildInfo.info)}</CodeBlock>
    </>
  );
}
