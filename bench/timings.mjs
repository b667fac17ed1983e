/** Latencies of one client (ms), summarised as each bench records them. */

/** The `p`th percentile of `sorted` (ascending): the smallest value at least p % of them do not exceed. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** Rounded to a tenth of a millisecond. */
export const round = (n) => Math.round(n * 10) / 10;

/** How many, the median, the 95th and 99th percentiles and the slowest of `times`. */
export function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1)),
  };
}
