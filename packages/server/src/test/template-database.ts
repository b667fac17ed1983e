import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { migrateDatabase } from '../migrate.ts';
import { scratchPostgresDatabase } from './scratch-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database's data directory, as a tar file (PGlite's dump). */
    pgliteTemplate: string;
    /** A migrated, empty PostgreSQL database next to TEST_DATABASE_URL's, to create test databases from. */
    postgresTemplate: string;
  }
}

/**
 * The server suite's global setup: one migrated, empty database for the whole run, which every
 * test file's database is copied from instead of being created and migrated anew (on the embedded
 * database, starting an empty engine and migrating it took 2–4 s a file on two busy cores; loading
 * the copy takes about half a second). The project's `BORA_TEST_DB` says which database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.BORA_TEST_DB === 'postgres') return postgresTemplate(project);
  return pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bora-test-template-'));
  const file = path.join(dir, 'pglite.tar');
  const database = await openPglite(null);
  try {
    await migrateDatabase(database);
    const dump = await database.pglite?.dumpDataDir('none');
    if (!dump) throw new Error('the embedded database gave no dump');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject) {
  const template = await scratchPostgresDatabase(undefined, 'bora_template');
  const database = await openPostgres(template.url, { max: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    // A database is copied only while no one is connected to it.
    await database.close();
  }
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
