import type {SearchHit} from '@site/src/search/pagefind';
import type {SearchState} from './SearchResults';
import UpgradePlanNote from './UpgradePlanNote';

/** The id of the option at an index, for aria-activedescendant. */
export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

/**
 * The search box's popup: an ARIA listbox whose options are the first hits (title and excerpt). An option is no
 * link (a listbox's options hold no controls): choosing it, by click or by Enter on the active one, opens its page.
 * Status lines (searching, nothing found) sit outside the listbox, announced by a live region.
 */
export default function SearchListbox({
  id,
  state,
  query,
  active,
  onChoose,
}: {
  id: string;
  state: SearchState;
  query: string;
  active: number;
  onChoose: (hit: SearchHit) => void;
}) {
  const hits = state.status === 'done' ? state.hits : [];
  let status = '';
  if (state.status === 'loading') status = 'Searching…';
  else if (state.status === 'error')
    status = 'The search index is not available here: it is written by the production build (npm run build).';
  else if (state.status === 'done' && hits.length === 0) status = `Nothing matches “${query}”.`;
  else if (state.status === 'done') status = `${hits.length} first results: arrow keys to pick one, Enter to open it.`;
  return (
    <>
      <p className="search-results__status" role="status">
        {status}
      </p>
      <ul id={id} role="listbox" aria-label={`Results for “${query}”`} className="search-listbox">
        {hits.map((hit, index) => (
          // The listbox's keyboard is the box's (aria-activedescendant); a pointer chooses with a click.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={hit.url}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === active}
            className="search-listbox__option"
            onClick={() => onChoose(hit)}
          >
            <span className="search-results__title">{hit.title}</span>
            <span className="search-results__excerpt">
              {hit.excerpt.map((run, at) =>
                run.mark ? <mark key={at}>{run.text}</mark> : <span key={at}>{run.text}</span>,
              )}
            </span>
            <UpgradePlanNote url={hit.url} />
          </li>
        ))}
      </ul>
    </>
  );
}
