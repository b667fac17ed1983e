import type { NotificationLive } from '@bora/shared/notification';
import {
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
} from '@bora/shared/notification';
import { booleanParam, listQuerySchema } from '@bora/shared/pagination';
import { problemSchema } from '@bora/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotAuthenticated, NotFound } from '../../lib/errors.ts';
import { tagged, writeIfCurrent } from '../../lib/etag.ts';
import { KeyedListeners } from '../../lib/keyed-listeners.ts';
import { pageOf } from '../../lib/listing.ts';
import { idParams, writeProblems } from '../../lib/route-schemas.ts';
import { type EventStream, openEventStream } from '../../lib/sse.ts';
import { privateAnswers } from '../../plugins/cache-control.ts';
import { mailChoices, mailChoicesTarget, setMailChoices } from './preferences.ts';
import { listNotifications, markRead, notificationOf, unreadCount } from './repository.ts';

const tags = ['notifications'];
const listQuery = listQuerySchema.pick({ page: true, page_size: true }).extend({
  unread: booleanParam.optional(),
});
const signedInProblems = { 401: problemSchema };

/**
 * People's notifications (the bell): each person reads, marks and hears only their own.
 */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(privateAnswers);
  const personOf = (request: { user: { id: number } | null }) => {
    if (!request.user) throw new NotAuthenticated();
    return request.user.id;
  };
  /** Tells the person's open apps, on every server, that what they have read changed. */
  const readChanged = (user: number) => app.events.publish('notifications', { user });

  app.get(
    '/api/notifications/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Your notifications, newest first (`unread=true`: the unread ones), and how many are unread',
        querystring: listQuery,
        response: { 200: notificationPageSchema, ...signedInProblems },
      },
    },
    async (request) => {
      const user = personOf(request);
      const query = { ...request.query, ordering: undefined, search: undefined };
      const { rows, count, unread } = await listNotifications(
        app.db,
        user,
        query,
        request.query.unread ?? false,
      );
      return { ...pageOf(request.url, query, count, rows), unread };
    },
  );

  app.post(
    '/api/notifications/read/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Mark all your notifications read',
        response: { 204: z.null(), ...signedInProblems },
      },
    },
    async (request, reply) => {
      const user = personOf(request);
      if (await markRead(app.db, user)) await readChanged(user);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/notifications/:id/read/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Mark one of your notifications read',
        params: idParams,
        response: { 204: z.null(), ...signedInProblems, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const user = personOf(request);
      if (!(await notificationOf(app.db, user, request.params.id)))
        throw new NotFound('You have no notification with this id.');
      if (await markRead(app.db, user, request.params.id)) await readChanged(user);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/notifications/preferences/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Which kinds of notification you are also sent by e-mail, and at which address',
        description: 'With an ETag, which the `PUT` takes as `If-Match`.',
        response: { 200: notificationPreferencesSchema, ...signedInProblems },
      },
    },
    async (request, reply) => tagged(reply, await mailChoices(app.db, personOf(request))),
  );

  app.put(
    '/api/notifications/preferences/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Choose which kinds of notification you are also sent by e-mail',
        description:
          'With `If-Match`, only while the choices are as read (the ETag of the `GET`): else 412 with the current ETag, and nothing changes.',
        body: notificationPreferencesUpdateSchema,
        response: {
          200: notificationPreferencesSchema,
          400: writeProblems[400],
          ...signedInProblems,
          412: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const user = personOf(request);
      await writeIfCurrent(app.db, request, mailChoicesTarget(user), (tx) =>
        setMailChoices(tx, user, request.body.mail),
      );
      return tagged(reply, await mailChoices(app.db, user));
    },
  );

  const listeners = new KeyedListeners<number, number | undefined>();
  const streams = new Set<EventStream>();
  const stopHearing = app.events.subscribe('notifications', ({ user, notification }) =>
    listeners.tell(user, notification),
  );
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  app.addHook('onClose', async () => stopHearing());

  app.get(
    '/api/notifications/live/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Your notifications as server-sent events: `notification` (a new one, with the unread count) and `read` (the unread count changed)',
        response: signedInProblems,
      },
    },
    async (request, reply) => {
      const user = personOf(request);
      const stream = openEventStream(reply);
      streams.add(stream);
      const send = (live: NotificationLive) => stream.send(live.event, live.data);
      const listener = async (id?: number) => {
        try {
          const unread = await unreadCount(app.db, user);
          const notification = id === undefined ? undefined : await notificationOf(app.db, user, id);
          send(
            notification
              ? { event: 'notification', data: { notification, unread } }
              : { event: 'read', data: { unread } },
          );
        } catch (error) {
          app.log.warn({ err: error }, 'a notification could not be told live');
        }
      };
      stream.onClose(listeners.add(user, listener));
      stream.onClose(() => streams.delete(stream));
      return reply;
    },
  );
};

export default notificationRoutes;
