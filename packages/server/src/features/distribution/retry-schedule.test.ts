import { describe, expect, it } from 'vitest';
import { RETRY_WINDOW_MS, retriesExhausted, retryDelayMs } from './retry-schedule.ts';

describe('the retry schedule', () => {
  it('tries again within about ten seconds after a first failure', () => {
    expect(retryDelayMs(1, 0)).toBe(10_000);
    expect(retryDelayMs(1, 0.999_999)).toBeGreaterThanOrEqual(5000);
  });

  it('doubles the wait up to an hour, each drawn between half and all of it', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 0))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(20, 0)).toBe(3600_000);
    expect(retryDelayMs(1000, 0.5)).toBe(2700_000);
    for (let n = 1; n < 40; n++) {
      const full = retryDelayMs(n, 0);
      expect(retryDelayMs(n, 0.999_999)).toBeGreaterThanOrEqual(full / 2);
    }
  });

  it('goes on for a day of tries, and then gives up', () => {
    const since = new Date('2026-03-28T12:00:00Z');
    expect(retriesExhausted(since, new Date(since.getTime() + RETRY_WINDOW_MS - 1))).toBe(false);
    expect(retriesExhausted(since, new Date(since.getTime() + RETRY_WINDOW_MS))).toBe(true);
    // Even at the shortest waits, a day holds more than twenty tries.
    let elapsed = 0;
    let tries = 0;
    while (elapsed < RETRY_WINDOW_MS) elapsed += retryDelayMs(++tries, 0.999_999);
    expect(tries).toBeGreaterThan(20);
  });
});
