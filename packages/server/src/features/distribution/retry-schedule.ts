/** How long a delivery is tried again before it is given up on (dead). */
export const RETRY_WINDOW_MS = 24 * 3600 * 1000;
/** The wait after the first failure, doubled after each next one up to RETRY_CAP_MS. */
const FIRST_RETRY_MS = 10_000;
const RETRY_CAP_MS = 3600 * 1000;

/**
 * The wait before the next try after `failures` failed tries in a row (1 for the first): 10 s
 * doubled each time up to an hour, each drawn between half and all of it so that receivers coming
 * back after an outage are not all called in the same second. `random` is in [0, 1).
 */
export function retryDelayMs(failures: number, random: number = Math.random()): number {
  const full = Math.min(RETRY_CAP_MS, FIRST_RETRY_MS * 2 ** Math.min(20, Math.max(0, failures - 1)));
  return Math.round(full * (1 - random / 2));
}

/** True when tries that began at `since` (the event, or a manager's re-send) have gone on long enough. */
export function retriesExhausted(since: Date, now: Date): boolean {
  return now.getTime() - since.getTime() >= RETRY_WINDOW_MS;
}
