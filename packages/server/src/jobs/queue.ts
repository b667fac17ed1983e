import type { BulletinEvent } from '@bora/shared/webhook';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  type Db as BossDb,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type Job,
  PgBoss,
} from 'pg-boss';
import type { Db } from '../db/client.ts';
import { embeddedEngine } from '../db/prepared.ts';
import type { NotifyJob } from '../features/notifications/notify.ts';
import { type EventBus, publishIn } from '../lib/event-bus.ts';

/**
 * The queues and what each job carries. A job is enqueued in the transaction of the change that
 * causes it, so a change that commits has its jobs and one that rolls back has none.
 */
export type JobData = {
  /** A bulletin published, corrected or withdrawn: its deliveries are to be made. */
  events: { bulletinId: number; typeId: number; event: BulletinEvent; eventId: string };
  /**
   * One try of one delivery: `tries` is how many were made before, so a job run twice does
   * nothing; `resent` when a manager asked for it.
   */
  deliveries: { deliveryId: number; tries: number; resent?: boolean };
  /** An e-mail that is not a delivery: the confirmation of a subscription. */
  mails: {
    kind: 'confirm';
    subscriptionId: number;
    /** The subscriptions one confirmation confirms together (absent in jobs queued before: the one). */
    subscriptionIds?: number[];
  };
  /** Something happened that people are told of (features/notifications/notify.ts). */
  notifications: NotifyJob;
  /** A notification that its person also wants by e-mail. */
  'notification-mails': { notificationId: number };
  /** A minute went by: the scheduled work due is done (features/notifications/schedule.ts). */
  clock: Record<string, never>;
};
export type QueueName = keyof JobData;

type QueueOptions = Parameters<PgBoss['createQueue']>[1];
const WEEK_SECONDS = 7 * 24 * 3600;
/** Work made from a change (its deliveries, its notifications): retried soon, for an hour and more. */
const FROM_A_CHANGE: QueueOptions = {
  retryLimit: 20,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 600,
  expireInSeconds: 60,
  deleteAfterSeconds: WEEK_SECONDS,
};
/** An e-mail: a mail server that is down is tried again for most of a day. */
const AN_EMAIL: QueueOptions = {
  retryLimit: 12,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 120,
  deleteAfterSeconds: WEEK_SECONDS,
};

/** How pg-boss retries a job whose handler threw (a lost database, a crash): not a receiver's refusal. */
const QUEUES: Record<QueueName, QueueOptions> = {
  events: FROM_A_CHANGE,
  // A try waits at most the receiver's time-out; a job active longer was held by a dead process.
  deliveries: { ...FROM_A_CHANGE, retryLimit: 10, expireInSeconds: 120 },
  notifications: FROM_A_CHANGE,
  mails: AN_EMAIL,
  'notification-mails': AN_EMAIL,
  // A tick missed is made up by the next one: scheduled work looks at what is due, not at the minute.
  clock: { retryLimit: 0, expireInSeconds: 120, deleteAfterSeconds: 3600 },
};

/**
 * How often an idle worker looks for jobs that nobody woke it for: another server's, when a wake-up
 * was missed, or one a worker busy with a batch did not take. A job due later (a retry) also wakes
 * the workers of the process that enqueued it at its time.
 */
const POLLING_SECONDS = 2;
/** Workers per queue in each process: one waiting on a slow receiver leaves the other going. */
const WORKERS = 2;

export type JobHandler<Q extends QueueName> = (data: JobData[Q]) => Promise<void>;

/**
 * The database's job queue (pg-boss, in its own `pgboss` schema): its workers on every app server
 * share it, each job taken by one. On PGlite it runs on the app's own engine; on PostgreSQL on the
 * app's pool. A job enqueued wakes the workers of every server at once through the event bus;
 * polling is the floor when a wake-up is missed.
 */
export class Jobs {
  private readonly workers = new Map<QueueName, string[]>();
  private readonly unsubscribe: () => void;

  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly minuteHandlers: (() => Promise<void>)[] = [];

  private constructor(
    private readonly boss: PgBoss,
    events: EventBus,
    private readonly working: boolean,
    private readonly onError: (error: Error) => void,
  ) {
    this.unsubscribe = events.subscribe('jobs', (queue) => this.wake(queue as QueueName));
  }

  /** Starts the queue on the app's database: its schema made or brought up to date, its queues made. */
  static async start(
    db: Db,
    events: EventBus,
    options: { work: boolean; onError: (error: Error) => void },
  ): Promise<Jobs> {
    const boss = new PgBoss({
      ...connection(db),
      supervise: true,
      schedule: true,
      migrate: true,
      // The minute's clock is sent within 30 s; every look holds the embedded database a moment.
      cronWorkerIntervalSeconds: 30,
      // Bora makes no flows (jobs that wait for others): nothing for their navigator to look at.
      flowIntervalSeconds: 3600,
    });
    boss.on('error', options.onError);
    await boss.start();
    for (const [name, options] of Object.entries(QUEUES)) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, options);
    }
    return new Jobs(boss, events, options.work, options.onError);
  }

  /**
   * Adds jobs in the caller's transaction `tx`, to start now or at `startAfter`; the workers of
   * every server are woken when it commits.
   */
  async enqueue<Q extends QueueName>(
    tx: Db,
    queue: Q,
    jobs: { data: JobData[Q]; startAfter?: Date }[],
  ): Promise<void> {
    if (!jobs.length) return;
    await this.boss.insert(
      queue,
      jobs.map((job) => ({ data: job.data, startAfter: job.startAfter })),
      // pg-boss's statements run on the caller's transaction (drizzle's, typed more loosely there).
      { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) },
    );
    // Heard by every server when (and only if) the transaction commits.
    await publishIn(tx, 'jobs', queue);
    for (const job of jobs) if (job.startAfter) this.wakeAt(queue, job.startAfter);
  }

  /** Wakes this process's workers of `queue` when a job enqueued here is due. */
  private wakeAt(queue: QueueName, at: Date): void {
    if (!this.working) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        this.wake(queue);
      },
      Math.max(0, at.getTime() - Date.now()) + 50,
    );
    timer.unref();
    this.timers.add(timer);
  }

  /**
   * Runs `handler` for the queue's jobs, up to `concurrency` at a time in this process (two workers,
   * each taking a batch of `concurrency / 2`), unless this process was started not to work the
   * queue. A worker whose batch came back full takes the next at once; every worker woken by the
   * event bus looks at once (a busy one when its batch is done), as do they when a delayed job is
   * due; otherwise they look every POLLING_SECONDS. A job whose handler throws is failed and
   * retried by the queue's rules; the others of its batch complete.
   */
  async work<Q extends QueueName>(queue: Q, concurrency: number, handler: JobHandler<Q>): Promise<void> {
    if (!this.working) return;
    const run = async (jobs: Job<JobData[Q]>[]) => {
      const outcomes = await Promise.allSettled(jobs.map((job) => handler(job.data)));
      return jobs.map((job, index) => {
        const outcome = outcomes[index];
        if (outcome?.status !== 'rejected') return { id: job.id, status: 'completed' as const };
        const error = outcome.reason instanceof Error ? outcome.reason : new Error(String(outcome.reason));
        this.onError(error);
        return { id: job.id, status: 'failed' as const, output: { message: error.message } };
      });
    };
    // One registration a worker, so that each has an id to be woken by (pg-boss wakes one per id).
    const ids: string[] = [];
    for (let worker = 0; worker < WORKERS; worker++) {
      ids.push(
        await this.boss.work<JobData[Q]>(
          queue,
          {
            pollingIntervalSeconds: POLLING_SECONDS,
            batchSize: Math.max(1, Math.ceil(concurrency / WORKERS)),
            burstWhenBatchFull: true,
            perJobResults: true,
          },
          run,
        ),
      );
    }
    this.workers.set(queue, ids);
  }

  /**
   * Runs `handler` once a minute for all the servers together: pg-boss puts one job a minute in
   * the `clock` queue, and one worker of one server takes it and runs every handler in turn (one
   * that throws does not keep the others from running; the tick then fails with its error).
   */
  async everyMinute(handler: () => Promise<void>): Promise<void> {
    if (!this.working) return;
    this.minuteHandlers.push(handler);
    if (this.minuteHandlers.length > 1) return;
    await this.boss.schedule('clock', '* * * * *');
    await this.work('clock', 1, async () => {
      const failures: unknown[] = [];
      for (const each of this.minuteHandlers) await each().catch((error: unknown) => failures.push(error));
      if (failures.length) throw failures[0];
    });
  }

  private wake(queue: QueueName): void {
    for (const id of this.workers.get(queue) ?? []) this.boss.notifyWorker(id);
  }

  /** Stops taking jobs and waits (a few seconds at most) for those running; the database stays open. */
  async stop(): Promise<void> {
    this.unsubscribe();
    for (const timer of this.timers) clearTimeout(timer);
    await this.boss.stop({ graceful: true, close: false, timeout: 5000 });
  }
}

/** Makes or upgrades the queue's schema (what `migrate` does for Bora's own tables). */
export async function installJobs(db: Db): Promise<void> {
  const boss = new PgBoss({ ...connection(db), supervise: false, schedule: false, migrate: true });
  boss.on('error', () => {
    // start() rejects with the same error.
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/** pg-boss on the database the app uses: the embedded engine itself, or the app's pool. */
function connection(db: Db): { backend: 'pglite' | 'postgres'; db: BossDb } {
  const engine = embeddedEngine(db);
  if (engine) return { backend: 'pglite', db: fromPglite(engine) };
  const client = (db as unknown as { $client: pg.Pool }).$client;
  return {
    backend: 'postgres',
    db: {
      // Without parameters, a statement may be several (pg-boss's schema changes): the simple protocol.
      executeSql: (text: string, values?: unknown[]) =>
        client.query(text, values?.length ? values : undefined),
    },
  };
}
