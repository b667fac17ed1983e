import { z } from 'zod';

/** The largest id: ids are PostgreSQL `integer` serials, so nothing above 2³¹ − 1 can exist. */
export const MAX_ID = 2147483647;

export const ID_MESSAGE = `An id is a whole number from 1 to ${MAX_ID}.`;

/**
 * An id in a body, as a number from 1 to MAX_ID; `missing` is the message for a value that is
 * not a number at all (e.g. 'Choose an icon set.').
 */
export function idField(missing = ID_MESSAGE) {
  return z.number({ error: missing }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE);
}

/** The one id schema of a body: every id a client sends goes through it. */
export const idSchema = idField();

/**
 * An id written in a URL (a path segment or a query filter): decimal digits only, no sign,
 * no leading zero, no spaces, no `0x1f` or `3.1e1`, and at most MAX_ID.
 */
export const idParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, ID_MESSAGE)
  .transform(Number)
  .pipe(z.number().max(MAX_ID, ID_MESSAGE));
