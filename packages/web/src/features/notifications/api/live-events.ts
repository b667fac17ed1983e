import type { NotificationPage } from '@bora/shared/notification';
import { notificationSchema } from '@bora/shared/notification';
import type { QueryClient } from '@tanstack/react-query';
import { updatePages } from './cached-pages.ts';
import { BELL_QUERY, BELL_SIZE, notificationKeys } from './keys.ts';

/** Reads the lists again, all of them or all but one (`except`, an API query). */
export function refreshLists(client: QueryClient, except?: string) {
  return client.invalidateQueries({
    queryKey: notificationKeys.lists,
    predicate: (query) => query.queryKey[2] !== except,
  });
}

/**
 * A notification arrived: it goes on top of the bell's cached page, with the new count, and the
 * other pages, whose place it changes, are read again (all of them when the event is not as the
 * contract says, or no bell page is cached).
 */
export function arrived(client: QueryClient, data: unknown) {
  const unread = unreadOf(data);
  const key = notificationKeys.list(BELL_QUERY);
  const parsed = notificationSchema.safeParse((data as { notification?: unknown } | null)?.notification);
  if (unread === null || !parsed.success || !client.getQueryData(key)) return refreshLists(client);
  const notification = parsed.data;
  client.setQueryData<NotificationPage>(key, (page) => {
    if (!page) return page;
    const known = page.results.some((n) => n.id === notification.id);
    return {
      ...page,
      count: known ? page.count : page.count + 1,
      results: (known ? page.results : [notification, ...page.results]).slice(0, BELL_SIZE),
    };
  });
  updatePages(client, (page) => ({ ...page, unread }));
  return refreshLists(client, BELL_QUERY);
}

/**
 * What is read changed (here or in another tab): the count is set at once; which ones are read
 * is not told, so the pages are read again for their marks.
 */
export function readChanged(client: QueryClient, data: unknown) {
  const unread = unreadOf(data);
  if (unread !== null) updatePages(client, (page) => ({ ...page, unread }));
  return refreshLists(client);
}

function unreadOf(data: unknown): number | null {
  const unread = (data as { unread?: unknown } | null)?.unread;
  return typeof unread === 'number' && Number.isInteger(unread) && unread >= 0 ? unread : null;
}
