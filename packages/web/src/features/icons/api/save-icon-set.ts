import { type IconSetInput, iconSetSchema } from '@bora/shared/icon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconSetsKey } from '../../../lib/icon-sets.ts';

/** Creates an icon set (no id) or replaces one's fields. */
export function saveIconSet({ id, input }: { id?: number; input: IconSetInput }) {
  return id === undefined
    ? apiRequest('/api/icon-sets/', { method: 'POST', body: input, schema: iconSetSchema })
    : apiRequest(`/api/icon-sets/${id}/`, { method: 'PUT', body: input, schema: iconSetSchema });
}

export function useSaveIconSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIconSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: iconSetsKey }),
  });
}
