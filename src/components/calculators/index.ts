import NodeLoadCalculator from './NodeLoadCalculator';

/** Calculators that run the network's rules in the browser; usable in any MDX page. */
export const calculators = {NodeLoadCalculator};
