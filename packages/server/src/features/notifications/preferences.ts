import {
  type NotificationKind,
  type NotificationPreferences,
  notificationKinds,
} from '@bora/shared/notification';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockRow } from '../../db/row-lock.ts';
import { users } from '../../db/schema/accounts.ts';
import { notificationMailChoices } from '../../db/schema/notifications.ts';
import type { WriteTarget } from '../../lib/etag.ts';

/** The kinds a person is also sent by e-mail, in the kinds' order, and their address. */
export async function mailChoices(db: Db, userId: number): Promise<NotificationPreferences> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const chosen = new Set(
    (
      await db
        .select({ kind: notificationMailChoices.kind })
        .from(notificationMailChoices)
        .where(eq(notificationMailChoices.userId, userId))
    ).map((row) => row.kind),
  );
  return { mail: notificationKinds.filter((kind) => chosen.has(kind)), email: user?.email ?? '' };
}

/** Replaces the kinds a person is sent by e-mail, all at once. */
export async function setMailChoices(db: Db, userId: number, kinds: NotificationKind[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(notificationMailChoices).where(eq(notificationMailChoices.userId, userId));
    if (kinds.length)
      await tx.insert(notificationMailChoices).values(kinds.map((kind) => ({ userId, kind })));
  });
}

/** A person's choices, for `If-Match`: their account's row is locked while they change. */
export function mailChoicesTarget(userId: number): WriteTarget {
  return { lock: (tx) => lockRow(tx, users, userId), current: (tx) => mailChoices(tx, userId) };
}
