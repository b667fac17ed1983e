import { type Delivery, deliverySchema } from '@bora/shared/delivery';
import type { Webhook } from '@bora/shared/webhook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { distributionKeys } from './keys.ts';

/** `POST …/webhooks/{id}/test/`: a test event, sent now; it shows in the type's log like any delivery. */
export function testWebhook(webhook: Webhook): Promise<Delivery> {
  return apiRequest(`/api/bulletin-types/${webhook.bulletin_type_id}/webhooks/${webhook.id}/test/`, {
    method: 'POST',
    schema: deliverySchema,
  });
}

export function useTestWebhook(typeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: testWebhook,
    onSuccess: () => client.invalidateQueries({ queryKey: distributionKeys.typeDeliveries(typeId) }),
  });
}
