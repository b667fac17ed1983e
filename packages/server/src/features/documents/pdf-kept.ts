import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../db/event-bus.ts';
import { BoundedCache } from '../../lib/bounded-cache.ts';
import type { StoredDocument } from './pdf-store.ts';

/**
 * The kept documents most asked for, in memory before the database: a 12 000-cell bulletin's PDF
 * is megabytes, which the database takes a third of a second to hand over. It only ever holds what
 * the database keeps, and a reader checks the state it was made in against the bulletin's.
 */
export type KeptDocuments = BoundedCache<string, StoredDocument>;

const kept = new WeakMap<Db, KeptDocuments>();

/** The kept documents of the app's database: one cache for the routes that send them. */
export function keptDocuments(db: Db, events: EventBus): KeptDocuments {
  let cache = kept.get(db);
  if (!cache) {
    cache = new BoundedCache(events, {
      maxEntries: 500,
      maxAgeMs: 24 * 60 * 60 * 1000,
      maxWeight: 128 * 1024 * 1024,
      weigh: (document) => document.bytes.length + (document.gzip?.length ?? 0),
    });
    // A database loaded anew (a backup restored, an import) may give a bulletin's id to another:
    // whatever changes tables wholesale says so on `tables`, and memory starts again from the store.
    const forgetAll = cache;
    events.subscribe('tables', () => forgetAll.drop());
    kept.set(db, cache);
  }
  return cache;
}
