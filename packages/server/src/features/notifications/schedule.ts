import { addDays, instantAt, todayIn } from '@bora/shared/agency-time';
import type { Viewer } from '@bora/shared/permissions';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { bulletins } from '../../db/schema/bulletins.ts';
import { scheduledRuns } from '../../db/schema/notifications.ts';
import type { Jobs } from '../../jobs/queue.ts';
import { createBulletin } from '../bulletins/create.ts';
import { findIssue } from '../bulletins/repository.ts';

/**
 * Scheduled work, looked at once a minute (the `clock` queue, which pg-boss fills once a minute
 * for all the servers together): per bulletin type, the day's draft made from the previous
 * bulletin at its draft time, and the reminders when the day's bulletin is not published at its
 * issue time (to its authority's members) and an hour later (to its managers).
 *
 * Times are read in the agency's zone on each date (`instantAt`), so they keep their local time
 * through the changes of the clocks: a time skipped when clocks go forward comes at the jump, one
 * repeated when they go back comes the first time. Work is done when its time has come and within
 * WINDOW_MS after (a server that was down catches up, not days later), and once: the run is
 * recorded in the transaction that does it, under a key of its own (`scheduled_runs`).
 */
const WINDOW_MS = 12 * 3_600_000;
const HOUR_MS = 3_600_000;

/** Whom Bora acts as when it makes a draft by itself: allowed to write any authority's bulletins. */
const SCHEDULER: Viewer = { username: 'system', name: '', is_staff: true, authority: [] };

type Work = (typeof scheduledRuns.$inferSelect)['work'];

export type ScheduleContext = { db: Db; jobs: Jobs; timeZone: string };

/** Does whatever scheduled work is due at `now`, and answers what it did (for the log and tests). */
export async function runDue(context: ScheduleContext, now = new Date()): Promise<string[]> {
  const { db, timeZone } = context;
  const types = await db
    .select({
      id: bulletinTypes.id,
      code: bulletinTypes.code,
      issueTime: bulletinTypes.issueTime,
      draftTime: bulletinTypes.draftTime,
      remindMissing: bulletinTypes.remindMissing,
    })
    .from(bulletinTypes)
    .where(
      and(
        eq(bulletinTypes.active, true),
        or(isNotNull(bulletinTypes.draftTime), eq(bulletinTypes.remindMissing, true)),
      ),
    );
  const done: string[] = [];
  if (!types.length) return done;
  const today = todayIn(timeZone, now);
  // Yesterday's work too: an hour after a late issue time is the next day.
  const dates = [addDays(today, -1), today];
  // What is done already is read once a tick, so that a minute with nothing new writes nothing.
  const ran = new Set(
    (await db.select().from(scheduledRuns).where(inArray(scheduledRuns.localDate, dates))).map(
      (run) => `${run.work} ${run.bulletinTypeId} ${run.localDate}`,
    ),
  );
  for (const date of dates) {
    const due = (work: Work, typeId: number, time: string, after = 0) => {
      if (ran.has(`${work} ${typeId} ${date}`)) return false;
      const at = instantAt(date, time, timeZone).getTime() + after;
      return at <= now.getTime() && now.getTime() < at + WINDOW_MS;
    };
    for (const type of types) {
      if (
        type.draftTime &&
        due('draft', type.id, type.draftTime) &&
        (await draftOnce(context, type.id, date))
      )
        done.push(`draft ${type.code} ${date}`);
      if (!type.remindMissing) continue;
      for (const [work, after] of [
        ['missing', 0],
        ['still_missing', HOUR_MS],
      ] as const) {
        if (due(work, type.id, type.issueTime, after) && (await remindOnce(context, work, type.id, date)))
          done.push(`${work} ${type.code} ${date}`);
      }
    }
  }
  return done;
}

/**
 * Claims a piece of work in the transaction `tx`: true for the one server (and the one tick)
 * that is to do it; whatever it then does in `tx` commits with the claim or not at all.
 */
async function claim(tx: Db, work: Work, typeId: number, date: string) {
  const claimed = await tx
    .insert(scheduledRuns)
    .values({ work, bulletinTypeId: typeId, localDate: date })
    .onConflictDoNothing()
    .returning({ work: scheduledRuns.work });
  return claimed.length > 0;
}

/** The day's draft, copied from the previous published bulletin, unless the day has one already. */
async function draftOnce(context: ScheduleContext, typeId: number, date: string): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    if (!(await claim(tx, 'draft', typeId, date))) return false;
    if ((await findIssue(tx, typeId, date)).length) return false;
    await createBulletin(
      tx,
      { bulletin_type_id: typeId, issue_date: date, copy_from: 'previous' },
      { viewer: SCHEDULER, actor: null, sender: 'system', ifMatch: undefined },
      context.timeZone,
    );
    return true;
  });
}

/** A reminder, when no bulletin of the type for the date has been published. */
async function remindOnce(
  context: ScheduleContext,
  work: 'missing' | 'still_missing',
  typeId: number,
  date: string,
): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    if (!(await claim(tx, work, typeId, date))) return false;
    const [published] = await tx
      .select({ id: bulletins.id })
      .from(bulletins)
      .where(
        and(
          eq(bulletins.bulletinTypeId, typeId),
          eq(bulletins.issueDate, date),
          isNotNull(bulletins.issuedAt),
        ),
      )
      .limit(1);
    if (published) return false;
    await context.jobs.enqueue(tx, 'notifications', [
      { data: { about: 'missing', kind: work, typeId, date } },
    ]);
    return true;
  });
}
