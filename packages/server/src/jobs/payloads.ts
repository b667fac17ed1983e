import { DOCUMENT_LANGUAGES } from '@bora/shared/document-texts';
import { bulletinEvents } from '@bora/shared/webhook';
import { z } from 'zod';

const id = z.number().int();

/**
 * What is to be told, as a job of the `notifications` queue: made in the transaction of what
 * happened, turned into one notification per person after it commits (features/notifications/notify.ts).
 */
const notifyJobSchema = z.discriminatedUnion('about', [
  z.object({
    about: z.literal('step'),
    bulletinId: id,
    action: z.enum(['submit', 'return', 'publish']),
    actorId: id.nullable(),
    comment: z.string(),
    at: z.string(),
  }),
  z.object({ about: z.literal('delivery'), deliveryId: id }),
  z.object({ about: z.literal('webhook'), webhookId: id, at: z.string() }),
  z.object({
    about: z.literal('missing'),
    kind: z.enum(['missing', 'still_missing']),
    typeId: id,
    date: z.string(),
  }),
]);
export type NotifyJob = z.infer<typeof notifyJobSchema>;

/**
 * The queues and what each job carries. A job is enqueued in the transaction of the change that
 * causes it, so a change that commits has its jobs and one that rolls back has none. Jobs are
 * stored as JSON with the version of their shape (JOB_VERSION) and read through `readJob`.
 */
const JOB_PAYLOADS = {
  /**
   * A bulletin published, corrected or withdrawn: its deliveries are to be made. `occurredAt`, when
   * it happened (absent in jobs queued before it was kept: when its deliveries are made).
   */
  events: z.object({
    bulletinId: id,
    typeId: id,
    event: z.enum(bulletinEvents),
    eventId: z.string(),
    occurredAt: z.string().optional(),
  }),
  /**
   * One try of one delivery: `tries` is how many were made before, so a job run twice does
   * nothing; `resent` when a manager asked for it.
   */
  deliveries: z.object({ deliveryId: id, tries: z.number().int(), resent: z.boolean().optional() }),
  /** An e-mail that is not a delivery: the confirmation of a subscription. */
  mails: z.object({
    kind: z.literal('confirm'),
    subscriptionId: id,
    /** The subscriptions one confirmation confirms together (absent in jobs queued before: the one). */
    subscriptionIds: z.array(id).optional(),
  }),
  /**
   * Someone asked for these public types' bulletins by e-mail: the subscriptions are recorded and
   * their confirmation queued here, away from the request, whose answer is the same for every address.
   */
  subscriptions: z.object({ email: z.string(), typeIds: z.array(id), language: z.enum(DOCUMENT_LANGUAGES) }),
  /** Something happened that people are told of (features/notifications/notify.ts). */
  notifications: notifyJobSchema,
  /** A notification that its person also wants by e-mail. */
  'notification-mails': z.object({ notificationId: id }),
  /** A minute went by: the scheduled work due is done (features/notifications/schedule.ts). */
  clock: z.object({}),
} satisfies Record<string, z.ZodType<object>>;

export type QueueName = keyof typeof JOB_PAYLOADS;
export type JobData = { [Q in QueueName]: z.infer<(typeof JOB_PAYLOADS)[Q]> };

/**
 * The version of the shapes jobs are stored in. A change to a queue's shape raises it and adds the
 * step from the previous version to UPGRADES: a job enqueued by the previous release may still wait
 * in the queue when the next one starts. Jobs stored before they carried a version read as version 1
 * (the fields added since are optional above).
 */
export const JOB_VERSION = 1;
const VERSION_FIELD = 'job_version';

type Stored = Record<string, unknown>;
/** Each step reads a job of one version, of one queue, in the shape of the next. */
const UPGRADES: Record<number, (queue: QueueName, stored: Stored) => Stored> = {};

/** A job whose payload does not read: a fault of whatever enqueued it, told with its queue. */
export class UnreadableJob extends Error {
  constructor(queue: QueueName, reason: string) {
    super(`A job of the ${queue} queue does not read: ${reason}`);
    this.name = 'UnreadableJob';
  }
}

/** A job's payload as it is stored: its data and the version of its shape. */
export function storedJob<Q extends QueueName>(data: JobData[Q]): JobData[Q] & { [VERSION_FIELD]: number } {
  return { ...data, [VERSION_FIELD]: JOB_VERSION };
}

/**
 * Reads a stored payload of `queue` (pg-boss gives a scheduled job's as null): upgraded from the
 * version it was stored in, then checked against the queue's shape. A payload from a newer release,
 * or one that does not fit its shape, throws UnreadableJob: the job fails with the reason.
 */
export function readJob<Q extends QueueName>(queue: Q, raw: unknown): JobData[Q] {
  let stored: Stored = raw && typeof raw === 'object' ? { ...(raw as Stored) } : {};
  let version = stored[VERSION_FIELD] ?? 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > JOB_VERSION)
    throw new UnreadableJob(
      queue,
      `version ${String(version)} is not one this release reads (1 to ${JOB_VERSION}).`,
    );
  while (version < JOB_VERSION) {
    const upgrade = UPGRADES[version];
    if (!upgrade) throw new UnreadableJob(queue, `no upgrade from version ${version}.`);
    stored = upgrade(queue, stored);
    version += 1;
  }
  const { [VERSION_FIELD]: _version, ...data } = stored;
  const parsed = JOB_PAYLOADS[queue].safeParse(data);
  if (!parsed.success) throw new UnreadableJob(queue, z.prettifyError(parsed.error));
  return parsed.data as JobData[Q];
}
