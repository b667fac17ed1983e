/** How many times one key was counted in its current window, and how long that window still runs. */
export type WindowCount = { current: number; ttl: number };

type Entry = { current: number; startMs: number };

/**
 * Counts per key over fixed windows (the first count of a key opens its window), forgetting the
 * least recently counted keys past `capacity`. Synchronous, so that an answer kept in memory can be
 * refused or given without waiting a turn; it also serves @fastify/rate-limit as its store, so that
 * both paths count one address once.
 */
export class WindowCounts {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly windowMs: number,
    private readonly capacity: number,
  ) {}

  /** Counts `key` once more and answers its count in the window. */
  count(key: string, now = Date.now()): WindowCount {
    let entry = this.entries.get(key);
    if (entry) this.entries.delete(key);
    if (!entry || entry.startMs + this.windowMs <= now) entry = { current: 0, startMs: now };
    entry.current++;
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return { current: entry.current, ttl: entry.startMs + this.windowMs - now };
  }

  /** The count of `key` now, without counting it. */
  peek(key: string, now = Date.now()): WindowCount {
    const entry = this.entries.get(key);
    if (!entry || entry.startMs + this.windowMs <= now) return { current: 0, ttl: 0 };
    return { current: entry.current, ttl: entry.startMs + this.windowMs - now };
  }

  // The store interface of @fastify/rate-limit (callbacks, answered at once).
  incr(key: string, callback: (error: Error | null, count: WindowCount) => void): void {
    callback(null, this.count(key));
  }

  read(key: string, callback: (error: Error | null, count: WindowCount) => void): void {
    callback(null, this.peek(key));
  }

  child(): WindowCounts {
    return this;
  }
}
