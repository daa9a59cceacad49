import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {searchSite, type SearchHit} from '@site/src/search/pagefind';
import UpgradePlanNote from './UpgradePlanNote';

export type SearchState =
  {status: 'idle'} | {status: 'loading'} | {status: 'done'; hits: SearchHit[]} | {status: 'error'};

/** The answer to one query: the query it answers and what came back. */
type Answer = {query: string; status: 'done'; hits: SearchHit[]} | {query: string; status: 'error'};

/**
 * Runs the search for a query (after a short pause in typing) and tracks its state. The state is
 * worked out from the query and the last answer: a query with no answer yet is loading.
 */
export function useSiteSearch(query: string, limit: number): SearchState {
  const baseUrl = useBaseUrl('/');
  const wanted = query.trim();
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const timer = window.setTimeout(() => {
      searchSite(baseUrl, wanted, limit)
        .then((hits) => current && setAnswer({query: wanted, status: 'done', hits}))
        .catch(() => current && setAnswer({query: wanted, status: 'error'}));
    }, 120);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [wanted, baseUrl, limit]);
  if (!wanted) return {status: 'idle'};
  if (answer?.query !== wanted) return {status: 'loading'};
  return answer.status === 'done' ? {status: 'done', hits: answer.hits} : {status: 'error'};
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
          <UpgradePlanNote url={hit.url} />
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
