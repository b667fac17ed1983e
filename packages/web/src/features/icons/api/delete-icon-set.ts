import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconSetsKey } from '../../../lib/icon-sets.ts';
import { iconsKey } from './get-icons.ts';

/** Deletes a set with its icons; 409 while a bulletin type uses it. */
export function deleteIconSet(id: number) {
  return apiRequest(`/api/icon-sets/${id}/`, { method: 'DELETE' });
}

export function useDeleteIconSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIconSet,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: iconSetsKey });
      await queryClient.invalidateQueries({ queryKey: iconsKey });
    },
  });
}
