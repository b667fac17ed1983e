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

/**
 * Which subscriptions are sent the type's events, a condition on `subscriptions` alone: those
 * confirmed, while the type is public.
 */
export function confirmedSubscribersOf(typeId: number) {
  return and(
    eq(subscriptions.bulletinTypeId, typeId),
    isNotNull(subscriptions.confirmedAt),
    sql`exists (select 1 from ${bulletinTypes} where ${bulletinTypes.id} = ${typeId} and ${bulletinTypes.isPublic})`,
  );
}

/** Who the type's events go to now, for its managers (a publication's confirmation says it). */
export async function recipientsOf(db: Db, typeId: number, viewer: Viewer): Promise<Recipients> {
  await typeKeptBy(db, typeId, viewer);
  const hooks = await activeWebhooksOf(db, typeId);
  const [subscribers] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(confirmedSubscribersOf(typeId));
  const count = (event: BulletinEvent) => hooks.filter((hook) => wants(hook, event)).length;
  return {
    webhooks: { published: count('published'), corrected: count('corrected'), withdrawn: count('withdrawn') },
    email_subscribers: subscribers?.count ?? 0,
  };
}
