import { type WaitingScope, WORKFLOW_STEP_KINDS } from '@bora/shared/bulletin-waiting';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { bulletinEvents, bulletins } from '../../db/schema/bulletins.ts';
import { countAll } from '../../lib/listing.ts';

/**
 * The waiting queue in SQL, as `waitingFor` and `waitingScope` (shared/bulletin-waiting.ts) decide
 * it: what a bulletin row waits for follows from its state and its last workflow step, found by
 * the partial index `bulletin_events_step_idx` in one probe per draft or submitted row.
 */

// Constants, written into the statement: the partial index's predicate is then plainly implied.
const STEPS = sql.raw(WORKFLOW_STEP_KINDS.map((kind) => `'${kind}'`).join(', '));

/** `expr` read from the last workflow step of the bulletin of the row; null before any step. */
function ofLastStep(expr: SQL) {
  return sql`(select ${expr} from ${bulletinEvents}
    where ${bulletinEvents.bulletinId} = ${bulletins.id} and ${bulletinEvents.kind} in (${STEPS})
    order by ${bulletinEvents.id} desc limit 1)`;
}

/** When the row's last workflow step was taken, if that step was a return. */
const returnedAt = ofLastStep(sql`case when ${bulletinEvents.kind} = 'return' then ${bulletinEvents.at} end`);

/**
 * Since when the row waits: a submitted one since its submission, a returned draft since its
 * return; null for the others (only the rows that may wait are probed).
 */
export const waitingSince = sql<Date | null>`(case ${bulletins.status}
    when 'submitted' then coalesce(${ofLastStep(sql`${bulletinEvents.at}`)}, ${bulletins.updatedAt})
    when 'draft' then ${returnedAt} end)`.mapWith(bulletins.updatedAt);

function ofAuthorities(ids: number[] | null): SQL | undefined {
  return ids === null ? undefined : inArray(bulletins.authorityId, ids);
}

/** A returned draft waits for its writers, but not for whoever returned it. */
function notReturnedBy(self: string | null): SQL | undefined {
  return self === null
    ? undefined
    : sql`${ofLastStep(sql`${bulletinEvents.actorUsername}`)} is distinct from ${self}`;
}

/** The rows that wait for whoever has this scope: nothing at all for an empty one. */
export function waitingWhere(scope: WaitingScope): SQL {
  const review =
    scope.review?.length === 0
      ? undefined
      : and(eq(bulletins.status, 'submitted'), ofAuthorities(scope.review));
  const fix =
    scope.fix?.length === 0
      ? undefined
      : and(
          eq(bulletins.status, 'draft'),
          sql`${returnedAt} is not null`,
          notReturnedBy(scope.self),
          ofAuthorities(scope.fix),
        );
  return or(review, fix) ?? sql`false`;
}

/** How many bulletins wait for whoever has this scope: one query. */
export async function countWaiting(db: Db, scope: WaitingScope): Promise<number> {
  const [row] = await db.select({ n: countAll }).from(bulletins).where(waitingWhere(scope));
  return row?.n ?? 0;
}

export type LastStep = {
  kind: (typeof WORKFLOW_STEP_KINDS)[number];
  at: Date;
  comment: string;
  actorUsername: string;
  actorName: string | null;
};

/** A bulletin's last workflow step, with the display name of who took it; undefined before any. */
export async function lastStepOf(db: Db, bulletinId: number): Promise<LastStep | undefined> {
  const [row] = await db
    .select({
      kind: bulletinEvents.kind,
      at: bulletinEvents.at,
      comment: bulletinEvents.comment,
      actorUsername: bulletinEvents.actorUsername,
      actorName: users.name,
    })
    .from(bulletinEvents)
    .leftJoin(users, eq(users.id, bulletinEvents.actorId))
    .where(and(eq(bulletinEvents.bulletinId, bulletinId), sql`${bulletinEvents.kind} in (${STEPS})`))
    .orderBy(sql`${bulletinEvents.id} desc`)
    .limit(1);
  return row as LastStep | undefined;
}
