import type { IconSet } from '@bora/shared/icon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconSetsKey } from '../../../lib/icon-sets.ts';
import { iconsKey } from './get-icons.ts';

/** Deletes a set with its icons, as it was loaded (412 if someone changed it since); 409 while a bulletin type uses it. */
export function deleteIconSet(loaded: IconSet) {
  return apiRequest(`/api/icon-sets/${loaded.id}/`, { method: 'DELETE', ifMatch: loaded });
}

export function useDeleteIconSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIconSet,
    onSuccess: async () => {
      // The lists, not the deleted set's own read, which would only answer 404.
      await queryClient.invalidateQueries({ queryKey: [...iconSetsKey, 'list'] });
      await queryClient.invalidateQueries({ queryKey: iconsKey });
    },
  });
}
