import { sql } from 'drizzle-orm';
import { type Database, openLocked, openPostgres } from '../db/client.ts';
import { describeHolder, EmbeddedDatabaseInUse, type LockHolder, tryLock } from '../db/embedded-lock.ts';
import { makePrivate } from '../lib/private-dir.ts';

export const COMMAND_WAIT_MS = 30000;

/**
 * The database for one management command. With DATABASE_URL, PostgreSQL. The embedded database is
 * never opened by two processes: while a server holds it, the command goes through the server's
 * socket (which serves one command at a time, so it may wait its turn); while another command holds
 * it, this one waits; otherwise it takes the lock and opens the directory itself.
 */
export async function openForCommand(
  config: { databaseUrl?: string; dataDir: string },
  command: string,
  waitMs = COMMAND_WAIT_MS,
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const { dataDir } = config;
  makePrivate(dataDir);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const attempt = await tryLock(dataDir, { role: 'command', what: `npm run manage -- ${command}` });
    if (!('heldBy' in attempt)) return openLocked(dataDir, attempt);
    const holder = attempt.heldBy;
    if (holder.role === 'server') {
      const viaServer = await throughServer(dataDir, deadline - Date.now());
      if (viaServer) return viaServer;
    }
    if (Date.now() >= deadline) throw busy(dataDir, holder, waitMs);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A connection through the server's socket, or undefined while the socket is not there yet (the server is starting). */
async function throughServer(dataDir: string, timeoutMs: number): Promise<Database | undefined> {
  const database = await openPostgres(
    {
      host: dataDir,
      port: 5432,
      database: 'postgres',
      user: 'postgres',
      // The socket serves one command at a time: the others wait for their turn in its queue.
      connectionTimeoutMillis: Math.max(timeoutMs, 1),
    },
    { max: 1 },
  );
  try {
    await database.db.execute(sql`select 1`);
    return database;
  } catch {
    await database.close();
    return undefined;
  }
}

function busy(dataDir: string, holder: LockHolder, waitMs: number): Error {
  const seconds = Math.round(waitMs / 1000);
  if (holder.role !== 'server') {
    return new EmbeddedDatabaseInUse(
      dataDir,
      holder,
      `it was still running after ${seconds} s; wait for it to finish, or stop it`,
    );
  }
  return new Error(
    `The embedded database in ${dataDir} is held by ${describeHolder(holder)}, whose socket did not ` +
      `take this command within ${seconds} s (it serves one command at a time); try again later.`,
  );
}
