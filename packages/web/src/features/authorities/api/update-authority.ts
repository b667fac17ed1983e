import { type Authority, type AuthorityInput, authoritySchema } from '@bora/shared/authority';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { authorityKeys } from './keys.ts';

/** Replaces the authority's fields (PUT); the logo is not among them. */
export function updateAuthority(id: number, body: AuthorityInput): Promise<Authority> {
  return apiRequest(`/api/authorities/${id}/`, { method: 'PUT', body, schema: authoritySchema });
}

export function useUpdateAuthority(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AuthorityInput) => updateAuthority(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorityKeys.all }),
  });
}
