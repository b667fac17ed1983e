import { rmSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { EventBus } from '../lib/event-bus.ts';

/**
 * Serves the embedded database on a Unix socket, so that `npm run manage` works while this server
 * holds it. PGlite hands the notifications of a query made through the socket to that connection,
 * not to this process's listeners, so after each such query the bus is told it missed events
 * and this server's caches go.
 */
export async function sharePglite(
  pglite: PGlite,
  socketPath: string,
  events: EventBus,
): Promise<PGLiteSocketServer> {
  const heard = new Proxy(pglite, {
    get(target, property) {
      if (property === 'execProtocolRawStream') {
        return async (...args: Parameters<PGlite['execProtocolRawStream']>) => {
          try {
            return await target.execProtocolRawStream(...args);
          } finally {
            events.missedEvents();
          }
        };
      }
      // PGlite keeps its state in private fields: its methods must run on it, not on the proxy.
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  rmSync(socketPath, { force: true });
  const server = new PGLiteSocketServer({ db: heard, path: socketPath });
  await server.start();
  return server;
}
