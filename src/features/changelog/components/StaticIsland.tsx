import {useEffect, useState} from 'react';

/** Attribute that marks prerendered HTML the browser keeps as it is. */
export const ISLAND_ATTRIBUTE = 'data-static-island';

/** Fired on window when an island's HTML has arrived after a client-side navigation. */
export const ISLAND_READY_EVENT = 'static-island-ready';

/** The prerendered block is in the page: the first load of this route. */
const PRERENDERED = null;

function hasPrerenderedHtml(id: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.querySelector(`[${ISLAND_ATTRIBUTE}="${id}"]`)?.hasChildNodes() ?? false;
}

/**
 * The browser side of content that is rendered once, at build time, and never
 * by React in the browser. On a first load the prerendered HTML is already in
 * the page: React hydrates an element whose inner HTML it does not own and
 * leaves it untouched (it is never read back, which would cost a
 * serialisation of the whole block). After a client-side navigation there is
 * no prerendered HTML, so the island fetches the page's own static file and
 * takes the same block from it. The HTML comes from our own build output,
 * never from user input.
 */
export default function StaticIsland({id, className}: {id: string; className?: string}) {
  const [html, setHtml] = useState<string | typeof PRERENDERED>(() => (hasPrerenderedHtml(id) ? PRERENDERED : ''));
  useEffect(() => {
    if (html !== '') return;
    const controller = new AbortController();
    fetch(window.location.pathname, {signal: controller.signal, credentials: 'same-origin'})
      .then((response) => response.text())
      .then((page) => {
        const doc = new DOMParser().parseFromString(page, 'text/html');
        const block = doc.querySelector(`[${ISLAND_ATTRIBUTE}="${id}"]`);
        if (block) setHtml(block.innerHTML);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [html, id]);
  useEffect(() => {
    if (!html) return;
    window.dispatchEvent(new CustomEvent(ISLAND_READY_EVENT, {detail: id}));
    if (window.location.hash) window.dispatchEvent(new HashChangeEvent('hashchange'));
  }, [html, id]);
  return (
    <div
      className={className}
      {...{[ISLAND_ATTRIBUTE]: id}}
      dangerouslySetInnerHTML={{__html: html ?? ''}}
      suppressHydrationWarning
    />
  );
}
