import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * Creates `dir` if needed and makes it and everything in it private to this account: directories
 * 0700, files 0600. PGlite creates its files world-readable (0666), whatever the umask, so this runs
 * again after PGlite has written; the 0700 directory keeps them private in between.
 */
export function makePrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  restrict(dir);
}

function restrict(target: string): void {
  const stat = unlessGone(() => lstatSync(target));
  // A symbolic link is left alone: chmod would change what it points to, which may be anywhere.
  if (!stat || stat.isSymbolicLink()) return;
  const wanted = stat.isDirectory() ? DIR_MODE : FILE_MODE;
  if ((stat.mode & 0o777) !== wanted) unlessGone(() => chmodSync(target, wanted));
  if (!stat.isDirectory()) return;
  for (const entry of unlessGone(() => readdirSync(target)) ?? []) restrict(path.join(target, entry));
}

/** A running database adds and removes files while we walk; one that is gone needs nothing. */
function unlessGone<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
