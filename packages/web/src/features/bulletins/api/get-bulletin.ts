import { type BulletinDetail, bulletinDetailSchema } from '@bora/shared/bulletin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulletinKey } from './bulletin-keys.ts';

export function getBulletin(id: number, signal?: AbortSignal): Promise<BulletinDetail> {
  return apiRequest(`/api/bulletins/${id}/`, { schema: bulletinDetailSchema, signal });
}

export function bulletinQueryOptions(id: number) {
  return queryOptions({ queryKey: bulletinKey(id), queryFn: ({ signal }) => getBulletin(id, signal) });
}

export function useBulletin(id: number) {
  return useQuery(bulletinQueryOptions(id));
}
