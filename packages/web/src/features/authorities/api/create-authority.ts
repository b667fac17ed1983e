import { type Authority, type AuthorityInput, authoritySchema } from '@bora/shared/authority';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { authorityKeys } from './keys.ts';

export function createAuthority(body: AuthorityInput): Promise<Authority> {
  return apiRequest('/api/authorities/', { method: 'POST', body, schema: authoritySchema });
}

export function useCreateAuthority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAuthority,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorityKeys.all }),
  });
}
