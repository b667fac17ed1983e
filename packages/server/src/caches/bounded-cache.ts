import type { Channel, Channels, EventBus } from '../db/event-bus.ts';

/** What a message heard on the event bus drops: everything, these keys, the entries a test picks, or nothing. */
export type Dropped<K, V> = 'all' | readonly K[] | ((value: V) => boolean) | undefined;

/**
 * What clears a cache: for each channel of the event bus it listens to, what a message on it drops.
 * A cache whose keys carry the version of what they were read from (a revision) needs none.
 */
export type ClearedBy<K, V> = { [C in Channel]?: (payload: Channels[C]) => Dropped<K, V> };

export type BoundedCacheOptions<K, V> = {
  /** The most entries kept; the oldest go first. */
  maxEntries: number;
  /** How long an entry may be used, as a last resort should an event never come. */
  maxAgeMs: number;
  /** The most total weight kept, with `weigh` giving an entry's (e.g. its bytes). */
  maxWeight?: number;
  weigh?: (value: V) => number;
  /** What clears it, besides age and a reset of the bus (which empties every cache). */
  clearedBy?: ClearedBy<K, V>;
};

type Entry<V> = { value: V; at: number; weight: number };

/** Past this many keys forgotten one by one, a forget counts as a drop of everything read before. */
const FORGOTTEN_KEYS_KEPT = 10_000;

/**
 * An in-memory cache that only ever answers what the database would: it is bounded (entries,
 * weight, age), serves and stores only while the event bus is live, and empties on a bus reset.
 * Every cache Bora keeps is one of these, made in this folder (caches/), each in a file named by
 * what it keeps that says what it is keyed on; what makes its entries stale is declared where it is
 * made (`clearedBy`), and heard on the bus from every server.
 *
 * A value read from the database before an event but stored after it would be stale: `begin()`
 * before reading, and `set` refuses the value if anything was dropped meanwhile.
 *
 * When many ask at once for a key that is missing (at start, or just after a write), one reads it
 * and the others wait for that read (`claim` and `wait`, or `load` which does both): the database
 * is asked once, not once per caller.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly reads = new Map<K, Promise<void>>();
  private weight = 0;
  /** Counts every drop: a mark is the count when a read began. */
  private epoch = 0;
  /** When the last drop of everything (or of what a predicate chose) happened. */
  private allDroppedAt = 0;
  /** When each key forgotten since was forgotten. */
  private readonly keyDroppedAt = new Map<K, number>();
  private readonly stopHearing: (() => void)[];

  constructor(
    private readonly events: EventBus,
    private readonly options: BoundedCacheOptions<K, V>,
  ) {
    this.stopHearing = [events.onReset(() => this.drop())];
    for (const [channel, dropped] of Object.entries(options.clearedBy ?? {}) as [
      Channel,
      (p: never) => Dropped<K, V>,
    ][])
      this.stopHearing.push(events.subscribe(channel, (payload) => this.dropped(dropped(payload as never))));
  }

  /** Stops hearing the bus: what is kept is no longer kept fresh (the app is closing). */
  close(): void {
    for (const stop of this.stopHearing) stop();
    this.drop();
  }

  private dropped(what: Dropped<K, V>): void {
    if (what === undefined) return;
    if (what === 'all') this.drop();
    else if (typeof what === 'function') this.drop(what);
    else for (const key of what) this.forget(key);
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
    if (mark < this.allDroppedAt || mark < (this.keyDroppedAt.get(key) ?? 0) || !this.events.live) return;
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

  /**
   * Claims the read of a missing key: answers the function to call once the value is stored (or
   * will not be), or null when someone else is reading it (then `wait`, and `get` again).
   */
  claim(key: K): (() => void) | null {
    if (this.reads.has(key)) return null;
    let release = () => {};
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.reads.set(key, done);
    return () => {
      if (this.reads.get(key) === done) this.reads.delete(key);
      release();
    };
  }

  /** Resolves when the read of `key` that someone claimed ends. */
  wait(key: K): Promise<void> {
    return this.reads.get(key) ?? Promise.resolve();
  }

  /** The kept value, or else the one `read` answers (stored when found), read once for all who ask meanwhile. */
  async load(key: K, read: () => Promise<V | undefined>): Promise<V | undefined> {
    let kept = this.get(key);
    if (kept !== undefined) return kept;
    const release = this.claim(key);
    if (!release) {
      await this.wait(key);
      kept = this.get(key);
      if (kept !== undefined) return kept;
    }
    const mark = this.begin();
    try {
      const value = await read();
      if (value !== undefined) this.set(key, value, mark);
      return value;
    } finally {
      release?.();
    }
  }

  /** Drops one key's entry; a read of it under way will not be stored (reads of other keys will). */
  forget(key: K): void {
    this.epoch++;
    if (this.keyDroppedAt.size >= FORGOTTEN_KEYS_KEPT) this.dropEverythingBefore();
    this.keyDroppedAt.set(key, this.epoch);
    this.reads.delete(key);
    const entry = this.entries.get(key);
    if (entry) this.remove(key, entry);
  }

  /**
   * Drops the entries `which` selects, or all. Values being read now will not be stored, and
   * nobody waits any more for a read that began before: it may be stale.
   */
  drop(which?: (value: V) => boolean): void {
    this.epoch++;
    this.dropEverythingBefore();
    this.reads.clear();
    if (!which) {
      this.entries.clear();
      this.weight = 0;
      return;
    }
    for (const [key, entry] of this.entries) if (which(entry.value)) this.remove(key, entry);
  }

  /** No read begun before now will be stored, whatever its key. */
  private dropEverythingBefore(): void {
    this.allDroppedAt = this.epoch;
    this.keyDroppedAt.clear();
  }

  private remove(key: K, entry: Entry<V>): void {
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
