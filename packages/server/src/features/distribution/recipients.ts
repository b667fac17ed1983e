import type { Viewer } from '@bora/shared/permissions';
import type { BulletinEvent, Recipients } from '@bora/shared/webhook';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { subscriptions, webhooks } from '../../db/schema/distribution.ts';
import { typeKeptBy } from './webhooks.ts';

/** The type's webhooks that are sent its events: the active ones, each then by the events it wants. */
export function activeWebhooksOf(db: Db, typeId: number) {
  return db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.bulletinTypeId, typeId), eq(webhooks.active, true)));
}

/** Whether a webhook is sent this event. */
export function wants(hook: { events: readonly string[] }, event: BulletinEvent): boolean {
  return hook.events.includes(event);
}

/** The subscribers sent the type's events: those who confirmed, while the type is public. */
export function confirmedSubscribersOf(typeId: number) {
  return and(
    eq(subscriptions.bulletinTypeId, typeId),
    isNotNull(subscriptions.confirmedAt),
    eq(bulletinTypes.isPublic, true),
  );
}

/** Who the type's events go to now, for its managers (a publication's confirmation says it). */
export async function recipientsOf(db: Db, typeId: number, viewer: Viewer): Promise<Recipients> {
  await typeKeptBy(db, typeId, viewer);
  const hooks = await activeWebhooksOf(db, typeId);
  const [subscribers] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptions)
    .innerJoin(bulletinTypes, eq(bulletinTypes.id, subscriptions.bulletinTypeId))
    .where(confirmedSubscribersOf(typeId));
  const count = (event: BulletinEvent) => hooks.filter((hook) => wants(hook, event)).length;
  return {
    webhooks: { published: count('published'), corrected: count('corrected'), withdrawn: count('withdrawn') },
    email_subscribers: subscribers?.count ?? 0,
  };
}
