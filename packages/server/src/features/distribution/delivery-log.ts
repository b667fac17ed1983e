import type { Delivery, DeliveryState } from '@bora/shared/delivery';
import type { ListQuery } from '@bora/shared/pagination';
import type { Viewer } from '@bora/shared/permissions';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveries, deliveryAttempts } from '../../db/schema/distribution.ts';
import { NotFound } from '../../lib/errors.ts';
import { visibleBulletin } from '../bulletins/fetch.ts';
import { type BulletinName, bulletinNames } from '../bulletins/repository.ts';
import { type DeliveryRow, receiverGone } from './deliveries.ts';
import { maskedEmail } from './subscriptions.ts';
import { typeKeptBy } from './webhooks.ts';

type AttemptRow = typeof deliveryAttempts.$inferSelect;

function toDelivery(row: DeliveryRow, attempts: AttemptRow[], name: BulletinName | undefined): Delivery {
  return {
    id: row.id,
    bulletin_id: row.bulletinId,
    bulletin: name
      ? { issue_date: name.issueDate, version: name.version, title: name.title, titles: name.titles }
      : null,
    bulletin_type_id: row.bulletinTypeId,
    event_id: row.eventId,
    event: row.event,
    channel: row.channel,
    webhook_id: row.webhookId,
    receiver: row.channel === 'email' ? maskedEmail(row.receiver) : row.receiver,
    receiver_gone: receiverGone(row),
    state: row.state,
    attempts: attempts.map((attempt) => ({
      at: attempt.at.toISOString(),
      status_code: attempt.statusCode,
      duration_ms: attempt.durationMs,
      error: attempt.error,
      reason: attempt.reason,
      resent: attempt.resent,
    })),
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** These deliveries with their tries, oldest first, and what their bulletins are named by. */
async function withAttempts(db: Db, rows: DeliveryRow[]): Promise<Delivery[]> {
  if (!rows.length) return [];
  const [attempts, names] = await Promise.all([
    db
      .select()
      .from(deliveryAttempts)
      .where(
        inArray(
          deliveryAttempts.deliveryId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(deliveryAttempts.id)),
    bulletinNames(
      db,
      rows.flatMap((row) => (row.bulletinId === null ? [] : [row.bulletinId])),
    ),
  ]);
  return rows.map((row) =>
    toDelivery(
      row,
      attempts.filter((attempt) => attempt.deliveryId === row.id),
      row.bulletinId === null ? undefined : names.get(row.bulletinId),
    ),
  );
}

/**
 * A bulletin the viewer may read, when they keep its type's channels: its id and its type's. 404
 * for a bulletin they may not read, 403 for one whose type they do not keep.
 */
export async function bulletinKeptBy(db: Db, bulletinId: number, viewer: Viewer) {
  const view = await visibleBulletin(db, bulletinId, viewer);
  const type = await typeKeptBy(db, view.bulletin.bulletinTypeId, viewer);
  return { bulletinId: view.bulletin.id, typeId: type.id };
}

/** Every delivery of a bulletin, newest event first, with its tries. */
export async function bulletinDeliveries(db: Db, bulletinId: number): Promise<Delivery[]> {
  const rows = await db
    .select()
    .from(deliveries)
    .where(eq(deliveries.bulletinId, bulletinId))
    .orderBy(desc(deliveries.id));
  return withAttempts(db, rows);
}

/** One delivery of a bulletin (404 for another's). */
export async function deliveryOf(db: Db, bulletinId: number, deliveryId: number): Promise<DeliveryRow> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.id, deliveryId), eq(deliveries.bulletinId, bulletinId)));
  if (!row) throw new NotFound('This bulletin has no delivery with this id.');
  return row;
}

/** A delivery as the API answers it, with its tries. */
export async function deliveryAnswer(db: Db, row: DeliveryRow): Promise<Delivery> {
  const [answer] = (await withAttempts(db, [row])) as [Delivery];
  return answer;
}

/** A bulletin type's deliveries, newest first, in one state or all, a page at a time. */
export async function typeDeliveries(
  db: Db,
  typeId: number,
  query: ListQuery & { state?: DeliveryState },
): Promise<{ count: number; rows: Delivery[] }> {
  const where: SQL[] = [eq(deliveries.bulletinTypeId, typeId)];
  if (query.state) where.push(eq(deliveries.state, query.state));
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(deliveries)
    .where(and(...where))) as [{ count: number }];
  const rows = await db
    .select()
    .from(deliveries)
    .where(and(...where))
    .orderBy(desc(deliveries.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { count, rows: await withAttempts(db, rows) };
}
