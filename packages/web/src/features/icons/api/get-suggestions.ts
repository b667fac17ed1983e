import { setSuggestionsSchema } from '@bora/shared/icon-compare';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconsKey } from './get-icons.ts';

/** For each unmapped icon of the set, the reference icons that look most alike, best first. */
export function getSuggestions(setId: number) {
  return apiRequest(`/api/icon-sets/${setId}/suggestions/`, { schema: setSuggestionsSchema });
}

export function suggestionsQueryOptions(setId: number) {
  return queryOptions({
    queryKey: [...iconsKey, 'suggestions', setId],
    queryFn: () => getSuggestions(setId),
  });
}

export function useSuggestions(setId: number, enabled = true) {
  return useQuery({ ...suggestionsQueryOptions(setId), enabled });
}
