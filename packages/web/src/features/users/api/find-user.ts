import { pageSchema } from '@bora/shared/pagination';
import { type User, userSchema } from '@bora/shared/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { userKeys } from './keys.ts';

/**
 * The user with this username (case-insensitive, as usernames are unique regardless of case):
 * the API finds users by id, so search and keep the exact match; a 404 problem when there is none.
 * The user is then read by id, for the version (ETag) that staff's changes are sent with.
 */
export async function findUser(username: string, signal?: AbortSignal): Promise<User> {
  const query = new URLSearchParams({ search: username, page_size: '100' });
  const page = await apiRequest(`/api/users/?${query}`, { schema: pageSchema(userSchema), signal });
  const user = page.results.find((u) => u.username.toLowerCase() === username.toLowerCase());
  if (!user) throw new ApiError({ type: 'about:blank', title: 'Not Found', status: 404 });
  return apiRequest(`/api/users/${user.id}/`, { schema: userSchema, signal });
}

export function userByUsernameQueryOptions(username: string) {
  return queryOptions({
    queryKey: userKeys.byUsername(username),
    queryFn: ({ signal }) => findUser(username, signal),
  });
}

export function useUserByUsername(username: string) {
  return useQuery(userByUsernameQueryOptions(username));
}
