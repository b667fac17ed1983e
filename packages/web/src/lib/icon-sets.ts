import { type IconSet, iconSetSchema } from '@bora/shared/icon';
import { MAX_PAGE_SIZE } from '@bora/shared/page-size';
import { pageSchema } from '@bora/shared/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import type { RouteRead } from './route-read.ts';

export const iconSetsKey = ['icon-sets'] as const;

/** Every icon set, the reference set first, then by name. */
export async function getIconSets(): Promise<IconSet[]> {
  const page = await apiRequest(`/api/icon-sets/?page_size=${MAX_PAGE_SIZE}&ordering=name`, {
    schema: pageSchema(iconSetSchema),
  });
  return [...page.results].sort(
    (a, b) => Number(b.is_reference) - Number(a.is_reference) || a.name.localeCompare(b.name),
  );
}

export const iconSetsQueryOptions = queryOptions({
  queryKey: [...iconSetsKey, 'list'],
  queryFn: getIconSets,
});

export function useIconSets() {
  return useQuery(iconSetsQueryOptions);
}

/** About credits the icon sets, the icon screens show them: their routes read them before the screen is drawn. */
export const readIconSets: RouteRead = (client) => client.prefetchQuery(iconSetsQueryOptions);
