import type { EventBus } from './event-bus.ts';

export type BoundedCacheOptions<V> = {
  /** The most entries kept; the oldest go first. */
  maxEntries: number;
  /** How long an entry may be used, as a last resort should an event never come. */
  maxAgeMs: number;
  /** The most total weight kept, with `weigh` giving an entry's (e.g. its bytes). */
  maxWeight?: number;
  weigh?: (value: V) => number;
};

type Entry<V> = { value: V; at: number; weight: number };

/**
 * An in-memory cache that only ever answers what the database would: it is bounded (entries,
 * weight, age), serves and stores only while the event bus is live, and empties on a bus reset.
 * Whoever fills it subscribes to the events that make its entries stale and calls `drop`.
 *
 * A value read from the database before an event but stored after it would be stale: `begin()`
 * before reading, and `set` refuses the value if anything was dropped meanwhile.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private weight = 0;
  private epoch = 0;

  constructor(
    private readonly events: EventBus,
    private readonly options: BoundedCacheOptions<V>,
  ) {
    events.onReset(() => this.drop());
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    if (!this.events.live) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > this.options.maxAgeMs) {
      this.remove(key, entry);
      return undefined;
    }
    return entry.value;
  }

  /** A mark to take before reading what will be stored. */
  begin(): number {
    return this.epoch;
  }

  /** Stores the value read since `mark`, unless something was dropped since. */
  set(key: K, value: V, mark: number): void {
    if (mark !== this.epoch || !this.events.live) return;
    const weight = this.options.weigh?.(value) ?? 0;
    const maxWeight = this.options.maxWeight ?? Number.POSITIVE_INFINITY;
    if (weight > maxWeight) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { value, at: Date.now(), weight });
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.weight <= maxWeight) break;
      this.remove(oldest, entry);
    }
  }

  /** Drops the entries `which` selects, or all; values being read now will not be stored. */
  drop(which?: (value: V) => boolean): void {
    this.epoch++;
    if (!which) {
      this.entries.clear();
      this.weight = 0;
      return;
    }
    for (const [key, entry] of this.entries) if (which(entry.value)) this.remove(key, entry);
  }

  private remove(key: K, entry: Entry<V>): void {
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
