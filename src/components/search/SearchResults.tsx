import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {searchSite, type SearchHit} from '@site/src/search/pagefind';

export type SearchState =
  {status: 'idle'} | {status: 'loading'} | {status: 'done'; hits: SearchHit[]} | {status: 'error'};

/** Runs the search for a query (after a short pause in typing) and tracks its state. */
export function useSiteSearch(query: string, limit: number): SearchState {
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<SearchState>({status: 'idle'});
  useEffect(() => {
    const wanted = query.trim();
    if (!wanted) {
      setState({status: 'idle'});
      return;
    }
    let current = true;
    setState({status: 'loading'});
    const timer = window.setTimeout(() => {
      searchSite(baseUrl, wanted, limit)
        .then((hits) => current && setState({status: 'done', hits}))
        .catch(() => current && setState({status: 'error'}));
    }, 120);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, baseUrl, limit]);
  return state;
}

/** A list of search hits: title link, excerpt with the matched words marked, matching headings. */
export default function SearchResults({
  state,
  query,
  compact = false,
}: {
  state: SearchState;
  query: string;
  compact?: boolean;
}) {
  if (state.status === 'idle') return null;
  if (state.status === 'loading') return <p className="search-results__status">Searching…</p>;
  if (state.status === 'error') {
    return (
      <p className="search-results__status">
        The search index is not available here: it is written by the production build (npm run build).
      </p>
    );
  }
  if (state.hits.length === 0) return <p className="search-results__status">Nothing matches “{query}”.</p>;
  return (
    <ol className={compact ? 'search-results search-results--compact' : 'search-results'}>
      {state.hits.map((hit) => (
        <li key={hit.url}>
          <a href={hit.url} className="search-results__title">
            {hit.title}
          </a>
          <p className="search-results__excerpt">
            {hit.excerpt.map((run, index) =>
              run.mark ? <mark key={index}>{run.text}</mark> : <span key={index}>{run.text}</span>,
            )}
          </p>
          {!compact && hit.sections.length > 0 ? (
            <ul className="search-results__sections">
              {hit.sections.map((section) => (
                <li key={section.url}>
                  <a href={section.url}>{section.title}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
