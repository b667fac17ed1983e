import { type Page, pageSchema } from '@bora/shared/pagination';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client.ts';

/**
 * The query options of one page of a list endpoint, keyed `[...key, 'list', apiQuery]` so that
 * invalidating `key` refreshes every page; the previous page stays on screen while the next loads.
 */
export function pagedQueryOptions<T>(
  key: readonly unknown[],
  path: string,
  item: z.ZodType<T>,
  apiQuery: string,
) {
  return queryOptions({
    queryKey: [...key, 'list', apiQuery],
    queryFn: ({ signal }) =>
      apiRequest<Page<T>>(`${path}?${apiQuery}`, { schema: pageSchema(item) as z.ZodType<Page<T>>, signal }),
    placeholderData: keepPreviousData,
  });
}
