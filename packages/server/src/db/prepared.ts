import { PGlite } from '@electric-sql/pglite';
import type { Db } from './client.ts';

/** What the embedded engine has been asked to prepare: the statements' names, per engine. */
const preparedIn = new WeakMap<PGlite, Set<string>>();

/** PostgreSQL's codes for a prepared statement that is missing or already there. */
const NOT_PREPARED = '26000';
const ALREADY_PREPARED = '42P05';

/** The embedded engine behind `db`, or undefined on PostgreSQL. */
export function embeddedEngine(db: Db): PGlite | undefined {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof PGlite ? client : undefined;
}

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/**
 * Runs `text` (a statement with integer parameters `$1`, `$2`, …) with `args` as a statement
 * prepared once in the embedded engine's session, answering its rows as arrays of their columns.
 * Drizzle's `.prepare(name)` prepares a statement on each PostgreSQL connection, but on PGlite it
 * sends the text to be parsed and planned again on every run: for a first page of venues that was
 * a third of the engine's work. Here the statement is `PREPARE`d once and each run is an `EXECUTE`
 * with its integers written in (never text from a request: anything but a safe integer is refused).
 * A statement the session lost (discarded by another client of the shared engine) is prepared again,
 * and one it holds by that name from elsewhere is replaced.
 */
export async function executePrepared(
  engine: PGlite,
  name: string,
  text: string,
  args: readonly number[],
): Promise<unknown[][]> {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`not a statement name: ${name}`);
  for (const arg of args) if (!Number.isSafeInteger(arg)) throw new Error(`not an integer: ${arg}`);
  const execute = `execute ${name}(${args.join(', ')})`;
  const names = preparedIn.get(engine) ?? new Set<string>();
  preparedIn.set(engine, names);
  if (!names.has(name)) await prepare(engine, name, text, names);
  try {
    return (await engine.query<unknown[]>(execute, [], { rowMode: 'array' })).rows;
  } catch (error) {
    if (codeOf(error) !== NOT_PREPARED) throw error;
    names.delete(name);
    await prepare(engine, name, text, names);
    return (await engine.query<unknown[]>(execute, [], { rowMode: 'array' })).rows;
  }
}

/** Prepares `text` as `name`, in place of any statement the session already holds by that name. */
async function prepare(engine: PGlite, name: string, text: string, names: Set<string>): Promise<void> {
  try {
    await engine.query(`prepare ${name} as ${text}`);
  } catch (error) {
    if (codeOf(error) !== ALREADY_PREPARED) throw error;
    await engine.query(`deallocate ${name}`);
    await engine.query(`prepare ${name} as ${text}`);
  }
  names.add(name);
}
