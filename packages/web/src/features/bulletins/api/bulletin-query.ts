import type { BulletinDetail } from '@bora/shared/bulletin';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulletinKey } from '../../../lib/bulletin/bulletin-keys.ts';

/**
 * Reads a bulletin. Its schema is loaded beside the request, not before it: the router starts this
 * read as soon as a bulletin's address is matched (router.tsx), while the screen's code and the
 * schemas are still on their way, so this module imports neither.
 */
export function getBulletin(id: number, signal?: AbortSignal): Promise<BulletinDetail> {
  return apiRequest(`/api/bulletins/${id}/`, {
    schema: () => import('@bora/shared/bulletin').then((module) => module.bulletinDetailSchema),
    signal,
  });
}

export function bulletinQueryOptions(id: number) {
  return queryOptions({ queryKey: bulletinKey(id), queryFn: ({ signal }) => getBulletin(id, signal) });
}
