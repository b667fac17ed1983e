import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-size.ts';
import { textSchema } from './text-fields.ts';

/** The query every list endpoint accepts, besides its own filters. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Pages start at 1.').default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} per page.`)
    .default(DEFAULT_PAGE_SIZE),
  search: textSchema.trim().max(200).optional(),
  ordering: textSchema.trim().max(100).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A page of a list: `{count, next, previous, results}`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** A boolean query parameter: `true`/`false` (also `1`/`0`). */
export const booleanParam = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
