import { historyEntrySchema } from '@bora/shared/audit';
import { problemSchema } from '@bora/shared/problem';
import { z } from 'zod';

/** `{id}` in a path: a positive integer (anything else is a 404). */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

export const historySchema = z.array(historyEntrySchema);

/** The problem answers a write endpoint can give, for the OpenAPI document. */
export const writeProblems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};

export const readProblems = { 404: problemSchema };
