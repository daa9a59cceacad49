/**
 * Limit of a test or set-up that parses every release file several times over: over a minute when npm test runs
 * the build and the browser tests beside the unit tests on two cores. A limit, not a wait: such a test ends as
 * soon as its work does.
 */
export const SLOW_ON_A_BUSY_MACHINE = 240_000;
