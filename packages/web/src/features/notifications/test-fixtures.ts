import type { Notification, NotificationPage } from '@bora/shared/notification';

const base: Omit<Notification, 'id'> = {
  kind: 'submitted',
  created_at: '2026-03-29T09:00:00.000Z',
  read_at: null,
  bulletin_id: 41,
  bulletin_type_id: 7,
  type_name: 'Bollettino meteo Veneto',
  type_name_en: 'Veneto weather bulletin',
  issue_date: '2026-03-30',
  actor: { username: 'forecaster', name: 'Franca Rossi' },
  comment: '',
  receiver: '',
  issue_time: '',
  link: '/bulletin/41',
};

export function notification(overrides: Partial<Notification> & { id: number }): Notification {
  return { ...base, link: `/bulletin/${overrides.bulletin_id ?? base.bulletin_id}`, ...overrides };
}

/** A page of the list as the server answers it (`count` of the whole list, `unread` of all). */
export function notificationPage(
  results: Notification[],
  { count = results.length, unread = results.filter((n) => n.read_at === null).length } = {},
): NotificationPage {
  return { count, next: null, previous: null, results, unread };
}

/**
 * The notifications routes over a list the test holds: pages by `page`, `page_size` and `unread`,
 * one or all marked read (204); `items` may be changed between calls (what the server learnt).
 */
export function notificationsRoutes(items: Notification[]) {
  const unread = () => items.filter((n) => n.read_at === null);
  const markRead = (n: Notification) => Object.assign(n, { read_at: n.read_at ?? new Date().toISOString() });
  const noContent = () => new Response(null, { status: 204 });
  const routes: Record<string, (url: URL) => Response> = {
    '/api/notifications/': (url) => {
      const size = Number(url.searchParams.get('page_size') ?? 25);
      const page = Number(url.searchParams.get('page') ?? 1);
      const list = url.searchParams.get('unread') === 'true' ? unread() : items;
      const body = notificationPage(list.slice((page - 1) * size, page * size), {
        count: list.length,
        unread: unread().length,
      });
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
    '/api/notifications/read/': () => {
      items.forEach(markRead);
      return noContent();
    },
  };
  for (const n of items) {
    routes[`/api/notifications/${n.id}/read/`] = () => {
      markRead(n);
      return noContent();
    };
  }
  return routes;
}
