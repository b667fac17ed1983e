import { type NotificationPreferences, notificationPreferencesSchema } from '@bora/shared/notification';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export type MailChoice = Pick<NotificationPreferences, 'mail'>;

export const preferencesQueryOptions = queryOptions({
  queryKey: notificationKeys.preferences,
  queryFn: ({ signal }) =>
    apiRequest('/api/notifications/preferences/', { signal, schema: notificationPreferencesSchema }),
});

/** Which kinds the signed-in person is also told by e-mail, and the address on their account. */
export function usePreferences() {
  return useQuery(preferencesQueryOptions);
}

/**
 * Saves the kinds told by e-mail over the preferences as loaded (412 if they were changed since,
 * in another window); the answer (with the address) becomes the cached preferences.
 */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ loaded, body }: { loaded: NotificationPreferences; body: MailChoice }) =>
      apiRequest('/api/notifications/preferences/', {
        method: 'PUT',
        body,
        schema: notificationPreferencesSchema,
        ifMatch: loaded,
      }),
    onSuccess: (saved) => client.setQueryData(notificationKeys.preferences, saved),
  });
}
