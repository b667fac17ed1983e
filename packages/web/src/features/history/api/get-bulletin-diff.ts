import { type BulletinDiff, bulletinDiffSchema } from '@bora/shared/bulletin-history';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulletinDiffKey } from '../../../lib/bulletin/bulletin-keys.ts';

/** `GET /api/bulletins/{id}/diff/?against={against}`: what changed from `against` to the bulletin. */
export function getBulletinDiff(id: number, against: number, signal?: AbortSignal): Promise<BulletinDiff> {
  return apiRequest(`/api/bulletins/${id}/diff/?against=${against}`, { schema: bulletinDiffSchema, signal });
}

/**
 * The difference as of the bulletin's `revision`: a save makes it read again, while the one shown
 * stays until the new one comes (no flicker of the highlighted cells).
 */
export function bulletinDiffQueryOptions(id: number, against: number, revision: number) {
  return queryOptions({
    queryKey: bulletinDiffKey(id, against, revision),
    queryFn: ({ signal }) => getBulletinDiff(id, against, signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[4] === against ? keepPreviousData(previous) : undefined,
    // A bad or hidden `against` is said at once: trying again answers the same.
    retry: false,
  });
}

export function useBulletinDiff(id: number, against: number | null, revision: number) {
  return useQuery({ ...bulletinDiffQueryOptions(id, against ?? 0, revision), enabled: against !== null });
}
