import type { NotificationPage } from '@bora/shared/notification';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { BELL_QUERY, notificationKeys } from './keys.ts';

/** A page of the signed-in person's notifications, newest first, with how many of all are unread. */
export function listNotifications(apiQuery: string, signal?: AbortSignal): Promise<NotificationPage> {
  return apiRequest(`/api/notifications/?${apiQuery}`, {
    signal,
    // The bell is in the first page's bundle: zod comes alongside the answer, not before it.
    schema: () => import('@bora/shared/notification').then((m) => m.notificationPageSchema),
  });
}

/**
 * Never polled, and never stale by age: the live stream (useNotificationsLive) adds what arrives,
 * refreshes what it cannot patch, and everything when it comes back after being down. The
 * previous page stays on screen while the next loads.
 */
export const notificationsQueryOptions = (apiQuery: string) =>
  queryOptions({
    queryKey: notificationKeys.list(apiQuery),
    queryFn: ({ signal }) => listNotifications(apiQuery, signal),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });

export function useNotifications(apiQuery: string, enabled = true) {
  return useQuery({ ...notificationsQueryOptions(apiQuery), enabled });
}

/** The bell's page: the ten newest, and the count of unread ones. */
export function useBellNotifications(enabled = true) {
  return useNotifications(BELL_QUERY, enabled);
}
