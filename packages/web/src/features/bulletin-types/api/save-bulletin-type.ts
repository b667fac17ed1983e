import { type BulletinType, type BulletinTypeInput, bulletinTypeSchema } from '@bora/shared/bulletin-type';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulletinTypeKeys } from '../../../lib/bulletin-type/bulletin-type-keys.ts';

/**
 * Creates a bulletin type (nothing loaded) or replaces one whole as it was loaded, composition
 * included (PUT; 412 if someone changed it since).
 */
export function saveBulletinType({
  loaded,
  input,
}: {
  loaded?: BulletinType;
  input: BulletinTypeInput;
}): Promise<BulletinType> {
  return loaded === undefined
    ? apiRequest('/api/bulletin-types/', { method: 'POST', body: input, schema: bulletinTypeSchema })
    : apiRequest(`/api/bulletin-types/${loaded.id}/`, {
        method: 'PUT',
        body: input,
        schema: bulletinTypeSchema,
        ifMatch: loaded,
      });
}

export function useSaveBulletinType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBulletinType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulletinTypeKeys.all }),
  });
}
