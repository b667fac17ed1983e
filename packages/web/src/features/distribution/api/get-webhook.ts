import { type Webhook, webhookSchema } from '@bora/shared/webhook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { distributionKeys } from './keys.ts';

/** `GET …/webhooks/{id}/`: one webhook with its version (ETag), which an edit saves on. */
export function webhookQueryOptions(typeId: number, id: number) {
  return queryOptions({
    queryKey: distributionKeys.webhook(typeId, id),
    queryFn: ({ signal }) =>
      apiRequest<Webhook>(`/api/bulletin-types/${typeId}/webhooks/${id}/`, { schema: webhookSchema, signal }),
    // An edit starts from the version as it is now, not as the list read it.
    staleTime: 0,
  });
}

export function useWebhook(typeId: number, id: number) {
  return useQuery(webhookQueryOptions(typeId, id));
}
