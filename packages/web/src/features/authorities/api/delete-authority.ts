import type { Authority } from '@bora/shared/authority';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { authorityKeys } from './keys.ts';

/** Deletes an authority as it was loaded; a 409 says what still belongs to it, a 412 that it changed since. */
export function deleteAuthority(loaded: Authority): Promise<undefined> {
  return apiRequest(`/api/authorities/${loaded.id}/`, { method: 'DELETE', ifMatch: loaded });
}

export function useDeleteAuthority(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAuthority,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: authorityKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: authorityKeys.all });
    },
  });
}
