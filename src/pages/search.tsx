import {useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SearchResults, {useSiteSearch} from '@site/src/components/search/SearchResults';

/**
 * Full-text search of the whole site, ?q= in the URL. The index is static
 * (Pagefind, written at build); searching needs JavaScript, and the page
 * says so when it is off.
 */
export default function SearchPage() {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const initial = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  // The query follows the address when it changes (back, forward, a link), and the typing in between:
  // React's way to adjust state to a changed input is during render, not in an effect.
  const [query, setQuery] = useState(initial);
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    setQuery(initial);
  }
  const state = useSiteSearch(query, 20);
  return (
    <Layout title="Search" description="Search every page of the operators' documentation, the changelog included.">
      <main className="container margin-vert--lg search-page">
        <Heading as="h1">Search the docs</Heading>
        <noscript>
          <p>
            Search needs JavaScript. Without it, every page is listed in the sidebars, and the{' '}
            <a href="operators/changelog">changelog</a> reads in full.
          </p>
        </noscript>
        {/* Results follow the typing: nothing to submit, so not a form. */}
        <div role="search" className="search-page__form js-only">
          <label htmlFor="search-page-q">Words, a PR number, an endpoint path or an error message</label>
          <input
            id="search-page-q"
            type="search"
            name="q"
            data-search-primary
            aria-keyshortcuts="/ Control+K Meta+K"
            value={query}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setQuery(event.target.value);
              history.replace({search: event.target.value ? `?q=${encodeURIComponent(event.target.value)}` : ''});
            }}
          />
        </div>
        <SearchResults state={state} query={query} />
        <p className="search-page__more">
          Looking for a release? The <Link to="/operators/changelog">changelog</Link> has its own filters. Looking for
          the upgrade plan from your node&apos;s version? The plans are one result, the{' '}
          <Link to="/operators/upgrade">upgrade plans</Link> page, which lists every version.
        </p>
        <p className="search-page__more">
          Press <kbd>/</kbd> or <kbd>Ctrl</kbd>+<kbd>K</kbd> on any page to come to the search box.
        </p>
      </main>
    </Layout>
  );
}
