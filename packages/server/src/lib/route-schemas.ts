import { historyEntrySchema } from '@bora/shared/audit';
import { idParamSchema } from '@bora/shared/id';
import { problemSchema } from '@bora/shared/problem';
import { z } from 'zod';

/** `{id}` in a path: digits only (anything else, `0x1f` or `3.1e1` included, is a 404). */
export const idParams = z.object({ id: idParamSchema });

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
