import { iconComparisonSchema } from '@bora/shared/icon-compare';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconsKey } from './get-icons.ts';

/** The query string naming the compared sets, as the comparison, its CSV and its PDF take it. */
export function comparedSetsQuery(setIds: number[]): string {
  return `sets=${setIds.join(',')}`;
}

/** The chosen sets against the reference set: rows, statuses, counts, unmapped and broken mappings. */
export function getComparison(setIds: number[]) {
  return apiRequest(`/api/icon-sets/compare/?${comparedSetsQuery(setIds)}`, { schema: iconComparisonSchema });
}

// Under the icons' key: a mapping changed anywhere refreshes the comparison.
export function comparisonQueryOptions(setIds: number[]) {
  return queryOptions({
    queryKey: [...iconsKey, 'compare', setIds],
    queryFn: () => getComparison(setIds),
    placeholderData: keepPreviousData,
  });
}

export function useComparison(setIds: number[], enabled = true) {
  return useQuery({ ...comparisonQueryOptions(setIds), enabled });
}
