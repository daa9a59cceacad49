import {useEffect, useState} from 'react';

/** Attribute that marks prerendered HTML the browser keeps as it is. */
export const ISLAND_ATTRIBUTE = 'data-static-island';

/** Fired on window when an island's HTML has arrived after a client-side navigation. */
export const ISLAND_READY_EVENT = 'static-island-ready';

function prerenderedHtml(id: string): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector(`[${ISLAND_ATTRIBUTE}="${id}"]`)?.innerHTML ?? '';
}

/**
 * The browser side of content that is rendered once, at build time, and never
 * by React in the browser: on a first load it adopts the prerendered HTML
 * (React leaves HTML set this way alone during hydration), so the content
 * costs no JavaScript. After a client-side navigation there is no prerendered
 * HTML, so it fetches the page's own static file and takes the same block
 * from it. The HTML comes from our own build output, never from user input.
 */
export default function StaticIsland({id, className}: {id: string; className?: string}) {
  const [html, setHtml] = useState(() => prerenderedHtml(id));
  useEffect(() => {
    if (html) return;
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
  return <div className={className} {...{[ISLAND_ATTRIBUTE]: id}} dangerouslySetInnerHTML={{__html: html}} suppressHydrationWarning />;
}
