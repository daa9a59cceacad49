/**
 * Limit of a test or set-up that parses every release file several times over: over a minute when npm test runs
 * the build and the browser tests beside the unit tests on two cores, and over four minutes when another suite runs
 * beside it too. A limit, not a wait: such a test ends as soon as its work does.
 */
export const SLOW_ON_A_BUSY_MACHINE = 600_000;

/**
 * How long a page at 4× CPU may take to hydrate on a busy machine: a limit, not a wait (the test goes on as soon as
 * the framework marks the page hydrated).
 */
export const HYDRATION_LIMIT = 60_000;
