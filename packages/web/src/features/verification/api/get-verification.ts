import type { Verification } from '@bora/shared/verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/verification/?…`: a type's scores for the filters in `apiQuery` (bulletin_type required). */
export function verificationQueryOptions(apiQuery: string) {
  return queryOptions({
    queryKey: ['verification', apiQuery],
    queryFn: ({ signal }) =>
      apiRequest<Verification>(`/api/verification/?${apiQuery}`, {
        schema: () => import('@bora/shared/verification').then((m) => m.verificationSchema),
        signal,
      }),
    staleTime: 60_000,
  });
}

export function useVerification(apiQuery: string, enabled: boolean) {
  return useQuery({ ...verificationQueryOptions(apiQuery), enabled });
}
