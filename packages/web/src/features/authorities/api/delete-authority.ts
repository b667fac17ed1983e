import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { authorityKeys } from './keys.ts';

/** Deletes an authority; a 409 problem says what still belongs to it. */
export function deleteAuthority(id: number): Promise<undefined> {
  return apiRequest(`/api/authorities/${id}/`, { method: 'DELETE' });
}

export function useDeleteAuthority(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAuthority(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: authorityKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: authorityKeys.all });
    },
  });
}
