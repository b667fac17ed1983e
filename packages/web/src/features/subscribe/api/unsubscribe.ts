import { type Subscription, subscriptionSchema } from '@bora/shared/subscription';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Ends the subscription the e-mailed link names: answers it, or null when it had ended already. */
export function unsubscribe(token: string): Promise<Subscription | null> {
  return apiRequest('/api/public/subscriptions/unsubscribe/', {
    method: 'POST',
    body: { token },
    schema: subscriptionSchema.nullable(),
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
