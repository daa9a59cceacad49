import {anchorIdFromHash} from './hash';

/**
 * Following a link to an anchor inside a closed <details> block (the 2024
 * archive, a testing block) opens every enclosing block and scrolls there.
 * Modern Chromium does this by itself for fragment navigation; this covers
 * in-page clicks, client-side route changes and the other browsers.
 */
export function revealHash(): void {
  // Any hash may arrive here ("#%", a megabyte of text): the id is decoded
  // without throwing and capped in length, '' meaning there is nothing to find.
  const id = anchorIdFromHash(window.location.hash);
  if (!id) return;
  const target = document.getElementById(id);
  if (!target) return;
  let opened = false;
  for (let node: HTMLElement | null = target; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement && !node.open) {
      node.open = true;
      opened = true;
    }
  }
  if (target instanceof HTMLDetailsElement && !target.open) {
    target.open = true;
    opened = true;
  }
  if (opened) target.scrollIntoView();
}

/** Listens for hash changes once per page, whichever bundle asks first (see client/firstView.ts). */
export function installRevealHash(): void {
  if (typeof window === 'undefined' || document.documentElement.dataset.revealHash === 'on') return;
  document.documentElement.dataset.revealHash = 'on';
  window.addEventListener('hashchange', revealHash);
}

installRevealHash();

export function onRouteDidUpdate(): void {
  // After Docusaurus has rendered the new route.
  window.requestAnimationFrame(revealHash);
}
