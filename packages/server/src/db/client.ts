import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { makePrivate } from '../lib/private-dir.ts';
import { type EmbeddedLock, type LockHolder, lockEmbeddedDatabase } from './embedded-lock.ts';
import type { EventBus } from './event-bus.ts';
import { pgliteEventBus } from './events-pglite.ts';
import { postgresEventBus } from './events-postgres.ts';
import { schema } from './tables.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

// Neither drizzle instance gets a `logger`: it would write every query with its parameters
// (password hashes, session ids) to the log. Failed queries are logged through `loggableError`.

export type Database = {
  db: Db;
  /** `pglite` when this process owns an embedded database, `postgres` for any server connection. */
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when this process owns one (to share it over a socket). */
  pglite?: PGlite;
  /**
   * Applies Bora's migrations, then `then` (the job queue's own schema: see migrate.ts), before an
   * embedded database's files are made private again.
   */
  migrate(then?: (db: Db) => Promise<void>): Promise<void>;
  /** Opens the event bus between the servers of this database (close it before the database). */
  openEvents(): Promise<EventBus>;
  close(): Promise<void>;
};

/** The rows of a raw query; both drivers (PGlite and node-postgres) answer them in `rows`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The Unix socket through which a running server shares its embedded database. */
export function pgliteSocketPath(dataDir: string): string {
  return path.join(dataDir, '.s.PGSQL.5432');
}

export type Owner = Pick<LockHolder, 'role' | 'what'>;
export const SERVER: Owner = { role: 'server', what: 'the Bora server' };

/**
 * Opens an embedded PGlite database in `dataDir`, or in memory when `dataDir` is null. This process
 * owns the directory until close(): it holds its lock (see embedded-lock.ts), and the directory is
 * private to this account.
 */
export async function openPglite(
  dataDir: string | null,
  owner: Owner = SERVER,
  waiting: Parameters<typeof lockEmbeddedDatabase>[2] = {},
): Promise<Database> {
  if (!dataDir) return withPglite(await PGlite.create());
  makePrivate(dataDir);
  return openLocked(dataDir, await lockEmbeddedDatabase(dataDir, owner, waiting));
}

/** An in-memory embedded database loaded from a dump of another's data directory (`dumpDataDir`). */
export async function openPgliteCopy(dump: Blob): Promise<Database> {
  return withPglite(await PGlite.create({ loadDataDir: dump }));
}

export async function openLocked(dataDir: string, lock: EmbeddedLock): Promise<Database> {
  let client: PGlite;
  try {
    client = await PGlite.create(path.join(dataDir, 'pglite'));
  } catch (error) {
    lock.release();
    throw error;
  }
  // PGlite writes its files world-readable: they are made private again after each step that adds files.
  const tidy = () => makePrivate(dataDir);
  tidy();
  return withPglite(client, {
    afterMigrate: tidy,
    afterClose() {
      tidy();
      lock.release();
    },
  });
}

function withPglite(
  client: PGlite,
  after: { afterMigrate?: () => void; afterClose?: () => void } = {},
): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    async migrate(then) {
      await migratePglite(db, { migrationsFolder });
      await then?.(db as unknown as Db);
      after.afterMigrate?.();
    },
    openEvents: () => pgliteEventBus(client),
    async close() {
      try {
        await client.close();
      } finally {
        after.afterClose?.();
      }
    },
  };
}

export type PostgresOptions = { max?: number };

/** Opens a pool on a PostgreSQL server (or on a running server's shared PGlite socket). */
export async function openPostgres(
  connection: string | pg.PoolConfig,
  options: PostgresOptions = {},
): Promise<Database> {
  const config: pg.PoolConfig =
    typeof connection === 'string' ? { connectionString: connection } : { ...connection };
  config.max = options.max ?? config.max ?? 10;
  const pool = new pg.Pool(config);
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async migrate(then) {
      await migratePg(db, { migrationsFolder });
      await then?.(db as unknown as Db);
    },
    openEvents: () => postgresEventBus(config, pool),
    close: () => pool.end(),
  };
}

/**
 * Opens the database the configuration names for the server: PostgreSQL with a URL, otherwise the
 * embedded one, which the server then owns (a second server on it refuses to start).
 */
export async function openConfigured(
  config: { databaseUrl?: string; dataDir: string },
  waiting?: Parameters<typeof lockEmbeddedDatabase>[2],
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.dataDir, SERVER, waiting);
}
