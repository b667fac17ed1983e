import type { Icon } from '@bora/shared/icon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconSetsKey } from '../../../lib/icon-sets.ts';
import { iconsKey } from './get-icons.ts';

/** Deletes an icon as it was loaded (412 if someone changed it since). */
export function deleteIcon(loaded: Icon) {
  return apiRequest(`/api/icons/${loaded.id}/`, { method: 'DELETE', ifMatch: loaded });
}

export function useDeleteIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIcon,
    onSuccess: async () => {
      // The lists, not the deleted icon's own read, which would only answer 404.
      await queryClient.invalidateQueries({ queryKey: [...iconsKey, 'list'] });
      await queryClient.invalidateQueries({ queryKey: iconSetsKey });
    },
  });
}
