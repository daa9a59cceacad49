import NodeLoadCalculator from './NodeLoadCalculator';
import ConfigScoreCalculator from './ConfigScoreCalculator';
import NodeConfigChecker from './NodeConfigChecker';
import EligibilityChecker from './EligibilityChecker';
import ChangeTimingCalculator from './ChangeTimingCalculator';
import ExitPortLookup from './ExitPortLookup';

/** Calculators that run the network's rules in the browser; usable in any MDX page. */
export const calculators = {
  NodeLoadCalculator,
  ConfigScoreCalculator,
  NodeConfigChecker,
  EligibilityChecker,
  ChangeTimingCalculator,
  ExitPortLookup,
};
