import { type Webhook, webhookSchema } from '@bora/shared/webhook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { distributionKeys } from './keys.ts';

/** `GET /api/bulletin-types/{id}/webhooks/`: the type's webhooks (its managers only). */
export function webhooksQueryOptions(typeId: number) {
  return queryOptions({
    queryKey: distributionKeys.webhooks(typeId),
    queryFn: ({ signal }) =>
      apiRequest<Webhook[]>(`/api/bulletin-types/${typeId}/webhooks/`, {
        schema: z.array(webhookSchema),
        signal,
      }),
  });
}

export function useWebhooks(typeId: number) {
  return useQuery(webhooksQueryOptions(typeId));
}
