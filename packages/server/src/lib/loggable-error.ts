import { DrizzleQueryError, getTableName } from 'drizzle-orm';
import { apiTokens, loginThrottle, sessions, users } from '../db/schema/accounts.ts';

/** Tables whose rows are credentials: password hashes, session ids, API key hashes, sign-in counters. */
const SENSITIVE_TABLES = [users, sessions, apiTokens, loginThrottle].map(getTableName);
const mentionsSensitiveTable = new RegExp(`"(${SENSITIVE_TABLES.join('|')})"`);

function failedQuery(error: unknown): DrizzleQueryError | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; depth++) {
    if (e instanceof DrizzleQueryError) return e;
    e = e.cause;
  }
  return undefined;
}

/**
 * The error as it may be written to the log. A failed query on a credentials table keeps its
 * SQL (with `$1` placeholders), its SQLSTATE and where it was thrown, but loses its parameters
 * and the database's message, which may quote them.
 */
export function loggableError(error: unknown): unknown {
  const failed = failedQuery(error);
  if (!failed || !mentionsSensitiveTable.test(failed.query)) return error;
  const code = (failed.cause as { code?: unknown } | undefined)?.code;
  const frames = (failed.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${failed.query} (parameters and database message left out: credentials table)`,
    query: failed.query,
    ...(typeof code === 'string' ? { code } : {}),
    stack: frames.join('\n'),
  };
}
