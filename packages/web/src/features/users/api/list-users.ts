import { userSchema } from '@bora/shared/user';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query.ts';
import { userKeys } from './keys.ts';

/** One page of `GET /api/users/` (staff only). */
export function useUsers(apiQuery: string, enabled: boolean) {
  return useQuery({ ...pagedQueryOptions(userKeys.all, '/api/users/', userSchema, apiQuery), enabled });
}
