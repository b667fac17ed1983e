import { describe, expect, it } from 'vitest';
import { WindowCounts } from './window-counts.ts';

describe('counts per key over fixed windows', () => {
  it('counts within a window and starts again after it', () => {
    const counts = new WindowCounts(60_000, 10);
    expect(counts.count('a', 1_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counts.count('a', 31_000)).toEqual({ current: 2, ttl: 30_000 });
    expect(counts.peek('a', 31_000)).toEqual({ current: 2, ttl: 30_000 });
    expect(counts.count('a', 61_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counts.peek('b', 61_000)).toEqual({ current: 0, ttl: 0 });
  });

  it('forgets the least recently counted key past its capacity', () => {
    const counts = new WindowCounts(60_000, 2);
    counts.count('a', 0);
    counts.count('b', 0);
    counts.count('a', 1);
    counts.count('c', 2);
    expect(counts.peek('a', 3).current).toBe(2);
    expect(counts.peek('b', 3).current).toBe(0);
    expect(counts.peek('c', 3).current).toBe(1);
  });

  it('answers the rate limiter’s store calls at once', () => {
    const counts = new WindowCounts(60_000, 10);
    let answered: unknown;
    counts.incr('k', (_error, count) => {
      answered = count.current;
    });
    expect(answered).toBe(1);
  });
});
