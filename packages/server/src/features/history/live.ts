import type { BulletinSignal, LivePresence } from '@bora/shared/bulletin-live';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../core/viewer.ts';
import { KeyedListeners } from '../../lib/keyed-listeners.ts';
import { Presence } from '../../lib/presence.ts';
import { idParams, readProblems } from '../../lib/route-schemas.ts';
import { type EventStream, openEventStream } from '../../lib/sse.ts';
import { visibleBulletin } from '../bulletins/fetch.ts';
import { heardLive, isInsider } from '../bulletins/visibility.ts';

/**
 * `GET /api/bulletins/{id}/live/`: the saves and state changes of a bulletin as server-sent
 * events, from whichever server they were made on (the `bulletins` channel of the bus), and,
 * for its authority's people and staff, who else has it open (`presence`). Anyone else who may
 * read it (a published bulletin's public) hears what its public history shows, as it happens
 * (`heardLive`), and is not listed.
 */
const bulletinLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const presence = new Presence(app.events);
  const watchers = new KeyedListeners<number, BulletinSignal>();
  const streams = new Set<EventStream>();
  const stopHearing = app.events.subscribe('bulletins', (signal) => watchers.tell(signal.bulletin, signal));
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  app.addHook('onClose', async () => {
    stopHearing();
    presence.close();
  });

  app.get(
    '/api/bulletins/:id/live/',
    {
      config: { access: 'anyone' },
      schema: {
        tags: ['bulletins'],
        summary:
          'Live changes of a bulletin as server-sent events: `save`, `state`, and `presence` (who else has it open, for its authority and staff)',
        params: idParams,
        response: readProblems,
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const view = await visibleBulletin(app.db, request.params.id, viewer);
      const id = view.bulletin.id;
      const stream = openEventStream(reply);
      streams.add(stream);
      stream.onClose(() => streams.delete(stream));
      const reader = { viewer, insider: isInsider(view, viewer) };
      stream.onClose(
        watchers.add(id, (signal) => {
          const heard = heardLive(signal, reader);
          if (heard) stream.send(heard.event, heard.data);
        }),
      );
      const user = request.user;
      if (user && reader.insider) {
        let shown = '';
        const person = { username: user.username, name: user.name };
        const leave = presence.join(`bulletin:${id}`, person, (people) => {
          const others: LivePresence = { viewers: people.filter((p) => p.username !== user.username) };
          const text = JSON.stringify(others);
          if (text === shown) return;
          shown = text;
          stream.send('presence', others);
        });
        stream.onClose(leave);
      }
      return reply;
    },
  );
};

export default bulletinLiveRoutes;
