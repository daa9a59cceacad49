import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import '@site/src/features/changelog/components/CopyButton.css';
import './PageActions.css';

/** Address of a page's Markdown copy, which the page-exports plugin writes beside its HTML. */
function markdownHref(pathname: string, baseUrl: string): string {
  const path = pathname.replace(/\/$/, '');
  return path === baseUrl.replace(/\/$/, '') || path === '' ? `${baseUrl}index.md` : `${path}.md`;
}

/**
 * "View as Markdown" (a plain link, so it works without JavaScript) and
 * "Copy page as Markdown" (handled by src/client/copy.ts, hidden without
 * JavaScript). Controls, not page text: the search index leaves them out.
 */
export default function PageActions() {
  const {pathname} = useLocation();
  const baseUrl = useBaseUrl('/');
  const href = markdownHref(pathname, baseUrl);
  return (
    <div className="page-actions" data-pagefind-ignore>
      <a href={href} type="text/markdown">
        View as Markdown
      </a>
      <button type="button" className="copy-button js-only" data-copy-from={href}>
        Copy page as Markdown
      </button>
    </div>
  );
}
