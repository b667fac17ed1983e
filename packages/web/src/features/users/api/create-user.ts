import { type User, type UserCreate, userSchema } from '@bora/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

export function createUser(body: UserCreate): Promise<User> {
  return apiRequest('/api/users/', { method: 'POST', body, schema: userSchema });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
