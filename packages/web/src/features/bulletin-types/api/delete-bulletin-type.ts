import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulletinTypeKeys } from './keys.ts';

export function deleteBulletinType(id: number) {
  return apiRequest(`/api/bulletin-types/${id}/`, { method: 'DELETE' });
}

export function useDeleteBulletinType(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteBulletinType(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulletinTypeKeys.all }),
  });
}
