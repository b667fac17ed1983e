import type { Page } from '@bora/shared/pagination';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type AnswerSchema, apiRequest } from './api-client.ts';

/**
 * The query options of one page of a list endpoint, keyed `[...key, 'list', apiQuery]` so that
 * invalidating `key` refreshes every page; the previous page stays on screen while the next loads.
 * The item schema may be a loader, as for any answer: a list the first screen shows (Home's
 * bulletins) then fetches zod alongside its answer instead of before the first paint.
 */
export function pagedQueryOptions<T>(
  key: readonly unknown[],
  path: string,
  item: AnswerSchema<T>,
  apiQuery: string,
) {
  const schema = async () => {
    const [{ pageSchema }, itemSchema] = await Promise.all([
      import('@bora/shared/pagination'),
      typeof item === 'function' ? item() : item,
    ]);
    return pageSchema(itemSchema) as z.ZodType<Page<T>>;
  };
  return queryOptions({
    queryKey: [...key, 'list', apiQuery],
    queryFn: ({ signal }) => apiRequest<Page<T>>(`${path}?${apiQuery}`, { schema, signal }),
    placeholderData: keepPreviousData,
  });
}
