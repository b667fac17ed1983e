import {
  type Webhook,
  type WebhookInput,
  type WebhookPatch,
  type WebhookWithSecret,
  webhookSchema,
  webhookWithSecretSchema,
} from '@bora/shared/webhook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { distributionKeys } from './keys.ts';

/** `POST …/webhooks/`: the answer carries the secret, the only time it is shown. */
export function createWebhook(typeId: number, body: WebhookInput): Promise<WebhookWithSecret> {
  return apiRequest(`/api/bulletin-types/${typeId}/webhooks/`, {
    method: 'POST',
    body,
    schema: webhookWithSecretSchema,
  });
}

/**
 * `PATCH …/webhooks/{id}/` on the webhook as it was loaded: with its version when it came from its
 * detail (412 if someone changed it since), as it is otherwise (a switch on or off).
 */
export function changeWebhook(loaded: Webhook, body: WebhookPatch): Promise<Webhook> {
  return apiRequest(`/api/bulletin-types/${loaded.bulletin_type_id}/webhooks/${loaded.id}/`, {
    method: 'PATCH',
    body,
    schema: webhookSchema,
    ifMatch: loaded,
  });
}

/** A new secret, answered this once; the old one keeps signing beside it for a day. */
export function rotateSecret(loaded: Webhook): Promise<WebhookWithSecret> {
  return apiRequest(`/api/bulletin-types/${loaded.bulletin_type_id}/webhooks/${loaded.id}/`, {
    method: 'PATCH',
    body: { rotate_secret: true },
    schema: webhookWithSecretSchema,
  });
}

export function removeWebhook(loaded: Webhook): Promise<undefined> {
  return apiRequest(`/api/bulletin-types/${loaded.bulletin_type_id}/webhooks/${loaded.id}/`, {
    method: 'DELETE',
  });
}

/** Every write to a type's webhooks refreshes its list (and the detail an edit read). */
function useWebhookMutation<V, R>(typeId: number, mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: distributionKeys.webhooks(typeId) }),
  });
}

export function useCreateWebhook(typeId: number) {
  return useWebhookMutation(typeId, (body: WebhookInput) => createWebhook(typeId, body));
}

export function useChangeWebhook(typeId: number) {
  return useWebhookMutation(typeId, ({ loaded, body }: { loaded: Webhook; body: WebhookPatch }) =>
    changeWebhook(loaded, body),
  );
}

export function useRotateSecret(typeId: number) {
  return useWebhookMutation(typeId, rotateSecret);
}

export function useRemoveWebhook(typeId: number) {
  return useWebhookMutation(typeId, removeWebhook);
}
