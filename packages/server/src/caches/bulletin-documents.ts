import type { BulletinStatus } from '@bora/shared/workflow';
import type { Db } from '../db/client.ts';
import type { EventBus } from '../db/event-bus.ts';
import { BoundedCache } from './bounded-cache.ts';

/** A bulletin's document as the database stores it (features/documents/pdf-store.ts). */
export type StoredDocument = {
  status: BulletinStatus;
  layout: number;
  bytes: Buffer;
  hash: string;
  gzip?: Buffer;
};

/**
 * The stored documents most asked for (a bulletin's PDF in a language), in memory before the
 * database: a 12 000-cell bulletin's PDF is megabytes, which the database takes a third of a second
 * to hand over. It only ever holds what the database keeps, and a reader checks the state it was
 * made in against the bulletin's. Keyed by the document's key in the store (bulletin, language,
 * format). Cleared by any table's change: a database loaded anew (a backup restored, an import) may
 * give a bulletin's id to another, and whatever changes tables wholesale says so on `tables`.
 */
export type DocumentCache = BoundedCache<string, StoredDocument>;

const kept = new WeakMap<Db, DocumentCache>();

/** The documents kept of the app's database: one cache for the routes and the e-mails that send them. */
export function documentCache(db: Db, events: EventBus): DocumentCache {
  let cache = kept.get(db);
  if (!cache) {
    cache = new BoundedCache(events, {
      maxEntries: 500,
      maxAgeMs: 24 * 60 * 60 * 1000,
      maxWeight: 128 * 1024 * 1024,
      weigh: (document) => document.bytes.length + (document.gzip?.length ?? 0),
      clearedBy: { tables: () => 'all' },
    });
    kept.set(db, cache);
  }
  return cache;
}
