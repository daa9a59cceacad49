import {useEffect, useId, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useSiteSearch} from '@site/src/components/search/SearchResults';
import SearchListbox, {optionId} from '@site/src/components/search/SearchListbox';
import {comboboxKey} from '@site/src/search/combobox';
import type {SearchHit} from '@site/src/search/pagefind';

/**
 * The navbar's search box. It is a real form: without JavaScript, Enter opens the search page with ?q=…. With
 * JavaScript it is an ARIA 1.2 combobox: the first results appear under the box as a listbox as you type; the arrow
 * keys move through them (the focus stays in the box, aria-activedescendant names the option), Enter opens the
 * active one or, with none active, the full results; Escape closes the list, then empties the box. `/` and
 * Ctrl/Cmd+K reach the box from anywhere (src/client/searchShortcut.ts, in the site script).
 */
export default function SearchBar() {
  const action = useBaseUrl('/search');
  const id = useId();
  const listboxId = `${id}-results`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const container = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const state = useSiteSearch(open ? query : '', 6);
  const hits = state.status === 'done' ? state.hits : [];
  const shown = open && query.trim() !== '';
  const current = shown && active >= 0 && active < hits.length ? active : -1;

  // A reader can type into the box before React hydrates it: on the pages that load the framework on reach (the `/`
  // shortcut is the site script's), and on the others while it is still arriving. Hydration leaves the field's
  // value as it finds it; the state takes it up, and the results open if the reader is still in the box.
  useEffect(() => {
    const box = input.current;
    if (!box?.value) return;
    setQuery(box.value);
    if (document.activeElement === box) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const choose = (hit: SearchHit) => {
    setOpen(false);
    window.location.assign(hit.url);
  };

  return (
    <form ref={container} action={action} method="get" role="search" className="navbar-search">
      <label htmlFor={`${id}-q`} className="sr-only">
        Search the docs
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        type="search"
        name="q"
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={current >= 0 ? optionId(listboxId, current) : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        aria-describedby={`${id}-hint`}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          const move = comboboxKey(event.key, {open: shown, active: current, count: hits.length});
          if (move.kind === 'none') return;
          if (move.kind === 'move') {
            setOpen(true);
            setActive(move.active);
          } else if (move.kind === 'open-active') {
            choose(hits[current]);
          } else if (move.kind === 'close') {
            setOpen(false);
            setActive(-1);
          } else {
            setQuery('');
          }
          event.preventDefault();
        }}
      />
      {/*
         The shortcut (the site script runs it, so not without JavaScript): told in the box while it is empty and not
         in use, and to assistive technology.
      */}
      <kbd id={`${id}-hint`} className="navbar-search__hint js-only">
        <span className="sr-only">Press </span>/<span className="sr-only"> or Control+K to come back here</span>
      </kbd>
      {/*
         Enter submits; this button does too, for those who look for one (and it is what makes it a form that can be
         sent).
      */}
      <button type="submit" className="navbar-search__submit">
        Search
      </button>
      {/* The listbox is always in the page, so that the box's aria-controls names it; hidden when closed. */}
      <div className="navbar-search__results" hidden={!shown}>
        <SearchListbox
          id={listboxId}
          state={shown ? state : {status: 'idle'}}
          query={query.trim()}
          active={current}
          onChoose={choose}
        />
        {shown ? (
          <p className="navbar-search__all">
            <a href={`${action}?q=${encodeURIComponent(query.trim())}`}>All results for “{query.trim()}”</a>
          </p>
        ) : null}
      </div>
    </form>
  );
}
