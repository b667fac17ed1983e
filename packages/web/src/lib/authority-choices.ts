import { authoritySchema } from '@bora/shared/authority';
import { MAX_PAGE_SIZE, pageSchema } from '@bora/shared/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export type AuthorityChoice = { id: number; code: string; name: string; kind: string };

/** Every authority by name, for the owner pickers of icon sets, bulletin types and their filters. */
export async function getAuthorityChoices(): Promise<AuthorityChoice[]> {
  const page = await apiRequest(`/api/authorities/?page_size=${MAX_PAGE_SIZE}&ordering=name`, {
    schema: pageSchema(authoritySchema),
  });
  return page.results.map(({ id, code, name, kind }) => ({ id, code, name, kind }));
}

export const authorityChoicesQueryOptions = queryOptions({
  // Under the authorities' key, so that their changes refresh the pickers too.
  queryKey: ['authorities', 'choices'],
  queryFn: getAuthorityChoices,
  staleTime: 5 * 60_000,
});

export function useAuthorityChoices(enabled = true) {
  return useQuery({ ...authorityChoicesQueryOptions, enabled });
}
