import { describe, expect, it } from 'vitest';
import type { EventBus } from '../db/event-bus.ts';
import { BoundedCache } from './bounded-cache.ts';

/** A bus whose liveness and resets the test drives. */
function fakeBus() {
  const resets = new Set<() => void>();
  const bus = {
    live: true,
    onReset: (handler: () => void) => {
      resets.add(handler);
      return () => resets.delete(handler);
    },
    reset: () => {
      for (const handler of resets) handler();
    },
  };
  return bus as typeof bus & EventBus;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('BoundedCache', () => {
  it('keeps at most its number of entries and its weight, the oldest going first', () => {
    const cache = new BoundedCache<string, string>(fakeBus(), {
      maxEntries: 3,
      maxAgeMs: 60_000,
      maxWeight: 10,
      weigh: (v) => v.length,
    });
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, 'xx', cache.begin());
    expect([cache.get('a'), cache.get('b'), cache.get('d')]).toEqual([undefined, 'xx', 'xx']);
    cache.set('e', 'yyyyyyyy', cache.begin());
    expect([cache.get('b'), cache.get('c'), cache.get('d'), cache.get('e')]).toEqual([
      undefined,
      undefined,
      'xx',
      'yyyyyyyy',
    ]);
    cache.set('huge', 'z'.repeat(11), cache.begin());
    expect(cache.get('huge')).toBeUndefined();
  });

  it('forgets an entry older than its age limit', async () => {
    const cache = new BoundedCache<string, number>(fakeBus(), { maxEntries: 10, maxAgeMs: 5 });
    cache.set('k', 1, cache.begin());
    await new Promise((r) => setTimeout(r, 10));
    expect(cache.get('k')).toBeUndefined();
  });

  it('neither answers nor stores while the bus is not live, and empties when it resets', () => {
    const bus = fakeBus();
    const cache = new BoundedCache<string, number>(bus, { maxEntries: 10, maxAgeMs: 60_000 });
    cache.set('k', 1, cache.begin());
    bus.live = false;
    expect(cache.get('k')).toBeUndefined();
    cache.set('other', 2, cache.begin());
    bus.live = true;
    expect(cache.get('other')).toBeUndefined();
    bus.reset();
    expect(cache.get('k')).toBeUndefined();
  });

  it('refuses a value read before a drop', () => {
    const cache = new BoundedCache<string, number>(fakeBus(), { maxEntries: 10, maxAgeMs: 60_000 });
    const mark = cache.begin();
    cache.drop((v) => v === 42);
    cache.set('k', 1, mark);
    expect(cache.get('k')).toBeUndefined();
  });

  it('forgets one key, and refuses a value of it read before', () => {
    const cache = new BoundedCache<string, number>(fakeBus(), { maxEntries: 10, maxAgeMs: 60_000 });
    cache.set('kept', 1, cache.begin());
    cache.set('gone', 2, cache.begin());
    const mark = cache.begin();
    cache.forget('gone');
    expect(cache.get('gone')).toBeUndefined();
    expect(cache.get('kept')).toBe(1);
    cache.set('gone', 3, mark);
    expect(cache.get('gone')).toBeUndefined();
  });

  it('still stores another key read while one key was forgotten', () => {
    const cache = new BoundedCache<string, number>(fakeBus(), { maxEntries: 10, maxAgeMs: 60_000 });
    const mark = cache.begin();
    cache.forget('saved-draft');
    cache.set('published', 7, mark);
    expect(cache.get('published')).toBe(7);
  });

  it('reads a missing key once for all who ask at the same time', async () => {
    const cache = new BoundedCache<string, number>(fakeBus(), { maxEntries: 10, maxAgeMs: 60_000 });
    const row = deferred<number>();
    let reads = 0;
    const read = () => {
      reads++;
      return row.promise;
    };
    const asked = [cache.load('k', read), cache.load('k', read), cache.load('k', read)];
    row.resolve(7);
    expect(await Promise.all(asked)).toEqual([7, 7, 7]);
    expect(reads).toBe(1);
  });

  it('does not hand a read begun before a drop to those who ask after it', async () => {
    const cache = new BoundedCache<string, number>(fakeBus(), { maxEntries: 10, maxAgeMs: 60_000 });
    const stale = deferred<number>();
    const before = cache.load('k', () => stale.promise);
    cache.drop();
    const after = cache.load('k', async () => 2);
    stale.resolve(1);
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(cache.get('k')).toBe(2);
  });

  it('drops what each message of the channels it is cleared by names, and stops hearing once closed', () => {
    const heard = new Map<string, (payload: unknown) => void>();
    const bus = Object.assign(fakeBus(), {
      subscribe: (channel: string, handler: (payload: unknown) => void) => {
        heard.set(channel, handler);
        return () => heard.delete(channel);
      },
    }) as unknown as EventBus;
    const cache = new BoundedCache<string, { table: string }>(bus, {
      maxEntries: 10,
      maxAgeMs: 60_000,
      clearedBy: {
        tables: (table) => (table === 'venues' ? (value) => value.table === 'venues' : undefined),
        bulletins: (signal) => [`bulletin ${signal.bulletin}`],
        auth: () => 'all',
      },
    });
    const fill = () => {
      for (const key of ['v', 'd', 'bulletin 4', 'bulletin 5'])
        cache.set(key, { table: key === 'v' ? 'venues' : 'data_types' }, cache.begin());
    };
    fill();
    heard.get('tables')?.('icons');
    expect(cache.size).toBe(4);
    heard.get('tables')?.('venues');
    expect([cache.get('v'), cache.get('d')]).toEqual([undefined, { table: 'data_types' }]);
    heard.get('bulletins')?.({ bulletin: 4 });
    expect([cache.get('bulletin 4'), cache.get('bulletin 5')]).toEqual([undefined, { table: 'data_types' }]);
    heard.get('auth')?.(null);
    expect(cache.size).toBe(0);
    cache.close();
    expect([...heard.keys()]).toEqual([]);
  });
});
