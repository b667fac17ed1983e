import { type BulletinType, type BulletinTypeInput, bulletinTypeSchema } from '@bora/shared/bulletin-type';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulletinTypeKeys } from './keys.ts';

/** Creates a bulletin type (no id) or replaces one whole, composition included (PUT). */
export function saveBulletinType({
  id,
  input,
}: {
  id?: number;
  input: BulletinTypeInput;
}): Promise<BulletinType> {
  return id === undefined
    ? apiRequest('/api/bulletin-types/', { method: 'POST', body: input, schema: bulletinTypeSchema })
    : apiRequest(`/api/bulletin-types/${id}/`, { method: 'PUT', body: input, schema: bulletinTypeSchema });
}

export function useSaveBulletinType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBulletinType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulletinTypeKeys.all }),
  });
}
