import { type IconInput, iconSchema } from '@bora/shared/icon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconsKey } from './get-icons.ts';

export type IconChanges = Partial<Omit<IconInput, 'icon_set_id'>>;

/** Changes an icon's fields; `reference_icon_id` alone changes (or, null, clears) its mapping. */
export function updateIcon({ id, changes }: { id: number; changes: IconChanges }) {
  return apiRequest(`/api/icons/${id}/`, { method: 'PATCH', body: changes, schema: iconSchema });
}

export function useUpdateIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIcon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: iconsKey }),
  });
}
