import type { BulletinEvent } from '@bora/shared/webhook';
import type { BulletinStep } from '../../core/domain-events.ts';
import type { Db } from '../../db/client.ts';
import { deliveries, subscriptions } from '../../db/schema/distribution.ts';
import type { JobData } from '../../jobs/payloads.ts';
import type { Jobs } from '../../jobs/queue.ts';
import { deliveryJob } from './delivery-jobs.ts';
import { activeWebhooksOf, confirmedSubscribersOf, wants } from './recipients.ts';
import { newEventId } from './webhook-signing.ts';

/**
 * In the transaction of a publish, correction or withdrawal: the event, as one job that makes its
 * deliveries (fanOut). It commits with the change or not at all, and costs the change the same
 * whether the type has no receiver or a thousand; sending happens after, so the change never waits
 * for a receiver.
 */
export async function recordDeliveries(
  tx: Db,
  jobs: Jobs,
  event: BulletinEvent,
  { bulletinId, typeId }: BulletinStep,
): Promise<void> {
  const occurredAt = new Date().toISOString();
  await jobs.enqueue(tx, 'events', [
    { data: { bulletinId, typeId, event, eventId: newEventId(), occurredAt } },
  ]);
}

/** Deliveries made in one transaction: on the embedded database, the app's other work goes between two. */
const FAN_OUT_CHUNK = 20;

/**
 * An event's deliveries, made once (a job of the `events` queue): one for each of the type's
 * active webhooks that wants it and for each confirmed subscriber of a public type, each with its
 * first job, FAN_OUT_CHUNK in a transaction. Run twice (its server died before the queue heard it
 * was done), it makes none it made already: a receiver has one delivery per event.
 */
export async function fanOut(db: Db, jobs: Jobs, change: JobData['events']): Promise<void> {
  const receivers = (await activeWebhooksOf(db, change.typeId)).filter((hook) => wants(hook, change.event));
  const subscribers = await db
    .select({ id: subscriptions.id, email: subscriptions.email, language: subscriptions.language })
    .from(subscriptions)
    .where(confirmedSubscribersOf(change.typeId));
  const event = {
    bulletinId: change.bulletinId,
    bulletinTypeId: change.typeId,
    eventId: change.eventId,
    event: change.event,
    occurredAt: change.occurredAt ? new Date(change.occurredAt) : new Date(),
  };
  const made = [
    ...receivers.map((hook) => ({
      ...event,
      channel: 'webhook' as const,
      webhookId: hook.id,
      receiver: hook.url,
      languages: hook.languages,
    })),
    ...subscribers.map((subscriber) => ({
      ...event,
      channel: 'email' as const,
      subscriptionId: subscriber.id,
      receiver: subscriber.email,
      languages: [subscriber.language],
    })),
  ];
  for (let start = 0; start < made.length; start += FAN_OUT_CHUNK) {
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(deliveries)
        .values(
          made.slice(start, start + FAN_OUT_CHUNK).map((row) => ({ ...row, nextAttemptAt: new Date() })),
        )
        .onConflictDoNothing()
        .returning({ id: deliveries.id, channel: deliveries.channel, receiver: deliveries.receiver });
      await jobs.enqueue(
        tx,
        'deliveries',
        rows.map((row) => deliveryJob(row, { tries: 0 })),
      );
    });
  }
}
