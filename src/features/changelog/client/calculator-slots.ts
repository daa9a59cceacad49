import {createElement} from 'react';
import {createRoot} from 'react-dom/client';
import {ISLAND_READY_EVENT} from '../../../components/StaticIsland';
import {RELEASES_ARRIVED_EVENT} from './releaseEvents';

/**
 * Brings the calculators placed inside the static release notes to life:
 * each marked slot gets its own small React root. The calculator's code is
 * loaded only when a page has such a slot.
 */
const LOADERS: Record<
  string,
  () => Promise<{default: (props: {standalone?: boolean}) => ReturnType<typeof createElement>}>
> = {
  'node-load': () => import('../../../components/calculators/NodeLoadCalculator'),
};

function mountSlots(): void {
  for (const slot of document.querySelectorAll<HTMLElement>('[data-calculator-slot]:not([data-mounted])')) {
    const load = LOADERS[slot.dataset.calculatorSlot ?? ''];
    if (!load) continue;
    slot.dataset.mounted = 'true';
    void load().then(({default: Calculator}) => {
      slot.replaceChildren();
      createRoot(slot).render(createElement(Calculator, {standalone: true}));
    });
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener(ISLAND_READY_EVENT, () => window.requestAnimationFrame(mountSlots));
  // Slots in older releases arrive after the first view.
  window.addEventListener(RELEASES_ARRIVED_EVENT, () => window.requestAnimationFrame(mountSlots));
}

export function onRouteDidUpdate(): void {
  window.requestAnimationFrame(mountSlots);
}
