import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconSetsKey } from '../../../lib/icon-sets.ts';
import { iconsKey } from './get-icons.ts';

export function deleteIcon(id: number) {
  return apiRequest(`/api/icons/${id}/`, { method: 'DELETE' });
}

export function useDeleteIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIcon,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: iconsKey });
      await queryClient.invalidateQueries({ queryKey: iconSetsKey });
    },
  });
}
