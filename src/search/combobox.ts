/**
 * The keyboard of the search box's suggestions (an ARIA 1.2 combobox with a listbox popup), as a pure function of
 * the key, the option that is active (-1: none, the caret is in the box) and how many options are shown.
 */
export type ComboboxMove =
  {kind: 'move'; active: number} | {kind: 'open-active'} | {kind: 'close'} | {kind: 'clear'} | {kind: 'none'};

export function comboboxKey(key: string, state: {open: boolean; active: number; count: number}): ComboboxMove {
  const {open, active, count} = state;
  // On a closed popup, an arrow opens it (its results come back; count is what the closed popup shows, none).
  if (!open && key === 'ArrowDown') return {kind: 'move', active: 0};
  if (!open && key === 'ArrowUp') return {kind: 'move', active: -1};
  switch (key) {
    case 'ArrowDown':
      // From the box to the first option; from the last option round to the first.
      return count === 0 ? {kind: 'none'} : {kind: 'move', active: active < count - 1 ? active + 1 : 0};
    case 'ArrowUp':
      // From the box or the first option round to the last.
      return count === 0 ? {kind: 'none'} : {kind: 'move', active: active > 0 ? active - 1 : count - 1};
    case 'Enter':
      // With no option active, Enter sends the form: the search page with every result.
      return open && active >= 0 && active < count ? {kind: 'open-active'} : {kind: 'none'};
    case 'Escape':
      // First Escape closes the popup; a second one empties the box, as native search fields do.
      return open ? {kind: 'close'} : {kind: 'clear'};
    default:
      return {kind: 'none'};
  }
}
