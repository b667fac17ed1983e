import { z } from 'zod';
import { textSchema } from './text-fields.ts';

/** Most keys one person may hold at once. */
export const MAX_API_TOKENS = 20;

export const apiTokenInputSchema = z.object({
  name: textSchema.trim().min(1, 'Name the key after what will use it.').max(100, 'At most 100 characters.'),
});
export type ApiTokenInput = z.infer<typeof apiTokenInputSchema>;

/** A key as its owner sees it listed: never the key itself, only its first characters. */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to creating a key: the only time the whole key is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ key: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
