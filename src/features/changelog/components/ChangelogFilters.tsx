import {useEffect, useId, useMemo, useRef, useState, type FormEvent} from 'react';
import {useLocation} from '@docusaurus/router';
import {
  AUDIENCES,
  AUDIENCE_NAMES,
  SECTION_KINDS,
  type Audience,
  type SectionKind,
} from '@site/src/features/changelog/model/kinds';
import {
  changelogFilterSearch,
  FILTER_KINDS,
  isFilterActive,
  MAX_QUERY_LENGTH,
  MAX_SINCE_LENGTH,
  parseChangelogFilter,
  type ChangelogFilter,
} from '@site/src/features/changelog/model/filter';
import {ISLAND_READY_EVENT} from '@site/src/components/StaticIsland';
import {useReleaseNotesData} from '@site/src/features/changelog/globalData';
import {earlyInput} from './earlyInput';
import {changelogFilterView, type ChangelogFilterView} from '@site/src/features/changelog/model/filterView';
import type {ChangelogItemIndex} from '@site/src/features/changelog/model/itemIndex';
import {useInteractive} from '@site/src/components/useInteractive';
import {applyView, followArrivals, forgetPageView, loadItemIndex, releaseNotesRoot, withTexts} from './filterPage';
import UpgradeSummary from './UpgradeSummary';
import './ChangelogFilters.css';

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((entry) => entry !== value), value] : list.filter((entry) => entry !== value);
}

/**
 * Puts the filter's query string in the address bar, after the event that changed it: the page has already changed,
 * and the address follows without going through the router (which would re-render the whole page).
 */
function writeAddress(search: string): void {
  window.setTimeout(
    () => window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`),
    0,
  );
}

/**
 * The changelog's reading controls: "upgrading from", section kinds,
 * audiences and a quick text filter. Their state lives in the URL
 * (?since=…&kind=…&audience=…&q=…); a change replaces the URL and re-applies
 * the filter to the prerendered notes without a reload. Without JavaScript
 * the form is hidden (it could not act) and the full page reads as usual.
 */
export default function ChangelogFilters() {
  const {releaseChain} = useReleaseNotesData();
  // The prerendered page knows no query string, so the first render in the
  // browser matches it with an empty filter; the URL is read once mounted.
  // Filters then live in this component and in the address bar
  // (history.replaceState): going through the router would re-render the
  // whole page on every keystroke.
  const [search, setSearch] = useState('');
  const {filter, problems} = useMemo(() => parseChangelogFilter(search), [search]);
  const [sinceDraft, setSinceDraft] = useState(filter.since ?? '');
  const [queryDraft, setQueryDraft] = useState(filter.query);
  const [view, setView] = useState<ChangelogFilterView | null>(null);
  const [islandGeneration, setIslandGeneration] = useState(0);
  const [index, setIndex] = useState<ChangelogItemIndex | null>(null);
  /** The query string and island generation the page's items were last filtered for. */
  const applied = useRef<string | null>(null);
  const appliedGeneration = useRef(0);
  const id = useId();
  const interactive = useInteractive();

  useEffect(() => {
    const readUrl = () => setSearch(window.location.search);
    readUrl();
    const onReady = () => setIslandGeneration((generation) => generation + 1);
    window.addEventListener(ISLAND_READY_EVENT, onReady);
    window.addEventListener('popstate', readUrl);
    const stopFollowing = followArrivals();
    return () => {
      window.removeEventListener(ISLAND_READY_EVENT, onReady);
      window.removeEventListener('popstate', readUrl);
      stopFollowing();
      forgetPageView();
    };
  }, []);

  // The drafts follow the filter when the address changes it (back, forward, a cleared filter); React's
  // way to adjust state to a changed input is during render, not in an effect.
  const [draftsOf, setDraftsOf] = useState({since: filter.since, query: filter.query});
  if (draftsOf.since !== filter.since || draftsOf.query !== filter.query) {
    setDraftsOf({since: filter.since, query: filter.query});
    setSinceDraft(filter.since ?? '');
    setQueryDraft(filter.query);
  }

  // A filter in the URL needs the index at once; otherwise it is fetched when the reader reaches for
  // the controls (pointer over them, or focus in them), so the page's first view does not carry it.
  // A text query needs the items' text too: that second file is fetched for it alone.
  const wantIndex = (needsTexts = false) =>
    void loadItemIndex(needsTexts).then((loaded) =>
      setIndex((current) => (current && withTexts.has(current) ? current : loaded)),
    );
  useEffect(() => {
    if (isFilterActive(filter)) wantIndex(Boolean(filter.query));
  }, [filter]);

  // On the first view the framework loads when the reader reaches for a control; if that was the
  // filters, the pointer or focus that would fetch the index came before React ran, and is still on them.
  const filtersElement = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (filtersElement.current?.matches(':hover, :focus-within, :active')) wantIndex();
  }, []);

  // Ticks and words the reader gave before the framework ran count as if given now; this runs after the effect
  // that reads the address, so its filter is the one that stays.
  useEffect(() => {
    const early = filtersElement.current
      ? earlyInput(filtersElement.current, parseChangelogFilter(window.location.search).filter)
      : null;
    if (!early) return;
    const nextSearch = changelogFilterSearch(early.filter);
    setSearch(nextSearch);
    setDraftsOf({since: early.filter.since, query: early.filter.query});
    setSinceDraft(early.sinceDraft ?? early.filter.since ?? '');
    setQueryDraft(early.queryDraft ?? early.filter.query);
    writeAddress(nextSearch);
  }, []);

  useEffect(() => {
    const root = releaseNotesRoot();
    // A text query waits for the items' text.
    if (!root || !index || (filter.query && !withTexts.has(index))) return;
    if (applied.current !== search || islandGeneration !== appliedGeneration.current) {
      const next = changelogFilterView(index, filter);
      applyView(index, next, setView);
      applied.current = search;
      appliedGeneration.current = islandGeneration;
    }
  }, [filter, search, islandGeneration, index]);

  function update(next: ChangelogFilter) {
    const nextSearch = changelogFilterSearch(next);
    // The page changes at once, in the same event; the re-render and the
    // address bar follow. It applies the filter as the URL will read it, so a
    // value over its cap is ignored here too (and reported, from the URL).
    const root = releaseNotesRoot();
    const parsed = parseChangelogFilter(nextSearch).filter;
    if (root && index && (!parsed.query || withTexts.has(index))) {
      const next = changelogFilterView(index, parsed);
      applyView(index, next, setView);
      applied.current = nextSearch;
    } else wantIndex(Boolean(parsed.query));
    setSearch(nextSearch);
    writeAddress(nextSearch);
  }

  function submitSince(event: FormEvent) {
    event.preventDefault();
    const {since: _previous, ...rest} = filter;
    update(sinceDraft.trim() ? {...rest, since: sinceDraft.trim()} : rest);
  }

  const versions = [...releaseChain].reverse();
  const {pathname} = useLocation();
  const active = isFilterActive(filter);

  return (
    <div
      ref={filtersElement}
      className="changelog-filters js-only"
      data-ready={interactive ? '' : undefined}
      onPointerOver={index ? undefined : () => wantIndex()}
      onFocus={index ? undefined : () => wantIndex()}
    >
      {/* Live from the first view: the framework loads when the reader reaches for them, and what they tick or
          type before it runs is read when it does (earlyInput.ts). */}
      <fieldset className="changelog-filters__controls">
        <legend className="sr-only">Read the changelog for a version, kinds of change, readers or words</legend>
        <form
          className="changelog-filters__since"
          onSubmit={submitSince}
          role="search"
          aria-label="Upgrading from a version"
        >
          <label htmlFor={`${id}-since`}>Upgrading from</label>
          <input
            id={`${id}-since`}
            name="since"
            list={`${id}-versions`}
            value={sinceDraft}
            placeholder="1.10.0 or v2025.8-tourist"
            maxLength={MAX_SINCE_LENGTH}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setSinceDraft(event.target.value)}
          />
          <datalist id={`${id}-versions`}>
            {versions.map((version) => (
              <option key={version} value={version} />
            ))}
          </datalist>
          <button type="submit" className="button button--sm button--primary">
            Show what changed
          </button>
        </form>
        <div role="group" className="changelog-filters__narrow" aria-label="Filter the changelog">
          <fieldset>
            <legend>Sections</legend>
            {FILTER_KINDS.map((kind: SectionKind) => (
              <label key={kind} className="changelog-filters__choice">
                <input
                  type="checkbox"
                  name="kind"
                  value={kind}
                  checked={filter.kinds.includes(kind)}
                  onChange={(event) => update({...filter, kinds: toggle(filter.kinds, kind, event.target.checked)})}
                />
                {SECTION_KINDS[kind]}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>For</legend>
            {AUDIENCE_NAMES.map((audience: Audience) => (
              <label key={audience} className="changelog-filters__choice">
                <input
                  type="checkbox"
                  name="audience"
                  value={audience}
                  checked={filter.audiences.includes(audience)}
                  onChange={(event) =>
                    update({...filter, audiences: toggle(filter.audiences, audience, event.target.checked)})
                  }
                />
                {AUDIENCES[audience]}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-q`} className="changelog-filters__query-label">
            Quick filter
          </label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            value={queryDraft}
            placeholder="wireguard, 5898, /v1/nym-nodes/skimmed"
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setQueryDraft(event.target.value);
              update({...filter, query: event.target.value.trim()});
            }}
          />
        </div>
      </fieldset>
      <p className="changelog-filters__status" role="status" aria-live="polite">
        {view
          ? `Showing ${view.shownItems} of ${view.totalItems} items in ${view.shownReleases} of ${view.totalReleases} entries.`
          : ''}
        {active ? (
          <>
            {' '}
            <a
              href={pathname}
              onClick={(event) => {
                event.preventDefault();
                update({kinds: [], audiences: [], query: ''});
              }}
            >
              Clear filters
            </a>
          </>
        ) : null}
      </p>
      {problems.length > 0 ? (
        <ul className="changelog-filters__problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {view?.since && !view.since.ok ? <p className="changelog-filters__problems">{view.since.message}</p> : null}
      {view ? (
        <UpgradeSummary id={id} since={filter.since} view={view} index={index} releaseChain={releaseChain} />
      ) : null}
    </div>
  );
}
