import NodeLoadCalculator from './NodeLoadCalculator';
import ConfigScoreCalculator from './ConfigScoreCalculator';

/** Calculators that run the network's rules in the browser; usable in any MDX page. */
export const calculators = {NodeLoadCalculator, ConfigScoreCalculator};
