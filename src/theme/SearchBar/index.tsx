import {useEffect, useId, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SearchResults, {useSiteSearch} from '@site/src/components/search/SearchResults';

/**
 * The navbar's search box. It is a real form: without JavaScript, Enter opens
 * the search page with ?q=…. With JavaScript, the first results appear under
 * the box as you type; Enter still opens the full results, Escape closes.
 */
export default function SearchBar() {
  const action = useBaseUrl('/search');
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const state = useSiteSearch(open ? query : '', 6);

  // Words typed before the framework ran are in the box (hydration leaves a field's value as it finds it) but not
  // yet in the state, which would empty the box at its next render: the state takes them, and the results open if
  // the reader is still in the box.
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (!typed) return;
    setQuery(typed);
    if (document.activeElement === field.current) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  // Escape pressed in any of the form's controls closes its results: the listener catches the key as it bubbles
  // up from those interactive controls.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the key comes from its controls
    <form
      ref={container}
      action={action}
      method="get"
      role="search"
      className="navbar-search"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        Search the docs
      </label>
      <input
        ref={field}
        id={`${id}-q`}
        type="search"
        name="q"
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      {/*
         Enter submits; this button does too, for those who look for one (and it is what makes it a form that can be
         sent).
      */}
      <button type="submit" className="navbar-search__submit">
        Search
      </button>
      {open && query.trim() ? (
        <div className="navbar-search__results">
          <SearchResults state={state} query={query} compact />
          <p className="navbar-search__all">
            <a href={`${action}?q=${encodeURIComponent(query.trim())}`}>All results for “{query.trim()}”</a>
          </p>
        </div>
      ) : null}
    </form>
  );
}
