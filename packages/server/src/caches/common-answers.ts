import type { EventBus } from '../db/event-bus.ts';
import { BoundedCache } from './bounded-cache.ts';

/** A GET's answer kept as sent, the same for everyone who may have it (plugins/read-cache.ts). */
export type CommonAnswer = {
  payload: string;
  type: string;
  etag: string;
  /** The tables whose writes drop it: those its route names, or every reference table. */
  tables: readonly string[] | 'every';
  /** The headers it was sent with beside its body (a file's name and language). */
  headers: Record<string, string>;
  /** The payload compressed, each encoding made the first time a client asks for it. */
  encoded?: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
};

const MiB = 1024 * 1024;

/**
 * The answers of GETs that are the same for everyone who may have them: reference data (a route's
 * `readCache` tables) and a bulletin's answers to visitors (`visitorCache`). Keyed by the request's
 * address, and its language where the answer is chosen by it (plugins/read-cache.ts). Cleared by a
 * write to a table an answer was read from, and, for a bulletin's visitors' answers, by that
 * bulletin's signal on `bulletins` (`takeVisitorKeys` answers its keys, and forgets them).
 */
export function commonAnswers(
  events: EventBus,
  takeVisitorKeys: (bulletin: number) => readonly string[],
): BoundedCache<string, CommonAnswer> {
  return new BoundedCache<string, CommonAnswer>(events, {
    maxEntries: 2000,
    maxAgeMs: 15 * 60_000,
    maxWeight: 64 * MiB,
    weigh: (answer) => answer.payload.length,
    clearedBy: {
      tables: (table) => (answer) => answer.tables === 'every' || answer.tables.includes(table),
      bulletins: (signal) => takeVisitorKeys(signal.bulletin),
    },
  });
}
