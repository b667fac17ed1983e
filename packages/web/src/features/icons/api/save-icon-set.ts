import { type IconSet, type IconSetInput, iconSetSchema } from '@bora/shared/icon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconSetsKey } from '../../../lib/icon-sets.ts';

/** Creates an icon set (nothing loaded) or replaces the fields of one as it was loaded (412 if it changed since). */
export function saveIconSet({ loaded, input }: { loaded?: IconSet; input: IconSetInput }) {
  return loaded === undefined
    ? apiRequest('/api/icon-sets/', { method: 'POST', body: input, schema: iconSetSchema })
    : apiRequest(`/api/icon-sets/${loaded.id}/`, {
        method: 'PUT',
        body: input,
        schema: iconSetSchema,
        ifMatch: loaded,
      });
}

export function useSaveIconSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIconSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: iconSetsKey }),
  });
}
