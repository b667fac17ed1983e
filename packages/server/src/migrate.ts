import type { Database } from './db/client.ts';
import { installJobs } from './jobs/queue.ts';

/** Brings a database up to date: Bora's tables (drizzle's migrations), then the job queue's schema. */
export function migrateDatabase(database: Database): Promise<void> {
  return database.migrate(installJobs);
}
