import type { BulletinObservation } from '@bora/shared/observation';
import type { EventBus } from '../db/event-bus.ts';
import { BoundedCache } from './bounded-cache.ts';

/** About what one observation beside a cell weighs once read (its keys and its value). */
const ROW_BYTES = 120;

/**
 * The observations beside a bulletin's cells, the same for every reader (features/bulletins/observed.ts).
 * Keyed by the bulletin, its revision and the versions of the dates it forecast (raised by the
 * database in every statement that writes observations of a date): any change, made on any server,
 * is read anew under a new key, so nothing needs to clear it.
 */
export function bulletinObservations(events: EventBus): BoundedCache<string, BulletinObservation[]> {
  return new BoundedCache(events, {
    maxEntries: 500,
    maxAgeMs: 60 * 60_000,
    maxWeight: 64 * 1024 * 1024,
    weigh: (rows) => rows.length * ROW_BYTES,
    clearedBy: {},
  });
}
