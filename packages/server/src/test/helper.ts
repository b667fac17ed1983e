import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { type Database, openPglite, openPgliteCopy, openPostgres } from '../db/client.ts';
import type { QueueName } from '../jobs/payloads.ts';
import type { Jobs } from '../jobs/queue.ts';
import { migrateDatabase } from '../migrate.ts';
import { scratchPostgresDatabase } from './scratch-postgres.ts';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export const testConfig: Config = {
  port: 0,
  host: '127.0.0.1',
  databaseUrl: undefined,
  dataDir: '/nonexistent',
  secretKey: 'test-secret-key-that-is-long-enough-0123456789',
  agencyName: 'Test Agency',
  companyName: 'Test Company',
  publicUrl: undefined,
  trustProxyHops: 0,
  logLevel: 'silent',
  // The suite calls as the same address thousands of times; the throttle has its own test.
  anonymousRateLimit: 0,
  anonymousWork: 4,
  adminPassword: undefined,
  demoData: false,
  tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
  tileAttribution: '© Test tiles',
  timeZone: 'Europe/Rome',
  secureCookies: false,
  // The tests' receivers listen on 127.0.0.1.
  webhookAllowPrivate: true,
  webhookTimeoutSeconds: 10,
  smtpUrl: undefined,
  mailFrom: '"Test Agency" <noreply@localhost>',
};

/** The run's migrated, empty embedded database (test/template-database.ts), read once per file. */
let pgliteTemplate: Blob | undefined;

/**
 * A migrated, empty database for one test file: in-memory PGlite, or (BORA_TEST_DB=postgres)
 * a database of its own created next to TEST_DATABASE_URL's and dropped at the end, so test
 * files can run in parallel. Both are copies of the run's template, migrated once by the global
 * setup; without one (a file run outside the suite's projects), a new database is migrated.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.BORA_TEST_DB !== 'postgres') {
    const template = inject('pgliteTemplate');
    if (template) {
      pgliteTemplate ??= new Blob([readFileSync(template)]);
      return openPgliteCopy(pgliteTemplate);
    }
    const database = await openPglite(null);
    await migrateDatabase(database);
    return database;
  }
  const template = inject('postgresTemplate');
  const scratch = await scratchPostgresDatabase(template);
  const database = await openPostgres(scratch.url, { max: 4 });
  if (!template) await migrateDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** The app on a fresh database; call `close()` in afterAll. */
export async function createTestApp(config: Partial<Config> = {}, options: TestAppOptions = {}) {
  return createTestAppOn(await openTestDatabase(), config, options);
}

/**
 * `workJobs: false`: deliveries and other jobs are enqueued but never sent (nothing writes behind a
 * test's back). `routes`: a test's own routes, added before the app is ready (to drive a plugin).
 */
export type TestAppOptions = { workJobs?: boolean; routes?: (app: TestApp) => void };

/** The app on `database`, with an event bus of its own; `close()` closes the database too. */
export async function createTestAppOn(
  database: Database,
  config: Partial<Config> = {},
  options: TestAppOptions = {},
) {
  const events = await database.openEvents();
  const app = await buildApp({
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    config: { ...testConfig, ...config },
    db: database.db,
    events,
    checkSerialization: true,
    workJobs: options.workJobs,
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    events,
    async close() {
      await app.close();
      await events.close();
      await database.close();
    },
  };
}

/**
 * Waits until the job queue has no job of `queues` running or due, on any server (see Jobs.busy):
 * then whatever they were to send has been sent, and a test may say that nothing more came.
 */
export async function drained(app: { jobs: Jobs }, queues: readonly QueueName[], withinMs = 10_000) {
  await eventually(async () => {
    const left = await app.jobs.busy(queues);
    if (left) throw new Error(`${left} jobs of ${queues.join(', ')} still running or due`);
  }, withinMs);
}

/**
 * Retries `check` until it passes or `withinMs` is over (then its last failure is thrown): for
 * what another process or the database's notifications bring in a bounded, short time.
 */
export async function eventually<T>(check: () => Promise<T>, withinMs = 2000): Promise<T> {
  const until = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
