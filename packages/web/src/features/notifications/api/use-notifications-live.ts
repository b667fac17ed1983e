import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followStream } from '../../../lib/event-stream.ts';

// What an event changes in the cache loads with the first event: the first page carries only the stream.
const liveEvents = () => import('./live-events.ts');

/**
 * Follows `GET /api/notifications/live/` while `enabled` (a signed-in person): a new notification
 * goes on top of the bell's list, a change of what is read sets the unread count, and the pages
 * they change are read again; after the stream was down, every page is.
 */
export function useNotificationsLive(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return followStream('/api/notifications/live/', {
      onOpen: (reopened) => {
        if (reopened) void liveEvents().then((m) => m.refreshLists(client));
      },
      events: {
        notification: (data) => void liveEvents().then((m) => m.arrived(client, data)),
        read: (data) => void liveEvents().then((m) => m.readChanged(client, data)),
      },
    });
  }, [enabled, client]);
}
