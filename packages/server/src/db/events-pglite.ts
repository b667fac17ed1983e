import type { PGlite } from '@electric-sql/pglite';
import { CHANNELS, type EventBus, Subscribers, wireName } from './event-bus.ts';

/**
 * The event bus of an embedded database: its one process is the only server, and PGlite calls
 * the listeners before the query that committed the notification resolves, so a write is heard
 * by the time it returns and `settle` has nothing to wait for. PGlite hands the notifications of
 * a query made through the shared socket (a manage command) to that connection instead: the
 * socket calls `missedEvents` after each (`db/pglite-share.ts`).
 */
export async function pgliteEventBus(pglite: PGlite): Promise<EventBus> {
  const subscribers = new Subscribers();
  const unlisten = await Promise.all(
    CHANNELS.map((channel) => pglite.listen(wireName(channel), (text) => subscribers.deliver(channel, text))),
  );
  let live = true;
  return {
    async publish(channel, payload) {
      await pglite.query('select pg_notify($1, $2)', [wireName(channel), JSON.stringify(payload)]);
    },
    subscribe: (channel, handler) => subscribers.subscribe(channel, handler),
    onReset: (handler) => subscribers.onReset(handler),
    get live() {
      return live;
    },
    settle: async () => {},
    missedEvents: () => subscribers.reset(),
    async close() {
      live = false;
      subscribers.reset();
      if (pglite.closed) return;
      for (const stop of unlisten) await stop();
    },
  };
}
