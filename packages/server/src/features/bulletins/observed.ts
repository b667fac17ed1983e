import { MAX_HORIZON_DAYS } from '@bora/shared/bulletin-type';
import type { BulletinObservation } from '@bora/shared/observation';
import type { Viewer } from '@bora/shared/permissions';
import { sql } from 'drizzle-orm';
import type { BoundedCache } from '../../caches/bounded-cache.ts';
import { bulletinObservations } from '../../caches/bulletin-observations.ts';
import { type Db, queryRows } from '../../db/client.ts';
import type { EventBus } from '../../db/event-bus.ts';
import { observationDates } from '../../db/schema/observations.ts';
import { visibleBulletin } from './fetch.ts';

/**
 * The observations beside a bulletin's cells: for each value, the observation of its venue, slot
 * and data type on the date it forecast. One query: the bulletin's values by their primary key,
 * each looked up in the observations' unique index. Whoever may read the bulletin may read them.
 *
 * A bulletin page asks for them every time it is opened, and a 12 000-cell bulletin's take a
 * quarter of a second to read: they are kept, the same for every reader, under the bulletin's
 * revision and the versions of the dates it forecast (raised by the database in every statement
 * that writes observations of a date), so that any change, made on any server, is read anew.
 */
export class BulletinObservations {
  private readonly kept: BoundedCache<string, BulletinObservation[]>;

  constructor(events: EventBus) {
    this.kept = bulletinObservations(events);
  }

  async of(db: Db, id: number, viewer: Viewer): Promise<BulletinObservation[]> {
    const view = await visibleBulletin(db, id, viewer);
    const [dates] = await queryRows<{ version: string }>(
      db,
      sql`select coalesce(sum(version), 0)::text as version from ${observationDates}
          where observed_date between ${view.bulletin.issueDate}::date
            and ${view.bulletin.issueDate}::date + ${MAX_HORIZON_DAYS}::int`,
    );
    const key = `${id}|${view.bulletin.revision}|${dates?.version ?? '0'}`;
    const rows = await this.kept.load(key, () => observedRows(db, id));
    return rows ?? [];
  }
}

function observedRows(db: Db, id: number): Promise<BulletinObservation[]> {
  return queryRows<BulletinObservation>(
    db,
    sql`select v.venue_id, v.day, v.slot, v.data_type_id, o.value
        from bulletin_values v
        join bulletins b on b.id = v.bulletin_id
        join observations o on o.venue_id = v.venue_id and o.observed_date = b.issue_date + v.day::int
             and o.slot = v.slot and o.data_type_id = v.data_type_id
        where v.bulletin_id = ${id}
        order by v.venue_id, v.day, v.slot, v.data_type_id`,
  );
}
