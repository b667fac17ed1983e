import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { EventBus } from '../lib/event-bus.ts';
import { pgliteEventBus } from './events-pglite.ts';
import { postgresEventBus } from './events-postgres.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  /** `pglite` when this process owns an embedded database, `postgres` for any server connection. */
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when this process owns one (to share it over a socket). */
  pglite?: PGlite;
  migrate(): Promise<void>;
  /** Opens the event bus between the servers of this database (close it before the database). */
  openEvents(): Promise<EventBus>;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The Unix socket through which a running server shares its embedded database. */
export function pgliteSocketPath(dataDir: string): string {
  return path.join(dataDir, '.s.PGSQL.5432');
}

/** Opens an embedded PGlite database in `dataDir`, or in memory when `dataDir` is null. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(path.join(dataDir, 'pglite'));
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    openEvents: () => pgliteEventBus(client),
    close: () => client.close(),
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
    migrate: () => migratePg(db, { migrationsFolder }),
    openEvents: () => postgresEventBus(config, pool),
    close: () => pool.end(),
  };
}

/**
 * Opens the database the configuration names: PostgreSQL with a URL; otherwise the embedded one,
 * reached through the running server's socket when a server already holds it (PGlite allows
 * one process per data directory).
 */
export async function openConfigured(
  config: { databaseUrl?: string; dataDir: string },
  { shareIfRunning = false } = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const socket = pgliteSocketPath(config.dataDir);
  if (shareIfRunning && existsSync(socket)) {
    const viaServer = await openPostgres(
      { host: config.dataDir, port: 5432, database: 'postgres', user: 'postgres' },
      { max: 1 },
    );
    try {
      await viaServer.db.execute('select 1');
      return viaServer;
    } catch {
      await viaServer.close();
    }
  }
  return openPglite(config.dataDir);
}
