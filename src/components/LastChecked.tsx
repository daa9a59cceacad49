import Link from '@docusaurus/Link';
import './LastChecked.css';

/**
 * "Last checked against release …" at the top of a long page: the release
 * whose notes the page was last compared with, linked to its changelog entry
 * (whose anchor is the tag without its dots: v2026.9-venaco → #v20269-venaco).
 */
export default function LastChecked({release}: {release: string}) {
  return (
    <p className="last-checked">
      Last checked against release <Link to={`/operators/changelog#${release.replace(/\./g, '')}`}>{release}</Link>.
    </p>
  );
}
