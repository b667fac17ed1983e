import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CHANNELS, type EventBus, Subscribers, wireName } from './event-bus.ts';

/** Marks that come back through LISTEN to show that every earlier event has arrived. */
const SETTLE = wireName('settle');
const SETTLE_TIMEOUT_MS = 2000;
/** How often the listening connection proves it still hears (a silent network drop does not error). */
const HEARTBEAT_MS = 30_000;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;

/**
 * The event bus on a PostgreSQL server: LISTEN on a dedicated connection, NOTIFY through the
 * pool. When the listening connection drops, every subscriber is reset and the bus is not live
 * until it listens again (it retries with a growing pause); it resets again then, since it cannot
 * know what it missed meanwhile. Answers once the first attempt to listen is over, so a server
 * that starts with its database reachable starts with its caches on.
 */
export async function postgresEventBus(connection: pg.ClientConfig, pool: pg.Pool): Promise<EventBus> {
  const subscribers = new Subscribers();
  const settling = new Map<string, () => void>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let pause = RECONNECT_MIN_MS;
  let retry: NodeJS.Timeout | undefined;
  let connecting: Promise<void> | undefined;

  function lost(from: pg.Client) {
    if (client !== from) return;
    client = null;
    live = false;
    subscribers.reset();
    from.end().catch(() => {});
    if (!closed) {
      retry = setTimeout(() => void connect(), pause);
      pause = Math.min(pause * 2, RECONNECT_MAX_MS);
    }
  }

  async function listen() {
    const next = new pg.Client({ ...connection, keepAlive: true });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', ({ channel, payload = '' }) => {
      if (channel === SETTLE) settling.get(payload)?.();
      else subscribers.deliver(channel.slice(wireName('').length), payload);
    });
    client = next;
    try {
      await next.connect();
      await next.query([SETTLE, ...CHANNELS.map(wireName)].map((c) => `LISTEN ${c}`).join(';'));
    } catch {
      lost(next);
      return;
    }
    if (client !== next) return;
    live = true;
    pause = RECONNECT_MIN_MS;
    subscribers.reset();
  }

  function connect(): Promise<void> {
    if (closed) return Promise.resolve();
    connecting = listen();
    return connecting;
  }

  async function settle(): Promise<void> {
    const listener = client;
    if (!live || !listener) return;
    const mark = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      settling.set(mark, () => resolve(true));
      timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
    });
    try {
      await pool.query('select pg_notify($1, $2)', [SETTLE, mark]);
      if (!(await arrived)) lost(listener);
    } catch {
      // Whatever broke, this server cannot tell that it heard everything: its caches go.
      lost(listener);
    } finally {
      clearTimeout(timer);
      settling.delete(mark);
    }
  }

  const heartbeat = setInterval(() => void settle().catch(() => {}), HEARTBEAT_MS);
  heartbeat.unref();
  await connect();

  return {
    async publish(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [wireName(channel), JSON.stringify(payload)]);
    },
    subscribe: (channel, handler) => subscribers.subscribe(channel, handler),
    onReset: (handler) => subscribers.onReset(handler),
    missedEvents: () => subscribers.reset(),
    get live() {
      return live;
    },
    settle,
    async close() {
      closed = true;
      live = false;
      clearInterval(heartbeat);
      clearTimeout(retry);
      await connecting;
      const last = client;
      client = null;
      subscribers.reset();
      await last?.end().catch(() => {});
    },
  };
}
