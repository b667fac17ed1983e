import { type User, type UserUpdate, userSchema } from '@bora/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/** Changes name, e-mail, staff and active; deactivating ends the user's sessions. */
export function updateUser(id: number, body: Partial<UserUpdate>): Promise<User> {
  return apiRequest(`/api/users/${id}/`, { method: 'PATCH', body, schema: userSchema });
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<UserUpdate>) => updateUser(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
