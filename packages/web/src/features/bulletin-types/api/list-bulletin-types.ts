import type { BulletinType } from '@bora/shared/bulletin-type';
import { useQuery } from '@tanstack/react-query';
import { bulletinTypeKeys } from '../../../lib/bulletin-type/bulletin-type-keys.ts';
import { pagedQueryOptions } from '../../../lib/paged-query.ts';

/** One page of `GET /api/bulletin-types/` for the list's URL state (Home reads it too: zod loads with the answer). */
export function bulletinTypesQueryOptions(apiQuery: string) {
  return pagedQueryOptions<BulletinType>(
    bulletinTypeKeys.all,
    '/api/bulletin-types/',
    () => import('@bora/shared/bulletin-type').then((m) => m.bulletinTypeSchema),
    apiQuery,
  );
}

export function useBulletinTypes(apiQuery: string) {
  return useQuery(bulletinTypesQueryOptions(apiQuery));
}
