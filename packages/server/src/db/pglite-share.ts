import { rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import type { EventBus } from './event-bus.ts';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);
/** A connection that keeps the app waiting this long without a word is dropped (its transaction rolled back). */
const IDLE_IN_TRANSACTION_MS = 30000;

export type PgliteShare = { close(): Promise<void> };

/**
 * Serves the embedded database on a Unix socket to PostgreSQL clients (`npm run manage` while the
 * server runs). PGlite is one session shared with the app, so:
 * - one connection is served at a time; the next ones wait their turn, in order;
 * - from a connection's first message until it is idle again (out of any transaction), it holds
 *   PGlite's transaction lock, which every app query and transaction takes: its statements never
 *   run inside an app transaction, nor the app's inside its own.
 * (@electric-sql/pglite-socket queues messages on the query lock only, so a client's write could
 * land inside an app transaction and vanish with its rollback.)
 * PGlite hands the notifications a client's statements raise to that client, not to this
 * process's listeners: after each message the event bus is told it missed events, so this
 * server's caches drop whatever the client may have changed.
 */
export async function sharePglite(
  pglite: PGlite,
  socketPath: string,
  events: EventBus,
): Promise<PgliteShare> {
  // Only the process that holds the database's lock gets here: a socket file left is a dead one's.
  rmSync(socketPath, { force: true });
  const sockets = new Set<Socket>();
  let turn = Promise.resolve();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    turn = turn
      .then(() => serve(pglite, socket, events))
      .catch(() => {
        socket.destroy();
      })
      .finally(() => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  return {
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
      await turn;
    },
  };
}

async function serve(pglite: PGlite, socket: Socket, events: EventBus): Promise<void> {
  if (socket.destroyed) return;
  let pending = Buffer.alloc(0);
  let started = false;
  let release: (() => void) | undefined;
  socket.on('timeout', () => socket.destroy());
  try {
    for await (const chunk of socket) {
      pending = Buffer.concat([pending, chunk as Buffer]);
      for (;;) {
        const length = messageLength(pending, started);
        if (length === undefined) break;
        if (length < 0) return;
        const message = pending.subarray(0, length);
        pending = pending.subarray(length);
        if (!started) {
          const code = message.readInt32BE(4);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            socket.write('N');
            continue;
          }
          if (code === CANCEL_REQUEST) return; // nothing to cancel: statements run one at a time
          started = true;
        } else if (message[0] === TERMINATE) {
          return;
        }
        release ??= await holdTransactionLock(pglite);
        socket.setTimeout(IDLE_IN_TRANSACTION_MS);
        const idle = await run(pglite, message, socket);
        events.missedEvents();
        if (idle) {
          release();
          release = undefined;
          socket.setTimeout(0);
        }
      }
    }
  } finally {
    socket.destroy();
    if (release) {
      await endUnfinished(pglite);
      release();
    }
  }
}

/** The length of the first whole message in `buffer`, undefined until it has arrived, -1 when malformed. */
function messageLength(buffer: Buffer, started: boolean): number | undefined {
  // Before the startup message, messages have no type byte: length, then a code.
  const header = started ? 5 : 8;
  if (buffer.length < header) return undefined;
  const length = started ? 1 + buffer.readInt32BE(1) : buffer.readInt32BE(0);
  if (length < header - (started ? 1 : 0)) return -1;
  return buffer.length >= length ? length : undefined;
}

/** Waits for PGlite's transaction lock and keeps it until the returned function is called. */
function holdTransactionLock(pglite: PGlite): Promise<() => void> {
  return new Promise((held) => {
    void pglite._runExclusiveTransaction(() => new Promise<void>((release) => held(() => release())));
  });
}

/** Runs one message, sending PGlite's answer on; true when the session is idle after it. */
async function run(pglite: PGlite, message: Buffer, socket: Socket): Promise<boolean> {
  let tail = Buffer.alloc(0);
  await pglite.runExclusive(() =>
    pglite.execProtocolRawStream(new Uint8Array(message), {
      onRawData: (data) => {
        const copy = Buffer.from(data);
        if (!socket.destroyed) socket.write(copy);
        tail = Buffer.concat([tail, copy]).subarray(-6);
      },
    }),
  );
  // Idle means this message's answer ends with ReadyForQuery, status I (no transaction).
  return tail.length === 6 && tail[0] === READY_FOR_QUERY && tail.readInt32BE(1) === 5 && tail[5] === IDLE;
}

/** A client gone mid-way: finish its extended query and roll back its transaction before the app goes on. */
async function endUnfinished(pglite: PGlite): Promise<void> {
  const discard = { onRawData: () => {} };
  await pglite.runExclusive(async () => {
    await pglite.execProtocolRawStream(new Uint8Array(SYNC), discard);
    if (pglite.isInTransaction()) await pglite.execProtocolRawStream(simpleQuery('ROLLBACK'), discard);
  });
}

function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`);
  const message = Buffer.alloc(5 + text.length);
  message[0] = 0x51; // 'Q'
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return new Uint8Array(message);
}
