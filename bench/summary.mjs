/**
 * The bench's statistics: what run.mjs's loads of one page on one network
 * add up to, each measure as its median, minimum and maximum.
 */

/** The kinds of resource the bench counts bytes of. */
export const TYPE_NAMES = ['document', 'script', 'style', 'font', 'other'];

export function stats(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const round = (value) => Math.round(value * 1000) / 1000;
  return {median: round(median), min: round(sorted[0]), max: round(sorted[sorted.length - 1])};
}

/** Median bytes per type of one part of the load (first view or after load), with their total. */
function medianBytes(samples, part) {
  const bytes = {};
  for (const type of TYPE_NAMES) {
    bytes[type] = {
      raw: stats(samples.map((s) => s.bytes[part][type].raw)).median,
      gzip: stats(samples.map((s) => s.bytes[part][type].gzip)).median,
    };
  }
  bytes.total = {
    raw: Object.values(bytes).reduce((t, b) => t + b.raw, 0),
    gzip: Object.values(bytes).reduce((t, b) => t + b.gzip, 0),
  };
  return bytes;
}

/** The medians and ranges of a page's loads on one network: bytes, requests, vitals and the changelog's own timings. */
export function summarise(samples) {
  const bytes = {firstView: medianBytes(samples, 'firstView'), afterLoad: medianBytes(samples, 'afterLoad')};
  const floor = stats(samples.map((s) => s.floor)).median;
  const summary = {
    bytes,
    requests: {
      firstView: stats(samples.map((s) => s.requests.firstView)),
      afterLoad: stats(samples.map((s) => s.requests.afterLoad)),
    },
    floorGzipBytes: floor,
    firstViewOverFloor: floor > 0 ? Math.round((bytes.firstView.total.gzip / floor) * 100) / 100 : null,
    elementsAtLoad: stats(samples.map((s) => s.elements)),
    fcpMs: stats(samples.map((s) => s.fcp)),
    lcpMs: stats(samples.map((s) => s.lcp)),
    totalBlockingTimeMs: stats(samples.map((s) => s.tbt)),
    totalBlockingTimeFromFcpMs: stats(samples.map((s) => s.tbtFromFcp)),
    totalBlockingTimeBeforeLoadMs: stats(samples.map((s) => s.tbtBeforeLoad)),
    totalBlockingTimeAfterLoadMs: stats(samples.map((s) => s.tbtAfterLoad)),
    longestTaskBeforeLoadMs: stats(samples.map((s) => s.longestTaskBeforeLoad)),
    longestTaskAfterLoadMs: stats(samples.map((s) => s.longestTaskAfterLoad)),
    cls: stats(samples.map((s) => s.cls)),
  };
  if (samples[0].filterInteraction !== undefined)
    summary.filterInteractionMs = stats(samples.map((s) => s.filterInteraction));
  if (samples[0].olderReleasesReach !== undefined)
    summary.olderReleasesReach = {
      ms: stats(samples.map((s) => s.olderReleasesReach?.ms)),
      gzipBytes: stats(samples.map((s) => s.olderReleasesReach?.gzip)),
      totalBlockingTimeMs: stats(samples.map((s) => s.olderReleasesReach?.tbt)),
      longestTaskMs: stats(samples.map((s) => s.olderReleasesReach?.longestTask)),
    };
  return summary;
}
