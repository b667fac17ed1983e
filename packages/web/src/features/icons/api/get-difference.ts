import { iconDifferenceSchema } from '@bora/shared/icon-compare';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconsKey } from './get-icons.ts';

/** Two icons drawn alike and compared: the difference as a number and a heat map. */
export function getDifference(iconId: number, to: number) {
  return apiRequest(`/api/icons/${iconId}/difference/?to=${to}`, { schema: iconDifferenceSchema });
}

export function differenceQueryOptions(iconId: number, to: number) {
  return queryOptions({
    queryKey: [...iconsKey, 'difference', iconId, to],
    queryFn: () => getDifference(iconId, to),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDifference(iconId: number, to: number) {
  return useQuery(differenceQueryOptions(iconId, to));
}
