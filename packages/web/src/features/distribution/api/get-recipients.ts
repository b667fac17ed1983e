import { type Recipients, recipientsSchema } from '@bora/shared/webhook';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { distributionKeys } from './keys.ts';

/** `GET /api/bulletin-types/{id}/recipients/`: who the type's events go to now (its managers only). */
export function useRecipients(typeId: number, enabled = true) {
  return useQuery({
    queryKey: distributionKeys.recipients(typeId),
    queryFn: ({ signal }) =>
      apiRequest<Recipients>(`/api/bulletin-types/${typeId}/recipients/`, {
        schema: recipientsSchema,
        signal,
      }),
    enabled,
  });
}
