import {useEffect, useId, useMemo, useRef, useState, type FormEvent} from 'react';
import {useLocation} from '@docusaurus/router';
import {
  AUDIENCES,
  AUDIENCE_NAMES,
  SECTION_KINDS,
  type Audience,
  type SectionKind,
  type UpgradeNeed,
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
import {upgradeRules} from '@site/src/features/changelog/model/upgrade';
import {parseSemver} from '@site/src/rules/version';
import Link from '@docusaurus/Link';
import {ISLAND_ATTRIBUTE, ISLAND_READY_EVENT} from '@site/src/components/StaticIsland';
import {useReleaseNotesData} from '@site/src/features/changelog/globalData';
import {applyFilterView} from './filterDom';
import {earlyInput} from './earlyInput';
import {changelogFilterView, type ChangelogFilterView} from '@site/src/features/changelog/model/filterView';
import {withItemTexts, type ChangelogItemIndex, type SummaryLink} from '@site/src/features/changelog/model/itemIndex';
import type {ChangelogReleases} from '@site/src/features/changelog/client/changelogReleases';
import {RELEASES_ELEMENT} from '@site/src/features/changelog/model/firstView';
import {RELEASE_ARRIVED_EVENT} from '@site/src/features/changelog/client/releaseEvents';
import {RELEASE_NOTES_ISLAND} from './islandId';
import {useInteractive} from '@site/src/components/useInteractive';
import PlanLinks from '@site/src/features/upgradePlan/components/PlanLinks';
import SincePlan from '@site/src/features/upgradePlan/components/SincePlan';
import './ChangelogFilters.css';

function releaseNotesRoot(): HTMLElement | null {
  const root = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${RELEASE_NOTES_ISLAND}"]`);
  return root?.querySelector('article') ? root : null;
}

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((entry) => entry !== value), value] : list.filter((entry) => entry !== value);
}

const UPGRADE_LABELS: Record<UpgradeNeed, string> = {
  required: 'upgrade required',
  recommended: 'upgrade recommended',
  optional: 'upgrade optional',
  none: 'nothing to upgrade',
};

let itemIndex: Promise<ChangelogItemIndex> | undefined;

/** The item index (built from the release files), fetched once, the first time it is needed. */
let itemIndexWithTexts: Promise<ChangelogItemIndex> | undefined;
/** Indexes that hold their items' text (a text query needs it). */
const withTexts = new WeakSet<ChangelogItemIndex>();

/** The item index; with its items' text (a second, larger file) only when a text query needs it. */
function loadItemIndex(needsTexts: boolean): Promise<ChangelogItemIndex> {
  itemIndex ??= import('@generated/release-notes/default/item-index.json').then((module) => module.default);
  if (!needsTexts) return itemIndex;
  itemIndexWithTexts ??= Promise.all([itemIndex, import('@generated/release-notes/default/item-texts.json')]).then(
    ([index, texts]) => {
      const joined = withItemTexts(index, texts.default);
      withTexts.add(joined);
      return joined;
    },
  );
  return itemIndexWithTexts;
}

/** The view on the page and the index it was worked out from: older releases take it as they arrive. */
let onPage: {index: ChangelogItemIndex; view: ChangelogFilterView} | null = null;

/**
 * Puts a view on the page at once. Older releases not in the page yet take
 * it as each arrives (followArrivals), so nothing waits for them; a view
 * that filters asks for them now rather than in the browser's idle moments.
 */
function applyView(
  index: ChangelogItemIndex,
  view: ChangelogFilterView,
  shown: (view: ChangelogFilterView) => void,
): void {
  // Nothing filtered yet: the page is as built.
  if (!view.active && onPage === null) {
    shown(view);
    return;
  }
  const root = releaseNotesRoot();
  if (root) applyFilterView(root, index, view);
  onPage = {index, view};
  // The count and summary are announced once the page shows what they say.
  shown(view);
  if (view.active) void bringAllReleases();
}

/**
 * Asks the page's releases (the site script's custom element, client/changelogReleases.ts) for every
 * older release; they take the view as each arrives (followArrivals).
 */
function bringAllReleases(): Promise<void> {
  return customElements
    .whenDefined(RELEASES_ELEMENT)
    .then(() => document.querySelector<ChangelogReleases>(RELEASES_ELEMENT)?.bringAll());
}

/** Puts the view on the page on each older release as it arrives, in the task that inserts it. */
function followArrivals(): () => void {
  const onArrival = (event: Event) => {
    const slug = (event as CustomEvent<unknown>).detail;
    const root = releaseNotesRoot();
    if (onPage && root && typeof slug === 'string') applyFilterView(root, onPage.index, onPage.view, slug);
  };
  window.addEventListener(RELEASE_ARRIVED_EVENT, onArrival);
  return () => window.removeEventListener(RELEASE_ARRIVED_EVENT, onArrival);
}

function ItemLinks({items, empty}: {items: SummaryLink[]; empty: string}) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul>
      {items.map((item, index) => (
        <li key={`${item.anchor}-${index}`}>
          <a href={`#${item.anchor}`}>{item.title}</a>{' '}
          <span className="changelog-summary__release">({item.release})</span>
          {item.endpoints ? (
            <>
              {' '}
              {item.endpoints.map((endpoint) => (
                <code key={endpoint}>{endpoint} </code>
              ))}
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The node version behind a "since" value: the value itself, or the version its release shipped. */
function nodeVersionOf(since: string, shipped: string | undefined): string | undefined {
  try {
    parseSemver(since);
    return since;
  } catch {
    return shipped?.split('+')[0];
  }
}

function VersionRules({version, chain}: {version: string; chain: string[]}) {
  let rules;
  try {
    rules = upgradeRules(version, chain);
  } catch {
    return null;
  }
  return (
    <ul>
      <li>
        nym-node {rules.version} is {rules.releasesBehind} release{rules.releasesBehind === 1 ? '' : 's'} behind{' '}
        {rules.latest}; its{' '}
        <Link to="/operators/tokenomics/mixnet-rewards#config-score-calculation">version score</Link> is{' '}
        {rules.versionScore.toFixed(4)} ({rules.versionsBehind} versions behind).
      </li>
      <li>
        Grant programme (latest or one of the two before it):{' '}
        <strong>
          {rules.grantProgrammeVersionOk ? 'this version still qualifies' : 'this version no longer qualifies'}
        </strong>
        .
      </li>
      <li>
        Delegation programme (one of the two latest versions):{' '}
        <strong>
          {rules.delegationProgrammeVersionOk ? 'this version still qualifies' : 'this version no longer qualifies'}
        </strong>
        .
      </li>
    </ul>
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
      // The page this view was on is gone; the next visit starts from its own address.
      onPage = null;
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
    window.setTimeout(
      () => window.history.replaceState(window.history.state, '', `${window.location.pathname}${nextSearch}`),
      0,
    );
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
    window.setTimeout(
      () => window.history.replaceState(window.history.state, '', `${window.location.pathname}${nextSearch}`),
      0,
    );
  }

  function submitSince(event: FormEvent) {
    event.preventDefault();
    const {since: _previous, ...rest} = filter;
    update(sinceDraft.trim() ? {...rest, since: sinceDraft.trim()} : rest);
  }

  const versions = [...releaseChain].reverse();
  const {pathname} = useLocation();
  const active = isFilterActive(filter);
  const sinceVersion = view?.since?.ok ? nodeVersionOf(filter.since ?? '', view.since.from?.versions[0]) : undefined;
  // The plan pages are per version a release shipped: the one the reader's version belongs to.
  const planVersion = view?.since?.ok ? view.since.from?.versions[0]?.split('+')[0] : undefined;

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
      {view?.summary && view.since?.ok ? (
        <section className="changelog-summary" aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`}>
            Upgrading from {filter.since}: {view.summary.releases} release{view.summary.releases === 1 ? '' : 's'}
          </h2>
          {planVersion && view.summary.releases > 0 ? (
            <p className="changelog-summary__plans">
              Your upgrade plan from {planVersion}, step by step: <PlanLinks version={planVersion} />.
            </p>
          ) : null}
          {view.summary.releases === 0 ? (
            <p>No release came after this version: there is nothing to upgrade.</p>
          ) : (
            <>
              <h3>What to do ({view.summary.whatToDo.length})</h3>
              {view.summary.upgrade ? (
                <p>
                  Strongest upgrade need in this range: <strong>{UPGRADE_LABELS[view.summary.upgrade]}</strong>.
                </p>
              ) : null}
              {planVersion && index ? (
                <SincePlan index={index} newer={view.since.newer} from={view.since.from?.slug} version={planVersion} />
              ) : null}
              <details>
                <summary>Each action, in release order</summary>
                <ItemLinks items={view.summary.whatToDo} empty="No release in this range asks anything of operators." />
              </details>
              <h3>Operator updates ({view.summary.operatorActions.length})</h3>
              <ItemLinks items={view.summary.operatorActions} empty="No operators section in this range." />
              <h3>Configuration changes ({view.summary.configurationChanges.length})</h3>
              <ItemLinks
                items={view.summary.configurationChanges}
                empty="No other item names a configuration key or flag."
              />
              <h3>Endpoints touched ({view.summary.endpointChanges.length})</h3>
              <ItemLinks items={view.summary.endpointChanges} empty="No item in this range names an API endpoint." />
            </>
          )}
          {sinceVersion ? (
            <>
              <h3>Version rules that apply to {sinceVersion}</h3>
              <VersionRules version={sinceVersion} chain={releaseChain} />
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
