import type { ListQuery } from '@bora/shared/pagination';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { bulletinEvents } from '../../db/schema/bulletins.ts';
import { counted, countWhere, offsetOf, totalCount } from '../../lib/listing.ts';

export type EventRow = typeof bulletinEvents.$inferSelect & { actorName: string | null };

/**
 * A page of a bulletin's events, newest first, each with the display name of who did it; only
 * events of the `kinds` given, when given.
 */
export async function eventsOf(
  db: Db,
  bulletinId: number,
  query: ListQuery,
  kinds?: readonly EventRow['kind'][],
): Promise<{ count: number; rows: EventRow[] }> {
  const ofBulletin = eq(bulletinEvents.bulletinId, bulletinId);
  const where = kinds ? and(ofBulletin, inArray(bulletinEvents.kind, [...kinds])) : ofBulletin;
  const rows = await db
    .select({ event: bulletinEvents, actorName: users.name, total: totalCount })
    .from(bulletinEvents)
    .leftJoin(users, eq(users.id, bulletinEvents.actorId))
    .where(where)
    .orderBy(desc(bulletinEvents.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const { count, rows: page } = await counted(rows, query, () => countWhere(db, bulletinEvents, where));
  return { count, rows: page.map(({ event, actorName }) => ({ ...event, actorName })) };
}

export async function recordEvent(db: Db, event: typeof bulletinEvents.$inferInsert): Promise<void> {
  await db.insert(bulletinEvents).values(event);
}

/** Whether the bulletin was ever submitted (a `submit` event), whatever happened to it since. */
export async function everSubmitted(db: Db, bulletinId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(bulletinEvents)
    .where(and(eq(bulletinEvents.bulletinId, bulletinId), eq(bulletinEvents.kind, 'submit')))
    .limit(1);
  return row !== undefined;
}

/** Who wrote a bulletin's events and how many there are: what a record of it keeps of its past. */
export async function eventsSummaryOf(
  db: Db,
  bulletinId: number,
): Promise<{ events: number; actors: string[] }> {
  const rows = await db
    .select({ actor: bulletinEvents.actorUsername, n: sql<number>`count(*)::int` })
    .from(bulletinEvents)
    .where(eq(bulletinEvents.bulletinId, bulletinId))
    .groupBy(bulletinEvents.actorUsername)
    .orderBy(bulletinEvents.actorUsername);
  return {
    events: rows.reduce((sum, row) => sum + row.n, 0),
    actors: rows.map((row) => row.actor).filter(Boolean),
  };
}
