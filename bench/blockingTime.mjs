/** The part of a long task past its first 50 ms blocks input (the definition of total blocking time). */
const LONG_TASK_MS = 50;

/**
 * Total blocking time of `tasks` ([start, duration] pairs, in ms) within a window: each task is cut
 * to the window first, and what is left of it beyond 50 ms counts. With the window from first
 * contentful paint to the page's settling, this is the metric as Lighthouse defines it (a task the
 * parser runs before anything is painted shows in FCP instead); from 0, it counts every task since
 * navigation began.
 */
export function blockingTime(tasks, windowStart = 0, windowEnd = Infinity) {
  let total = 0;
  for (const [start, duration] of tasks) {
    const inWindow = Math.min(start + duration, windowEnd) - Math.max(start, windowStart);
    total += Math.max(0, inWindow - LONG_TASK_MS);
  }
  return total;
}
