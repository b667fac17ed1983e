import { type BulletinType, bulletinTypeSchema } from '@bora/shared/bulletin-type';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulletinTypeKeys } from '../../../lib/bulletin-type/bulletin-type-keys.ts';

/**
 * Retires a bulletin type that has bulletins, and so cannot be deleted (`PATCH {active: false}`
 * on the version loaded; 412 if someone changed it since): no new bulletin is started from it.
 */
export function deactivateBulletinType(loaded: BulletinType): Promise<BulletinType> {
  return apiRequest(`/api/bulletin-types/${loaded.id}/`, {
    method: 'PATCH',
    body: { active: false },
    schema: bulletinTypeSchema,
    ifMatch: loaded,
  });
}

export function useDeactivateBulletinType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateBulletinType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulletinTypeKeys.all }),
  });
}
