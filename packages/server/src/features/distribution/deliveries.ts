import type { DeliveryEvent } from '@bora/shared/delivery';
import type { PublishedIssue } from '@bora/shared/public-api';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockRow } from '../../db/row-lock.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { deliveries, deliveryAttempts, subscriptions, webhooks } from '../../db/schema/distribution.ts';
import type { JobData } from '../../jobs/payloads.ts';
import type { Jobs } from '../../jobs/queue.ts';
import type { Turn } from '../../jobs/runner.ts';
import { Conflict } from '../../lib/errors.ts';
import { bulletinLinks } from '../bulletins/public-links.ts';
import { getDistributedIssue } from '../bulletins/published.ts';
import { deliveryJob, patiently } from './delivery-jobs.ts';
import { type Because, because, reasonOf, withText } from './delivery-reasons.ts';
import { retriesExhausted, retryDelayMs } from './retry-schedule.ts';
import { type MailContext, subscriberMail } from './subscriber-mail.ts';
import { type PostOutcome, postToReceiver } from './webhook-post.ts';
import { newEventId, signedHeaders } from './webhook-signing.ts';
import { disableWebhook, signingSecrets, type WebhookRow } from './webhooks.ts';

export type DeliveryRow = typeof deliveries.$inferSelect;

/** What a delivery worker needs of the app. */
export type DeliveryContext = {
  db: Db;
  jobs: Jobs;
  /** Where the links in a body start (PUBLIC_URL). */
  origin: string;
  allowPrivate: boolean;
  /** How long a receiver has to answer (WEBHOOK_TIMEOUT_SECONDS). */
  timeoutMs: number;
  /** E-mail, when the configuration sets up a mail server (SMTP_URL). */
  mail?: MailContext;
};

/** A manager's test of a webhook: a delivery of its own, logged like any other. */
export async function recordTestDelivery(tx: Db, jobs: Jobs, hook: WebhookRow): Promise<DeliveryRow> {
  const [row] = (await tx
    .insert(deliveries)
    .values({
      bulletinId: null,
      bulletinTypeId: hook.bulletinTypeId,
      eventId: newEventId(),
      event: 'test',
      channel: 'webhook',
      webhookId: hook.id,
      receiver: hook.url,
      languages: hook.languages,
      nextAttemptAt: new Date(),
    })
    .returning()) as [DeliveryRow];
  await jobs.enqueue(tx, 'deliveries', [deliveryJob(row, { tries: 0 })]);
  return row;
}

/** Whether a delivery's webhook was removed, or its address unsubscribed, since it was made. */
export function receiverGone(
  delivery: Pick<DeliveryRow, 'channel' | 'webhookId' | 'subscriptionId'>,
): boolean {
  return delivery.channel === 'webhook' ? delivery.webhookId === null : delivery.subscriptionId === null;
}

/**
 * Sends a delivery again now (a manager's re-send): a new try with the same event id, whatever its
 * state. A retry already scheduled finds the try made and does nothing.
 */
export async function resendDelivery(tx: Db, jobs: Jobs, delivery: DeliveryRow): Promise<DeliveryRow> {
  if (receiverGone(delivery))
    throw new Conflict(
      delivery.channel === 'webhook'
        ? 'The webhook of this delivery was removed: there is nowhere to send it again.'
        : 'This address unsubscribed: it is sent nothing more.',
      { code: 'receiver_gone' },
    );
  const [row] = (await tx
    .update(deliveries)
    .set({ state: 'pending', nextAttemptAt: new Date(), updatedAt: new Date() })
    .where(eq(deliveries.id, delivery.id))
    .returning()) as [DeliveryRow];
  await jobs.enqueue(tx, 'deliveries', [deliveryJob(row, { tries: row.tries, resent: true })]);
  return row;
}

/**
 * What one try of a channel came to: given up before trying (the receiver is gone), or the
 * receiver's answer; `final` when it says it will never take it, with what follows (`afterwards`).
 */
type Tried =
  | { giveUp: Because }
  | {
      outcome: PostOutcome;
      receiver: string;
      final: boolean;
      afterwards?: (tx: Db, at: Date) => Promise<void>;
    };

/**
 * One try of a delivery (a job of the `deliveries` queue). A job whose try was made already (run
 * again after a crash, or overtaken by a re-send) does nothing. The try is recorded after the
 * receiver answered: a crash in between sends it once more, with the same event id. A receiver
 * that does not answer in time fails the try like one that refuses it, and is tried again on the
 * same schedule; while it is awaited, the try gives its slot to the next (`turn`, see patiently).
 */
export async function deliverOnce(
  context: DeliveryContext,
  job: JobData['deliveries'],
  turn?: Turn,
): Promise<void> {
  const { db } = context;
  const [delivery] = await db.select().from(deliveries).where(eq(deliveries.id, job.deliveryId));
  if (!delivery || delivery.tries !== job.tries) return;
  if (!job.resent && (delivery.state === 'sent' || delivery.state === 'dead')) return;
  const at = new Date();
  const tried = await patiently(turn, context.timeoutMs, () =>
    delivery.channel === 'webhook'
      ? tryWebhook(context, delivery, job.resent ?? false, at)
      : tryEmail(context, delivery),
  );
  if ('giveUp' in tried) return giveUp(db, delivery, tried.giveUp);
  const { outcome } = tried;
  await db.transaction(async (tx) => {
    await lockRow(tx, deliveries, delivery.id);
    const [now] = await tx.select().from(deliveries).where(eq(deliveries.id, delivery.id));
    // Another try was recorded meanwhile (a re-send at the same moment): this one is logged too.
    const tries = (now?.tries ?? delivery.tries) + 1;
    await tx.insert(deliveryAttempts).values({
      deliveryId: delivery.id,
      at,
      statusCode: outcome.statusCode,
      durationMs: outcome.durationMs,
      error: outcome.reason?.text ?? '',
      reason: reasonOf(outcome.reason),
      resent: job.resent ?? false,
    });
    const settle = (state: 'sent' | 'dead' | 'failed', nextAttemptAt: Date | null = null) =>
      tx
        .update(deliveries)
        .set({
          tries,
          receiver: tried.receiver,
          state,
          nextAttemptAt,
          updatedAt: new Date(),
          ...(state === 'sent' ? { sentAt: at } : {}),
        })
        .where(eq(deliveries.id, delivery.id));
    if (!outcome.reason) return void (await settle('sent'));
    // The type's managers hear of a delivery's first failure, once an event (notify.ts).
    if (tries === 1)
      await context.jobs.enqueue(tx, 'notifications', [
        { data: { about: 'delivery', deliveryId: delivery.id } },
      ]);
    if (tried.final) {
      await settle('dead');
      return tried.afterwards?.(tx, at);
    }
    if (retriesExhausted(await seriesStart(tx, delivery), new Date())) return void (await settle('dead'));
    const next = new Date(Date.now() + retryDelayMs(await failuresInARow(tx, delivery.id)));
    await settle('failed', next);
    await context.jobs.enqueue(tx, 'deliveries', [
      deliveryJob({ ...delivery, receiver: tried.receiver }, { tries, startAfter: next }),
    ]);
  });
}

async function tryWebhook(
  context: DeliveryContext,
  delivery: DeliveryRow,
  resent: boolean,
  at: Date,
): Promise<Tried> {
  const [hook] = delivery.webhookId
    ? await context.db.select().from(webhooks).where(eq(webhooks.id, delivery.webhookId))
    : [];
  if (!hook) return { giveUp: because('webhook_removed') };
  if (!hook.active && !resent && delivery.event !== 'test')
    return { giveUp: hook.disabledBecause ? withText(hook.disabledBecause) : because('webhook_off') };
  const body = await bodyOf(context, delivery);
  if (body === undefined) return { giveUp: because('not_published') };
  const outcome = await postToReceiver(
    hook.url,
    body,
    signedHeaders(delivery.eventId, at, body, signingSecrets(hook, at)),
    { allowPrivate: context.allowPrivate, timeoutMs: context.timeoutMs },
  );
  return {
    outcome,
    receiver: hook.url,
    // 410 Gone: the receiver is no more, and the webhook is turned off.
    final: outcome.statusCode === 410,
    afterwards: async (tx, when) => {
      await disableWebhook(tx, hook.id, because('receiver_gone', { at: when.toISOString() }));
      await context.jobs.enqueue(tx, 'notifications', [
        { data: { about: 'webhook', webhookId: hook.id, at: when.toISOString() } },
      ]);
    },
  };
}

async function tryEmail(context: DeliveryContext, delivery: DeliveryRow): Promise<Tried> {
  if (!context.mail) return { giveUp: because('mail_not_configured') };
  const [subscription] = delivery.subscriptionId
    ? await context.db.select().from(subscriptions).where(eq(subscriptions.id, delivery.subscriptionId))
    : [];
  if (!subscription?.confirmedAt) return { giveUp: because('unsubscribed') };
  if (delivery.bulletinId === null || delivery.event === 'test')
    return { giveUp: because('nothing_to_send') };
  const issue = await publishedIssue(context, delivery.bulletinId, delivery.event);
  if (!issue) return { giveUp: because('not_published') };
  const outcome = await context.mail.mailer.send(
    await subscriberMail(
      context.db,
      context.mail,
      { id: delivery.id, eventId: delivery.eventId, bulletinId: delivery.bulletinId, event: delivery.event },
      subscription,
      issue,
    ),
  );
  return { outcome, receiver: subscription.email, final: outcome.refused };
}

async function giveUp(db: Db, delivery: DeliveryRow, reason: Because): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(deliveryAttempts).values({
      deliveryId: delivery.id,
      statusCode: null,
      durationMs: 0,
      error: reason.text,
      reason: reasonOf(reason),
    });
    await tx
      .update(deliveries)
      .set({ state: 'dead', tries: delivery.tries + 1, nextAttemptAt: null, updatedAt: new Date() })
      .where(and(eq(deliveries.id, delivery.id), eq(deliveries.tries, delivery.tries)));
  });
}

/** The failed tries since the last success or re-send, the one just recorded included. */
async function failuresInARow(tx: Db, deliveryId: number): Promise<number> {
  const attempts = await tx
    .select({ error: deliveryAttempts.error, resent: deliveryAttempts.resent })
    .from(deliveryAttempts)
    .where(eq(deliveryAttempts.deliveryId, deliveryId))
    .orderBy(desc(deliveryAttempts.id))
    .limit(100);
  let failures = 0;
  for (const attempt of attempts) {
    if (!attempt.error) break;
    failures += 1;
    if (attempt.resent) break;
  }
  return failures;
}

/** When the current run of tries began: the last re-send, else the event. */
async function seriesStart(tx: Db, delivery: DeliveryRow): Promise<Date> {
  const [resent] = await tx
    .select({ at: deliveryAttempts.at })
    .from(deliveryAttempts)
    .where(and(eq(deliveryAttempts.deliveryId, delivery.id), eq(deliveryAttempts.resent, true)))
    .orderBy(desc(deliveryAttempts.id))
    .limit(1);
  return resent?.at ?? delivery.createdAt;
}

/**
 * What a webhook is sent, in the Standard Webhooks envelope: `type`, `timestamp` (when the event
 * happened, the same on every try: the time of the try is the `webhook-timestamp` header) and in
 * `data` the bulletin in the public API's shape with its links, its texts in the webhook's
 * languages (all when it names none). Made at each try from the published snapshot, which never
 * changes.
 */
async function bodyOf(context: DeliveryContext, delivery: DeliveryRow): Promise<string | undefined> {
  const timestamp = delivery.occurredAt.toISOString();
  const type = `bulletin.${delivery.event satisfies DeliveryEvent}`;
  if (delivery.bulletinId === null) {
    const [bulletinType] = await context.db
      .select({ code: bulletinTypes.code })
      .from(bulletinTypes)
      .where(eq(bulletinTypes.id, delivery.bulletinTypeId));
    return JSON.stringify({
      type,
      timestamp,
      data: { bulletin_type: bulletinType?.code ?? '', test: true },
    });
  }
  const issue = await publishedIssue(context, delivery.bulletinId, delivery.event);
  if (!issue) return undefined;
  const languages = delivery.languages;
  const data: PublishedIssue = languages.length
    ? { ...issue, texts: issue.texts.filter((text) => (languages as string[]).includes(text.language)) }
    : issue;
  return JSON.stringify({ type, timestamp, data });
}

type RecentIssues = Map<string, { at: number; issue: Promise<PublishedIssue | undefined> }>;

/**
 * The published bulletin its receivers are sent, made once in this process for all those of one
 * event sent within a minute (a hundred receivers of a 12 000-cell bulletin read it once); kept per
 * database, whose bulletins its ids name.
 */
const recentIssuesOf = new WeakMap<DeliveryContext['db'], RecentIssues>();
const ISSUE_KEPT_MS = 60_000;

function publishedIssue(
  context: DeliveryContext,
  bulletinId: number,
  event: DeliveryEvent,
): Promise<PublishedIssue | undefined> {
  const recentIssues: RecentIssues = recentIssuesOf.get(context.db) ?? new Map();
  recentIssuesOf.set(context.db, recentIssues);
  const now = Date.now();
  for (const [key, kept] of recentIssues) if (now - kept.at > ISSUE_KEPT_MS) recentIssues.delete(key);
  // Per event: a withdrawal's receivers read the bulletin as withdrawn.
  const key = `${bulletinId}/${event}`;
  const kept = recentIssues.get(key);
  if (kept) return kept.issue;
  const issue = getDistributedIssue(context.db, bulletinId, bulletinLinks(context.origin, bulletinId));
  recentIssues.set(key, { at: now, issue });
  issue.catch(() => recentIssues.delete(key));
  return issue;
}
