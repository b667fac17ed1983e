import type { NotificationKind } from '@bora/shared/notification';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { BulletinStep } from '../../core/domain-events.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../db/event-bus.ts';
import { users } from '../../db/schema/accounts.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { bulletins } from '../../db/schema/bulletins.ts';
import { deliveries, webhooks } from '../../db/schema/distribution.ts';
import { notificationMailChoices, notifications } from '../../db/schema/notifications.ts';
import type { NotifyJob } from '../../jobs/payloads.ts';
import type { Jobs } from '../../jobs/queue.ts';
import { maskedEmail } from '../distribution/subscriptions.ts';
import { activeOf, channelKeepersOf, reviewersOf, writersOf } from './recipients.ts';

type NotificationRow = typeof notifications.$inferInsert;
/** One notification, before it is given to each of its people. */
type Told = Omit<NotificationRow, 'userId' | 'id'>;

const STEP_KINDS = { submit: 'submitted', return: 'returned', publish: 'published' } as const;

/** In the transaction of a workflow step: what its people are to be told (a correction's publish is a publish). */
export async function recordStep(
  tx: Db,
  jobs: Jobs,
  action: 'submit' | 'return' | 'publish',
  change: BulletinStep,
): Promise<void> {
  await jobs.enqueue(tx, 'notifications', [
    {
      data: {
        about: 'step',
        bulletinId: change.bulletinId,
        action,
        actorId: change.actorId,
        comment: change.comment,
        at: new Date().toISOString(),
      },
    },
  ]);
}

/** What `notify` needs of the app. */
export type NotifyContext = { db: Db; jobs: Jobs; events: EventBus };

/**
 * Makes a job's notifications, once per person (a job run twice makes none twice), tells each
 * person's open apps on every server, and queues the e-mails of those who chose this kind.
 */
export async function notify(context: NotifyContext, job: NotifyJob): Promise<void> {
  const { db } = context;
  const planned = await plan(db, job);
  if (!planned?.people.length) return;
  const { told, people } = planned;
  const made = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(notifications)
      .values(people.map((userId) => ({ ...told, userId })))
      .onConflictDoNothing()
      .returning({ id: notifications.id, userId: notifications.userId });
    const mailed = rows.length
      ? await tx
          .select({ userId: notificationMailChoices.userId })
          .from(notificationMailChoices)
          .innerJoin(users, eq(users.id, notificationMailChoices.userId))
          .where(
            and(
              inArray(
                notificationMailChoices.userId,
                rows.map((row) => row.userId),
              ),
              eq(notificationMailChoices.kind, told.kind),
              ne(users.email, ''),
            ),
          )
      : [];
    const byMail = new Set(mailed.map((row) => row.userId));
    await context.jobs.enqueue(
      tx,
      'notification-mails',
      rows.filter((row) => byMail.has(row.userId)).map((row) => ({ data: { notificationId: row.id } })),
    );
    return rows;
  });
  for (const row of made) {
    await context.events.publish('notifications', { user: row.userId, notification: row.id });
  }
}

/** Who is told, and what, or nothing when what it was about is gone. */
async function plan(db: Db, job: NotifyJob): Promise<{ told: Told; people: number[] } | undefined> {
  switch (job.about) {
    case 'step':
      return planStep(db, job);
    case 'delivery':
      return planDelivery(db, job.deliveryId);
    case 'webhook':
      return planWebhook(db, job.webhookId, job.at);
    case 'missing':
      return planMissing(db, job);
  }
}

async function planStep(db: Db, job: Extract<NotifyJob, { about: 'step' }>) {
  const [bulletin] = await db.select().from(bulletins).where(eq(bulletins.id, job.bulletinId));
  if (!bulletin) return undefined;
  const [actor] = job.actorId
    ? await db
        .select({ username: users.username, name: users.name })
        .from(users)
        .where(eq(users.id, job.actorId))
    : [];
  const kind: NotificationKind = STEP_KINDS[job.action];
  const people =
    job.action === 'submit'
      ? await reviewersOf(db, bulletin.authorityId)
      : await activeOf(db, [bulletin.authorId, bulletin.lastEditorId]);
  const told: Told = {
    kind,
    key: `${kind}:${bulletin.id}:${job.at}`,
    bulletinId: bulletin.id,
    bulletinTypeId: bulletin.bulletinTypeId,
    issueDate: bulletin.issueDate,
    actorUsername: actor?.username ?? null,
    actorName: actor?.name ?? null,
    comment: job.action === 'return' ? job.comment : '',
  };
  // Nobody is told of what they did themselves.
  return { told, people: people.filter((id) => id !== job.actorId) };
}

async function planDelivery(db: Db, deliveryId: number) {
  const [delivery] = await db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
  if (!delivery) return undefined;
  const [bulletin] = delivery.bulletinId
    ? await db
        .select({ issueDate: bulletins.issueDate })
        .from(bulletins)
        .where(eq(bulletins.id, delivery.bulletinId))
    : [];
  const told: Told = {
    kind: 'delivery_failed',
    // One for an event, however many of its receivers fail.
    key: `delivery_failed:${delivery.eventId}`,
    bulletinId: delivery.bulletinId,
    bulletinTypeId: delivery.bulletinTypeId,
    issueDate: bulletin?.issueDate ?? null,
    receiver: delivery.channel === 'email' ? maskedEmail(delivery.receiver) : delivery.receiver,
  };
  return { told, people: await channelKeepersOf(db, delivery.bulletinTypeId) };
}

async function planWebhook(db: Db, webhookId: number, at: string) {
  const [hook] = await db.select().from(webhooks).where(eq(webhooks.id, webhookId));
  if (!hook) return undefined;
  const told: Told = {
    kind: 'webhook_disabled',
    key: `webhook_disabled:${hook.id}:${at}`,
    bulletinTypeId: hook.bulletinTypeId,
    receiver: hook.url,
  };
  return { told, people: await channelKeepersOf(db, hook.bulletinTypeId) };
}

async function planMissing(db: Db, job: Extract<NotifyJob, { about: 'missing' }>) {
  const [type] = await db
    .select({ id: bulletinTypes.id, issueTime: bulletinTypes.issueTime })
    .from(bulletinTypes)
    .where(eq(bulletinTypes.id, job.typeId));
  if (!type) return undefined;
  // The draft begun for the day, if any, is where the reminder leads.
  const [begun] = await db
    .select({ id: bulletins.id })
    .from(bulletins)
    .where(and(eq(bulletins.bulletinTypeId, type.id), eq(bulletins.issueDate, job.date)))
    .orderBy(desc(bulletins.version))
    .limit(1);
  const told: Told = {
    kind: job.kind,
    key: `${job.kind}:${type.id}:${job.date}`,
    bulletinId: begun?.id ?? null,
    bulletinTypeId: type.id,
    issueDate: job.date,
    issueTime: type.issueTime,
  };
  const who = job.kind === 'missing' ? 'members' : 'managers';
  return { told, people: await writersOf(db, type.id, who) };
}
