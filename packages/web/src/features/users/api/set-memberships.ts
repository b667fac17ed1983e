import { type MembershipsInput, type User, userSchema } from '@bora/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/**
 * Replaces all the memberships of the user as loaded with this list: a whole list, so it is sent
 * with the user's version, and refused (412) if someone changed the user since.
 */
export function setMemberships(loaded: User, body: MembershipsInput): Promise<User> {
  return apiRequest(`/api/users/${loaded.id}/memberships/`, {
    method: 'PUT',
    body,
    schema: userSchema,
    ifMatch: loaded,
  });
}

export function useSetMemberships(loaded: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MembershipsInput) => setMemberships(loaded, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        // Authorities' member lists show the same memberships.
        queryClient.invalidateQueries({ queryKey: ['authorities'] }),
      ]),
  });
}
