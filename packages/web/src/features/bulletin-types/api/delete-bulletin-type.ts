import type { BulletinType } from '@bora/shared/bulletin-type';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulletinTypeKeys } from '../../../lib/bulletin-type/bulletin-type-keys.ts';

/** Deletes a bulletin type as it was loaded (412 if someone changed it since). */
export function deleteBulletinType(loaded: BulletinType) {
  return apiRequest(`/api/bulletin-types/${loaded.id}/`, { method: 'DELETE', ifMatch: loaded });
}

export function useDeleteBulletinType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBulletinType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulletinTypeKeys.all }),
  });
}
