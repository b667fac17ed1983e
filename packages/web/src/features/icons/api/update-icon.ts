import { type Icon, type IconInput, iconSchema } from '@bora/shared/icon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconsKey } from './get-icons.ts';

export type IconChanges = Partial<Omit<IconInput, 'icon_set_id'>>;

/**
 * Changes the fields of an icon as it was loaded (412 if someone changed it since);
 * `reference_icon_id` alone changes (or, null, clears) its mapping.
 */
export function updateIcon({ loaded, changes }: { loaded: Pick<Icon, 'id'>; changes: IconChanges }) {
  return apiRequest(`/api/icons/${loaded.id}/`, {
    method: 'PATCH',
    body: changes,
    schema: iconSchema,
    ifMatch: loaded,
  });
}

export function useUpdateIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIcon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: iconsKey }),
  });
}
