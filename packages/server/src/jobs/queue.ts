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
import { type Db, queryRows } from '../db/client.ts';
import { type EventBus, publishIn } from '../db/event-bus.ts';
import { embeddedEngine } from '../db/prepared.ts';
import { type JobData, type QueueName, readJob, storedJob } from './payloads.ts';
import { Runner, type Turn } from './runner.ts';

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
  // It carries an address: kept an hour once done, not a week.
  subscriptions: { ...FROM_A_CHANGE, deleteAfterSeconds: 3600 },
  notifications: FROM_A_CHANGE,
  mails: AN_EMAIL,
  'notification-mails': AN_EMAIL,
  // A tick missed is made up by the next one: scheduled work looks at what is due, not at the minute.
  clock: { retryLimit: 0, expireInSeconds: 120, deleteAfterSeconds: 3600 },
};

/**
 * How often a queue's runner looks for jobs that nothing woke it for: a job a server that died was
 * running (pg-boss hands it back once it expires), or one enqueued on another server when this one
 * missed the event. Every job enqueued wakes the runners of every server, a runner whose claim came
 * back full looks again at once, and one whose claim came back short wakes when the next job waiting
 * to start later (a retry) is due: the poll is only a safety net.
 */
const SAFETY_POLL_SECONDS = 30;
/** Grace given to the jobs running when the server stops, before they are handed back. */
const STOP_GRACE_MS = 5000;
/** pg-boss sends the minute's tick from a look every 30 s (cronWorkerIntervalSeconds). */
const CLOCK_POLL_SECONDS = 10;

export type JobHandler<Q extends QueueName> = (data: JobData[Q], turn: Turn) => Promise<void>;

/**
 * The group a job belongs to (a receiver), whose jobs a queue's `perGroup` limit counts together;
 * its `tier`, when the limit names one, sets a limit of its own.
 */
export type JobGroup = { id: string; tier?: string };

/** How a queue's jobs are worked, beyond how many at once (see Jobs.work). */
export type WorkOptions = {
  /** How often its runner looks for jobs that nothing woke it for (SAFETY_POLL_SECONDS). */
  pollSeconds?: number;
  /** Jobs this process may hold while they wait after stepping aside (Turn); none by default. */
  waiting?: number;
  /**
   * How many jobs of one group run at once on all the servers together (`default`, or its tier's);
   * a job enqueued in no group is not counted.
   */
  perGroup?: { default: number; tiers?: Record<string, number> };
};

export type JobsOptions = {
  /** Whether this process works the queues (false: it only enqueues). */
  work: boolean;
  onError: (error: Error) => void;
  /** How often runners look for jobs that nothing woke them for (SAFETY_POLL_SECONDS). */
  pollSeconds?: number;
};

/**
 * The database's job queue (pg-boss, in its own `pgboss` schema): the runners of every app server
 * share it, each job taken by one. On PGlite it runs on the app's own engine; on PostgreSQL on the
 * app's pool. A job enqueued wakes the runners of every server at once through the event bus.
 */
export class Jobs {
  private readonly runners = new Map<QueueName, Runner<unknown>>();
  private readonly unsubscribe: (() => void)[];
  private readonly minuteHandlers: (() => Promise<void>)[] = [];

  private constructor(
    private readonly db: Db,
    private readonly boss: PgBoss,
    events: EventBus,
    private readonly options: JobsOptions,
  ) {
    this.unsubscribe = [
      events.subscribe('jobs', (queue) => this.wake(queue as QueueName)),
      // Events may have been missed: one of them may have been a job's.
      events.onReset(() => {
        for (const runner of this.runners.values()) runner.wake();
      }),
    ];
  }

  /** Starts the queue on the app's database: its schema made or brought up to date, its queues made. */
  static async start(db: Db, events: EventBus, options: JobsOptions): Promise<Jobs> {
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
    return new Jobs(db, boss, events, options);
  }

  /**
   * Adds jobs in the caller's transaction `tx`, to start now or at `startAfter`; the runners of
   * every server are woken when it commits.
   */
  async enqueue<Q extends QueueName>(
    tx: Db,
    queue: Q,
    jobs: { data: JobData[Q]; startAfter?: Date; group?: JobGroup }[],
  ): Promise<void> {
    if (!jobs.length) return;
    await this.boss.insert(
      queue,
      jobs.map((job) => ({ data: storedJob<Q>(job.data), startAfter: job.startAfter, group: job.group })),
      // pg-boss's statements run on the caller's transaction (drizzle's, typed more loosely there).
      { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) },
    );
    // Heard by every server when (and only if) the transaction commits.
    await publishIn(tx, 'jobs', queue);
  }

  /**
   * Runs `handler` for the queue's jobs, up to `concurrency` at a time in this process, and as many
   * more as `options.waiting` while they wait after stepping aside, unless this process was started
   * not to work the queue (see Runner: a slot is taken again as soon as a job ends, and no wake-up is
   * lost). With `options.perGroup`, a job whose group has that many running on any server waits, and
   * the others go ahead of it. A job whose handler throws, or runs longer than the queue's
   * `expireInSeconds`, is failed and retried by the queue's rules.
   */
  async work<Q extends QueueName>(
    queue: Q,
    concurrency: number,
    handler: JobHandler<Q>,
    options: WorkOptions = {},
  ): Promise<void> {
    if (!this.options.work) return;
    const runner = new Runner<JobData[Q]>({
      slots: concurrency,
      held: concurrency + (options.waiting ?? 0),
      pollMs: (options.pollSeconds ?? this.options.pollSeconds ?? SAFETY_POLL_SECONDS) * 1000,
      claim: (count) => this.claim(queue, count, options.perGroup),
      nextDue: () => this.nextDue(queue),
      run: (job, turn) => this.runJob(queue, job, turn, handler),
      handBack: async (jobs) => {
        await this.boss.fail(queue, jobs.map(attemptOf), { message: 'The server stopped while it ran.' });
      },
      onError: this.options.onError,
    });
    this.runners.set(queue, runner as Runner<unknown>);
  }

  /**
   * Takes up to `count` of the queue's jobs due now. With a limit per group, the servers claim one at
   * a time: each counts the jobs of a group already running after the last has taken its own, so no
   * two together take a group past its limit (the embedded database has one server, whose runner
   * claims one at a time already).
   */
  private claim<Q extends QueueName>(
    queue: Q,
    count: number,
    perGroup: WorkOptions['perGroup'],
  ): Promise<Job<JobData[Q]>[]> {
    const fetch = (db?: BossDb) =>
      this.boss.fetch<JobData[Q]>(queue, { batchSize: count, groupConcurrency: perGroup, db });
    if (!perGroup || embeddedEngine(this.db)) return fetch();
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bora claims ${queue}`}))`);
      return fetch(fromDrizzle(tx as unknown as DrizzleTransactionLike, sql));
    });
  }

  /**
   * How many jobs of `queues` are running or due now, on any server (a job waiting to start later,
   * a retry, is not counted): none once the work they make, and the jobs that work enqueues, is done.
   */
  async busy(queues: readonly QueueName[]): Promise<number> {
    const names = sql.join(
      queues.map((queue) => sql`${queue}`),
      sql`, `,
    );
    const [row] = await queryRows<{ count: number }>(
      this.db,
      sql`select count(*)::int as count from pgboss.job where name in (${names})
          and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
    );
    return row?.count ?? 0;
  }

  /** When the queue's next job enqueued to start later is due (a retry's, a scheduled one's). */
  private async nextDue(queue: QueueName): Promise<Date | undefined> {
    const [next] = await queryRows<{ at: Date | string | null }>(
      this.db,
      sql`select min(start_after) as at from pgboss.job
          where name = ${queue} and state in ('created', 'retry') and start_after > now()`,
    );
    return next?.at ? new Date(next.at) : undefined;
  }

  /** Runs one job and settles it: completed, or failed (and so retried) with its error. */
  private async runJob<Q extends QueueName>(
    queue: Q,
    job: Job<JobData[Q]>,
    turn: Turn,
    handler: JobHandler<Q>,
  ) {
    let timer: NodeJS.Timeout | undefined;
    const overdue = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The job ran longer than ${job.expireInSeconds} s.`)),
        job.expireInSeconds * 1000,
      );
    });
    try {
      // A payload that does not read fails the job with the reason, like a handler that throws.
      await Promise.race([handler(readJob(queue, job.data), turn), overdue]);
      await this.boss.complete(queue, attemptOf(job));
    } catch (thrown) {
      const error = thrown instanceof Error ? thrown : new Error(String(thrown));
      this.options.onError(error);
      await this.boss.fail(queue, attemptOf(job), { message: error.message }).catch(this.options.onError);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Runs `handler` once a minute for all the servers together: pg-boss puts one job a minute in
   * the `clock` queue, and one server takes it and runs every handler in turn (one that throws does
   * not keep the others from running; the tick then fails with its error).
   */
  async everyMinute(handler: () => Promise<void>): Promise<void> {
    if (!this.options.work) return;
    this.minuteHandlers.push(handler);
    if (this.minuteHandlers.length > 1) return;
    await this.boss.schedule('clock', '* * * * *');
    // pg-boss adds the tick without a wake-up: it is looked for more often than other jobs.
    await this.work(
      'clock',
      1,
      async () => {
        const failures: unknown[] = [];
        for (const each of this.minuteHandlers) await each().catch((error: unknown) => failures.push(error));
        if (failures.length) throw failures[0];
      },
      { pollSeconds: CLOCK_POLL_SECONDS },
    );
  }

  private wake(queue: QueueName): void {
    this.runners.get(queue)?.wake();
  }

  /** Stops taking jobs and waits (a few seconds at most) for those running; the database stays open. */
  async stop(): Promise<void> {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    await Promise.all([...this.runners.values()].map((runner) => runner.stop(STOP_GRACE_MS)));
    await this.boss.stop({ graceful: true, close: false, timeout: STOP_GRACE_MS });
  }
}

/** A job as claimed: settling it does nothing once its claim has lapsed and it was taken again. */
function attemptOf(job: Job<unknown>): { id: string; retryCount: number } {
  return { id: job.id, retryCount: job.retryCount };
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
