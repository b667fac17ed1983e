import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showError } from '../../../lib/show-error.ts';
import { asRead, cachedUnread, updatePages } from './cached-pages.ts';
import { notificationKeys } from './keys.ts';

/** Marks one of the person's notifications read (204). */
export function markRead(id: number): Promise<undefined> {
  return apiRequest(`/api/notifications/${id}/read/`, { method: 'POST' });
}

/** Marks all of the person's notifications read (204). */
export function markAllRead(): Promise<undefined> {
  return apiRequest('/api/notifications/read/', { method: 'POST' });
}

/**
 * Shown read at once, wherever it is cached, with the count one lower; the lists are read again
 * when the server has answered (a failure puts them back as they are).
 */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: (id) => {
      if (!cachedUnread(client, id)) return;
      const now = new Date().toISOString();
      updatePages(client, (page) => ({
        ...page,
        unread: Math.max(0, page.unread - 1),
        results: page.results.map((n) => (n.id === id ? asRead(n, now) : n)),
      }));
    },
    onError: (error) => showError(error),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.lists }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => {
      const now = new Date().toISOString();
      updatePages(client, (page) => ({
        ...page,
        unread: 0,
        results: page.results.map((n) => asRead(n, now)),
      }));
    },
    onError: (error) => showError(error),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.lists }),
  });
}
