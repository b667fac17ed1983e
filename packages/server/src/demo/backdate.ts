import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bulletinEvents, bulletins, bulletinValues } from '../db/schema/bulletins.ts';

/** Minutes between two steps of a demo bulletin's history. */
const STEP_MINUTES = 10;

/**
 * Moves a demo bulletin's history to the day it is about: its events one step apart from `start`
 * in the order they happened, its edit, issue and update times to those of its events. The demo
 * goes through the real workflow, which stamps everything "now"; a week of bulletins all written
 * this minute would not look like a week of work.
 */
export async function backdate(db: Db, bulletinId: number, start: Date): Promise<void> {
  await db.execute(sql`
    update ${bulletinEvents} e set at = ${start.toISOString()}::timestamptz
      + (ranked.n - 1) * make_interval(mins => ${STEP_MINUTES})
    from (select id, row_number() over (order by id) as n from ${bulletinEvents}
          where bulletin_id = ${bulletinId}) ranked
    where e.id = ranked.id`);
  const at = (kinds: string) => sql`(select max(at) from ${bulletinEvents}
    where bulletin_id = ${bulletinId} and kind in (${sql.raw(kinds)}))`;
  await db
    .update(bulletins)
    .set({
      createdAt: start,
      lastEditedAt: sql`${at(`'create', 'save', 'texts', 'correct'`)}`,
      issuedAt: sql`case when ${bulletins.issuedAt} is null then null else ${at(`'publish'`)} end`,
      updatedAt: sql`${at(`'create', 'save', 'texts', 'correct', 'submit', 'return', 'publish', 'withdraw', 'supersede'`)}`,
    })
    .where(eq(bulletins.id, bulletinId));
  await db.execute(sql`
    update ${bulletinValues} set updated_at = (select last_edited_at from ${bulletins} where id = ${bulletinId})
    where bulletin_id = ${bulletinId}`);
}

/** The version a correction superseded gives way when the correction was issued. */
export async function backdateSupersede(db: Db, supersededId: number, correctionId: number): Promise<void> {
  const issued = sql`(select issued_at from ${bulletins} where id = ${correctionId})`;
  await db.execute(sql`update ${bulletinEvents} set at = ${issued}
    where bulletin_id = ${supersededId} and kind = 'supersede'`);
  await db
    .update(bulletins)
    .set({ updatedAt: sql`${issued}` })
    .where(eq(bulletins.id, supersededId));
}
