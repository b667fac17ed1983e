import { type BulletinType, bulletinTypeSchema } from '@bora/shared/bulletin-type';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { bulletinTypeKeys } from './bulletin-type-keys.ts';

export function getBulletinType(id: number, signal?: AbortSignal): Promise<BulletinType> {
  return apiRequest(`/api/bulletin-types/${id}/`, { schema: bulletinTypeSchema, signal });
}

export function bulletinTypeQueryOptions(id: number) {
  return queryOptions({
    queryKey: bulletinTypeKeys.detail(id),
    queryFn: ({ signal }) => getBulletinType(id, signal),
  });
}

export function useBulletinType(id: number) {
  return useQuery(bulletinTypeQueryOptions(id));
}
