import type { WaitingCount } from '@bora/shared/bulletin-waiting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulletinsKey } from '../../../lib/bulletin/bulletin-keys.ts';

/** How many bulletins wait for the signed-in person: submitted ones to review, returned ones to fix. */
export function getWaitingCount(signal?: AbortSignal): Promise<WaitingCount> {
  return apiRequest('/api/bulletins/waiting-count/', {
    signal,
    schema: () => import('@bora/shared/bulletin-waiting').then((m) => m.waitingCountSchema),
  });
}

/**
 * Under the bulletins' key, so every workflow action taken here and every change the live channel
 * tells refreshes it; what others do elsewhere is read when the window comes back, or within a minute.
 */
export const waitingCountQueryOptions = () =>
  queryOptions({
    queryKey: [...bulletinsKey, 'waiting-count'],
    queryFn: ({ signal }) => getWaitingCount(signal),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export function useWaitingCount(enabled: boolean) {
  return useQuery({ ...waitingCountQueryOptions(), enabled });
}
