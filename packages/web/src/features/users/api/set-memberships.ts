import { type MembershipsInput, type User, userSchema } from '@bora/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/** Replaces all the user's memberships with this list. */
export function setMemberships(id: number, body: MembershipsInput): Promise<User> {
  return apiRequest(`/api/users/${id}/memberships/`, { method: 'PUT', body, schema: userSchema });
}

export function useSetMemberships(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MembershipsInput) => setMemberships(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        // Authorities' member lists show the same memberships.
        queryClient.invalidateQueries({ queryKey: ['authorities'] }),
      ]),
  });
}
