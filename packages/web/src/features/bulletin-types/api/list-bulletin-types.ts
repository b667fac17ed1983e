import type { BulletinType } from '@bora/shared/bulletin-type';
import { useQuery } from '@tanstack/react-query';
import { bulletinTypeKeys } from '../../../lib/bulletin-type/bulletin-type-keys.ts';
import { pagedQueryOptions } from '../../../lib/paged-query.ts';
import { listApiQuery } from '../../../lib/use-list-params.ts';

/** What the list screen's address carries besides its page: its filters, and the ordering it starts with. */
export const BULLETIN_TYPE_LIST = {
  defaults: { ordering: 'name' },
  filters: ['authority', 'active', 'icon_set'],
} as const;

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

/** The list as its screen asks for it at an address, which the route's loader starts reading before the screen is drawn. */
export function bulletinTypesAtAddress(search: URLSearchParams) {
  return bulletinTypesQueryOptions(listApiQuery(search, BULLETIN_TYPE_LIST));
}
