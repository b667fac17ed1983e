import type { SubscriptionInput } from '@bora/shared/subscription';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Asks for a type's bulletins by e-mail. The server answers 202 whatever the address (a link to
 * confirm is on its way, or the address was subscribed already): the answer says nothing more.
 */
export function subscribe(body: SubscriptionInput): Promise<undefined> {
  return apiRequest('/api/public/subscriptions/', { method: 'POST', body });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
