import {useEffect, useState} from 'react';

/** Attribute that marks prerendered HTML the browser keeps as it is. */
export const ISLAND_ATTRIBUTE = 'data-static-island';

/** Fired on window when an island's HTML has arrived after a client-side navigation. */
export const ISLAND_READY_EVENT = 'static-island-ready';

/** What the island holds: the prerendered block, or the block fetched after a client-side navigation. */
type IslandState =
  | {status: 'prerendered'}
  | {status: 'loading'}
  | {status: 'fetched'; html: string}
  | {status: 'failed'; reason: string};

function hasPrerenderedHtml(id: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.querySelector(`[${ISLAND_ATTRIBUTE}="${id}"]`)?.hasChildNodes() ?? false;
}

/** The block of the page's own static file, or why it could not be had. */
async function fetchBlock(id: string, signal: AbortSignal): Promise<IslandState> {
  const response = await fetch(window.location.pathname, {signal, credentials: 'same-origin'});
  if (!response.ok) return {status: 'failed', reason: `the server answered ${response.status}`};
  // The site's own prerendered page, parsed to take one block of it: never the URL's or a reader's text.
  // eslint-disable-next-line no-restricted-globals -- parses the site's own build output, see above
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
  const block = doc.querySelector(`[${ISLAND_ATTRIBUTE}="${id}"]`);
  if (!block) return {status: 'failed', reason: 'the page arrived without them'};
  // eslint-disable-next-line no-restricted-properties -- moves the site's own prerendered markup, see above
  return {status: 'fetched', html: block.innerHTML};
}

/**
 * The browser side of content that is rendered once, at build time, and never
 * by React in the browser. On a first load the prerendered HTML is already in
 * the page: React hydrates an element whose inner HTML it does not own and
 * leaves it untouched (it is never read back, which would cost a
 * serialisation of the whole block). After a client-side navigation there is
 * no prerendered HTML, so the island fetches the page's own static file and
 * takes the same block from it. The HTML comes from our own build output,
 * never from user input. When that fetch fails, the island says so and links
 * to the page itself, whose full load carries the block.
 */
export default function StaticIsland({
  id,
  subject,
  className,
}: {
  id: string;
  /** What the block holds, as its failure message names it: "These notes", "The routes of this page". */
  subject: string;
  className?: string;
}) {
  const [state, setState] = useState<IslandState>(() =>
    hasPrerenderedHtml(id) ? {status: 'prerendered'} : {status: 'loading'},
  );
  useEffect(() => {
    if (state.status !== 'loading') return;
    const controller = new AbortController();
    fetchBlock(id, controller.signal)
      .then(setState)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          // fetch() rejects only when no answer came: the network or the server could not be reached.
          setState({
            status: 'failed',
            reason: error instanceof TypeError ? 'no answer from the server' : String(error),
          });
        }
      });
    return () => controller.abort();
  }, [state.status, id]);
  useEffect(() => {
    if (state.status !== 'fetched') return;
    window.dispatchEvent(new CustomEvent(ISLAND_READY_EVENT, {detail: id}));
  }, [state.status, id]);
  if (state.status === 'failed') {
    return (
      <div className={className}>
        <p className="alert alert--warning static-island__failed" role="alert">
          {subject} could not be loaded here ({state.reason}).{' '}
          <a href={`${window.location.pathname}${window.location.hash}`}>Open this page again</a> to read them.
        </p>
      </div>
    );
  }
  return (
    <div
      className={className}
      {...{[ISLAND_ATTRIBUTE]: id}}
      // eslint-disable-next-line no-restricted-syntax -- the site's own prerendered block (see fetchBlock)
      dangerouslySetInnerHTML={{__html: state.status === 'fetched' ? state.html : ''}}
      suppressHydrationWarning
    />
  );
}
