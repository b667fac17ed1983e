import { type Authority, type AuthorityInput, authoritySchema } from '@bora/shared/authority';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { authorityKeys } from './keys.ts';

/** Replaces the fields of the authority as it was loaded (PUT; 412 if it changed since); the logo is not among them. */
export function updateAuthority(loaded: Authority, body: AuthorityInput): Promise<Authority> {
  return apiRequest(`/api/authorities/${loaded.id}/`, {
    method: 'PUT',
    body,
    schema: authoritySchema,
    ifMatch: loaded,
  });
}

export function useUpdateAuthority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loaded, body }: { loaded: Authority; body: AuthorityInput }) =>
      updateAuthority(loaded, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorityKeys.all }),
  });
}
