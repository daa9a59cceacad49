import NodeLoadCalculator from './NodeLoadCalculator';

/** Calculators that can sit inside release notes, by the name a release file gives. */
const SLOT_CALCULATORS = {'node-load': NodeLoadCalculator} as const;
export type SlotName = keyof typeof SLOT_CALCULATORS;

/**
 * A calculator inside the release notes. The notes are static HTML that the
 * browser never hydrates (see StaticIsland), so this renders the calculator
 * once at build time (readable without JavaScript) and marks the spot;
 * src/client/calculator-slots.ts mounts a live copy there in the browser.
 */
export default function CalculatorSlot({name}: {name: SlotName}) {
  const Calculator = SLOT_CALCULATORS[name];
  return (
    <div className="calculator-slot" data-calculator-slot={name}>
      <Calculator standalone />
    </div>
  );
}
