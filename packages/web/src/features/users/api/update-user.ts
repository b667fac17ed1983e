import { type User, type UserUpdate, userSchema } from '@bora/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/**
 * Changes name, e-mail and staff of the user as it was loaded (412 if someone changed the user
 * since), or their active flag; deactivating ends the user's sessions. Deactivating or
 * reactivating is an explicit action, not an overwrite of fields someone else may have edited,
 * so it is sent without a version: the user signing in meanwhile must not refuse it.
 */
export function updateUser(loaded: User, body: Partial<UserUpdate>): Promise<User> {
  const toggleOnly = Object.keys(body).every((field) => field === 'is_active');
  return apiRequest(`/api/users/${loaded.id}/`, {
    method: 'PATCH',
    body,
    schema: userSchema,
    ...(toggleOnly ? {} : { ifMatch: loaded }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loaded, body }: { loaded: User; body: Partial<UserUpdate> }) => updateUser(loaded, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
