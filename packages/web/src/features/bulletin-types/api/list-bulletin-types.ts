import { bulletinTypeSchema } from '@bora/shared/bulletin-type';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query.ts';
import { bulletinTypeKeys } from './keys.ts';

/** One page of `GET /api/bulletin-types/` for the list's URL state. */
export function bulletinTypesQueryOptions(apiQuery: string) {
  return pagedQueryOptions(bulletinTypeKeys.all, '/api/bulletin-types/', bulletinTypeSchema, apiQuery);
}

export function useBulletinTypes(apiQuery: string) {
  return useQuery(bulletinTypesQueryOptions(apiQuery));
}
