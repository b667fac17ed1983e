import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * Who holds an embedded database. A `server` shares it on its socket for as long as it runs; a
 * `command` (npm run manage) holds it only while it runs, so others may wait for it.
 */
export type LockHolder = {
  pid: number;
  role: 'server' | 'command';
  /** What the holder is, for people: "the Bora server", "npm run manage -- createuser". */
  what: string;
  started: string;
  host: string;
  /** Linux: boot id and start tick of the process, which tell the holder from a later process given its pid. */
  processStart?: string;
};

export type EmbeddedLock = { holder: LockHolder; release(): void };

export class EmbeddedDatabaseInUse extends Error {
  override name = 'EmbeddedDatabaseInUse';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
    advice = holder.role === 'server'
      ? 'stop it first, or set DATABASE_URL to use PostgreSQL'
      : 'wait for it to finish, or stop it',
  ) {
    super(`The embedded database in ${dataDir} is in use by ${describeHolder(holder)}; ${advice}.`);
  }
}

export function describeHolder(holder: LockHolder): string {
  const where = holder.host === hostname() ? '' : ` on ${holder.host}`;
  return `process ${holder.pid}${where} (${holder.what}, started ${holder.started})`;
}

export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'pglite.lock');
}

/**
 * Takes the lock on the embedded database in `dataDir`: a file created exclusively (O_EXCL), naming
 * this process. A lock whose process is gone (killed, or the machine restarted) is taken over.
 * Answers the live holder instead when another process has it.
 */
export async function tryLock(
  dataDir: string,
  me: Pick<LockHolder, 'role' | 'what'>,
): Promise<EmbeddedLock | { heldBy: LockHolder }> {
  const file = lockPath(dataDir);
  const holder: LockHolder = {
    pid: process.pid,
    ...me,
    started: new Date().toISOString(),
    host: hostname(),
    processStart: processStart(process.pid),
  };
  const content = JSON.stringify(holder);
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
      return ownLock(file, holder, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = await readHolder(file);
    if (found === 'gone') continue;
    if (found.holder && isAlive(found.holder)) return { heldBy: found.holder };
    takeOver(file, found.content);
  }
  throw new Error(`Could not take the lock ${file}: other processes keep taking it.`);
}

function ownLock(file: string, holder: LockHolder, content: string): EmbeddedLock {
  // Also on process.exit(), which skips the close that would release it.
  const onExit = () => release();
  process.once('exit', onExit);
  let released = false;
  function release() {
    if (released) return;
    released = true;
    process.removeListener('exit', onExit);
    try {
      if (readFileSync(file, 'utf8') === content) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  }
  return { holder, release };
}

/** The lock's content; a lock just created may still be empty for a moment, so an unreadable one is read again. */
async function readHolder(file: string): Promise<'gone' | { content: string; holder?: LockHolder }> {
  let content = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      content = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
      throw error;
    }
    try {
      return { content, holder: JSON.parse(content) as LockHolder };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  // Still unreadable after a second: its writer died between creating and writing it.
  return { content };
}

/**
 * Removes a stale lock. Two processes may find the same stale lock; the rename lets only one remove
 * it, and the other, finding that it moved a fresh lock instead, puts that one back.
 */
function takeOver(file: string, staleContent: string): void {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleContent) linkSync(aside, file);
  } catch {
    // A third process took the free place: the next attempt reads its lock.
  } finally {
    unlinkSync(aside);
  }
}

function isAlive(holder: LockHolder): boolean {
  // Another machine's processes cannot be seen from here (a data directory on a shared disk).
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // The pid is in use; after a restart (of the machine or a container) it may be another process.
  const now = processStart(holder.pid);
  return !(holder.processStart && now && now !== holder.processStart);
}

/** The boot and start time of a process on Linux; undefined elsewhere. */
function processStart(pid: number): string | undefined {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the fields after the command name, which may hold spaces, start at 3.
    const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return ticks ? `${boot}:${ticks}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock, waiting up to `waitMs` while a management command holds it (they are short);
 * throws EmbeddedDatabaseInUse at once when a server holds it, or when the wait runs out.
 */
export async function lockEmbeddedDatabase(
  dataDir: string,
  me: Pick<LockHolder, 'role' | 'what'>,
  { waitMs = 30000, onWait }: { waitMs?: number; onWait?: (holder: LockHolder) => void } = {},
): Promise<EmbeddedLock> {
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    const attempt = await tryLock(dataDir, me);
    if (!('heldBy' in attempt)) return attempt;
    const holder = attempt.heldBy;
    if (holder.role === 'server') throw new EmbeddedDatabaseInUse(dataDir, holder);
    if (Date.now() >= deadline) {
      throw new EmbeddedDatabaseInUse(
        dataDir,
        holder,
        `it was still running after ${Math.round(waitMs / 1000)} s; wait for it to finish, or stop it`,
      );
    }
    if (!told) onWait?.(holder);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
