import type { Notification, NotificationPage } from '@bora/shared/notification';
import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './keys.ts';

/** Changes every cached page of the list at once (the bell's and the screen's), before the server says so. */
export function updatePages(client: QueryClient, change: (page: NotificationPage) => NotificationPage) {
  client.setQueriesData<NotificationPage>({ queryKey: notificationKeys.lists }, (page) =>
    page ? change(page) : page,
  );
}

/** Whether a cached page holds this notification as unread. */
export function cachedUnread(client: QueryClient, id: number): boolean {
  return client
    .getQueriesData<NotificationPage>({ queryKey: notificationKeys.lists })
    .some(([, page]) => page?.results.some((n) => n.id === id && n.read_at === null));
}

/** The notification as read now, if it was not. */
export function asRead(notification: Notification, now: string): Notification {
  return notification.read_at === null ? { ...notification, read_at: now } : notification;
}
