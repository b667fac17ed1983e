import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../migrate.ts';
import { openPglite } from './client.ts';
import {
  EmbeddedDatabaseInUse,
  type LockHolder,
  lockEmbeddedDatabase,
  lockPath,
  tryLock,
} from './embedded-lock.ts';

// Embedded database only: the PostgreSQL project skips it.
const newDir = () => mkdtempSync(path.join(tmpdir(), 'bora-lock-'));
const COMMAND = { role: 'command', what: 'npm run manage -- test' } as const;

function writeLock(dir: string, holder: Partial<LockHolder>) {
  const full: LockHolder = {
    pid: process.pid,
    role: 'server',
    what: 'the Bora server',
    started: '2025-01-01T00:00:00.000Z',
    host: hostname(),
    ...holder,
  };
  writeFileSync(lockPath(dir), JSON.stringify(full));
}

/** Every mode under `dir`, as `relative path: octal mode`, for those that are not private. */
function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const walk = (target: string) => {
    const stat = statSync(target);
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== wanted)
      found.push(`${path.relative(dir, target)}: ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(target)) walk(path.join(target, entry));
  };
  walk(dir);
  return found;
}

describe('one owner per embedded database', () => {
  it('refuses a second open of the same directory, naming the holder, until the first closes', async () => {
    const dir = newDir();
    const first = await openPglite(dir);
    try {
      const second = openPglite(dir);
      await expect(second).rejects.toThrow(EmbeddedDatabaseInUse);
      await expect(second).rejects.toThrow(
        new RegExp(`in use by process ${process.pid} \\(the Bora server, started .+\\); stop it first`),
      );
    } finally {
      await first.close();
    }
    expect(existsSync(lockPath(dir))).toBe(false);
  }, 60000);

  it('takes over the lock of a process that is gone', async () => {
    const dir = newDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeLock(dir, { pid: gone });
    const lock = await tryLock(dir, COMMAND);
    expect(lock).not.toHaveProperty('heldBy');
    if ('release' in lock) lock.release();
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to another process',
    async () => {
      const dir = newDir();
      writeLock(dir, { pid: process.pid, processStart: 'another-boot:1' });
      const lock = await tryLock(dir, COMMAND);
      expect(lock).not.toHaveProperty('heldBy');
      if ('release' in lock) lock.release();
    },
  );

  it('waits while a command holds the directory, and gives up with a message when it goes on', async () => {
    const dir = newDir();
    const command = await lockEmbeddedDatabase(dir, COMMAND);
    await expect(
      lockEmbeddedDatabase(dir, { role: 'server', what: 'the Bora server' }, { waitMs: 300 }),
    ).rejects.toThrow(
      /in use by process \d+ \(npm run manage -- test, started .+\); it was still running after 0 s/,
    );
    const waiting = lockEmbeddedDatabase(dir, { role: 'server', what: 'the Bora server' });
    setTimeout(() => command.release(), 300);
    const server = await waiting;
    expect(server.holder.role).toBe('server');
    server.release();
  });

  it('makes the data directory and everything in it private to this account', async () => {
    const dir = path.join(newDir(), 'data');
    mkdirSync(dir, { mode: 0o755 });
    writeFileSync(path.join(dir, 'notes.txt'), 'left by an older version', { mode: 0o644 });
    chmodSync(path.join(dir, 'notes.txt'), 0o644);
    const database = await openPglite(dir);
    try {
      await migrateDatabase(database);
      expect(statSync(lockPath(dir)).mode & 0o777).toBe(0o600);
      expect(notPrivate(dir)).toEqual([]);
    } finally {
      await database.close();
    }
    expect(notPrivate(dir)).toEqual([]);
  }, 60000);
});
