import { type BulletinCheck, bulletinCheckSchema } from '@bora/shared/bulletin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulletinCheckKey } from '../../../lib/bulletin/bulletin-keys.ts';

export function getBulletinCheck(id: number, signal?: AbortSignal): Promise<BulletinCheck> {
  return apiRequest(`/api/bulletins/${id}/check/`, { schema: bulletinCheckSchema, signal });
}

export function bulletinCheckQueryOptions(id: number) {
  return queryOptions({
    queryKey: bulletinCheckKey(id),
    queryFn: ({ signal }) => getBulletinCheck(id, signal),
  });
}

/** The check of a bulletin, read only when the screen has something to show it for. */
export function useBulletinCheck(id: number, enabled: boolean) {
  return useQuery({ ...bulletinCheckQueryOptions(id), enabled });
}
