import { localizedName } from '@bora/shared/localized';
import type { Notification } from '@bora/shared/notification';
import type { ListQuery } from '@bora/shared/pagination';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { offsetOf } from '../../lib/listing.ts';

const columns = {
  notification: notifications,
  typeName: bulletinTypes.name,
  typeTranslations: bulletinTypes.translations,
};
type Row = {
  notification: typeof notifications.$inferSelect;
  typeName: string;
  typeTranslations: typeof bulletinTypes.$inferSelect.translations;
};

/** Where a notification leads in the app. */
function linkOf(row: typeof notifications.$inferSelect): string {
  if (row.kind === 'webhook_disabled') return `/bulletin-types/${row.bulletinTypeId}`;
  if (row.bulletinId !== null) return `/bulletin/${row.bulletinId}`;
  if (row.kind === 'delivery_failed') return `/bulletin-types/${row.bulletinTypeId}/deliveries`;
  // A missing bulletin nobody began: the list, with the new bulletin's dialog on its type.
  return `/bulletins?bulletin_type=${row.bulletinTypeId}&new`;
}

function toNotification({ notification: n, typeName, typeTranslations }: Row): Notification {
  const english = localizedName({ name: typeName, translations: typeTranslations }, 'en');
  return {
    id: n.id,
    kind: n.kind,
    created_at: n.createdAt.toISOString(),
    read_at: n.readAt?.toISOString() ?? null,
    bulletin_id: n.bulletinId,
    bulletin_type_id: n.bulletinTypeId,
    type_name: typeName,
    type_name_en: english === typeName ? '' : english,
    issue_date: n.issueDate,
    actor: n.actorUsername === null ? null : { username: n.actorUsername, name: n.actorName ?? '' },
    comment: n.comment,
    receiver: n.receiver,
    issue_time: n.issueTime,
    link: linkOf(n),
  };
}

function mine(userId: number, unreadOnly = false): SQL | undefined {
  return and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined);
}

/** A page of a person's notifications, newest first, how many the filter selects, and how many are unread. */
export async function listNotifications(db: Db, userId: number, query: ListQuery, unreadOnly: boolean) {
  const rows = await db
    .select(columns)
    .from(notifications)
    .innerJoin(bulletinTypes, eq(bulletinTypes.id, notifications.bulletinTypeId))
    .where(mine(userId, unreadOnly))
    .orderBy(desc(notifications.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const { all, unread } = await counts(db, userId);
  return { rows: rows.map(toNotification), count: unreadOnly ? unread : all, unread };
}

/** How many notifications a person has, and how many of them are unread, in one read. */
async function counts(db: Db, userId: number): Promise<{ all: number; unread: number }> {
  const [row] = await db
    .select({
      all: count(),
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(mine(userId));
  return { all: row?.all ?? 0, unread: row?.unread ?? 0 };
}

/** How many of a person's notifications are unread (the live stream's count, from the unread index). */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(mine(userId, true));
  return row?.n ?? 0;
}

/** One notification, if it is this person's. */
export async function notificationOf(db: Db, userId: number, id: number): Promise<Notification | undefined> {
  const [row] = await db
    .select(columns)
    .from(notifications)
    .innerJoin(bulletinTypes, eq(bulletinTypes.id, notifications.bulletinTypeId))
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ? toNotification(row) : undefined;
}

/** Marks a person's notification read (`id`), or all of them; answers how many changed. */
export async function markRead(db: Db, userId: number, id?: number): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine(userId, true), id === undefined ? undefined : eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return changed.length;
}
