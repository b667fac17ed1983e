import { type Subscription, subscriptionSchema } from '@bora/shared/subscription';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Confirms the subscription the e-mailed link names (its token); confirming twice is confirming. */
export function confirmSubscription(token: string): Promise<Subscription> {
  return apiRequest('/api/public/subscriptions/confirm/', {
    method: 'POST',
    body: { token },
    schema: subscriptionSchema,
  });
}

export function useConfirmSubscription() {
  return useMutation({ mutationFn: confirmSubscription });
}
