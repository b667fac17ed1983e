import { MAX_PAGE_SIZE } from '@bora/shared/page-size';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export type AuthorityChoice = { id: number; code: string; name: string; kind: string };

/** Every authority by name, for the owner pickers of icon sets, bulletin types and their filters. */
export async function getAuthorityChoices(): Promise<AuthorityChoice[]> {
  const page = await apiRequest(`/api/authorities/?page_size=${MAX_PAGE_SIZE}&ordering=name`, {
    // Loaded with the answer: Home asks for the authorities, and its first paint does without zod.
    schema: async () => {
      const [{ pageSchema }, { authoritySchema }] = await Promise.all([
        import('@bora/shared/pagination'),
        import('@bora/shared/authority'),
      ]);
      return pageSchema(authoritySchema);
    },
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
