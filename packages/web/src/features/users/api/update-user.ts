import { type User, type UserUpdate, userSchema } from '@bora/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/**
 * Changes name, e-mail, staff and active of the user as it was loaded (412 if someone changed
 * the user since); deactivating ends the user's sessions.
 */
export function updateUser(loaded: User, body: Partial<UserUpdate>): Promise<User> {
  return apiRequest(`/api/users/${loaded.id}/`, {
    method: 'PATCH',
    body,
    schema: userSchema,
    ifMatch: loaded,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loaded, body }: { loaded: User; body: Partial<UserUpdate> }) => updateUser(loaded, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
