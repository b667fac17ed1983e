import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** How long a browser waits before it reconnects a dropped stream; and a renewed one. */
const RETRY_MS = 3000;
const RENEW_MS = 100;
const MAX_BUFFERED_BYTES = 1024 * 1024;

export type EventStreamOptions = {
  /** Proxies and browsers drop a connection that says nothing for a minute or so. */
  heartbeatMs?: number;
  /**
   * A stream ends after this long and the browser opens it again, proving anew who it is: who
   * was signed out or lost their membership meanwhile stops hearing within this time.
   */
  maxAgeMs?: number;
};

export type EventStream = {
  /** Sends one event: its name and its data as JSON. */
  send(event: string, data: unknown): void;
  /** Runs once, when the client goes away or the stream is ended. */
  onClose(handler: () => void): void;
  end(): void;
};

/**
 * Answers the request with a stream of server-sent events (text/event-stream) that stays open
 * until the client leaves or `end()`. The answer goes out through Fastify, so every answer's
 * headers (security, cookies) are on it too. A comment every `heartbeatMs` keeps it open.
 */
export function openEventStream(
  reply: FastifyReply,
  { heartbeatMs = 20_000, maxAgeMs = 10 * 60_000 }: EventStreamOptions = {},
): EventStream {
  const body = new PassThrough();
  const handlers: (() => void)[] = [];
  let open = true;
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
  heartbeat.unref();
  // An old stream is renewed at once: the browser is back before anyone sees it leave.
  const expiry = setTimeout(() => close(RENEW_MS), maxAgeMs);
  expiry.unref();

  function write(text: string) {
    if (!open) return;
    body.write(text);
    // A client that does not read is let go rather than kept in memory: it reconnects and reads anew.
    if (body.writableLength > MAX_BUFFERED_BYTES) close();
  }
  /** Ends the stream; `reconnectMs`: how soon the browser should open it again. */
  function close(reconnectMs?: number) {
    if (!open) return;
    if (reconnectMs !== undefined) body.write(`retry: ${reconnectMs}\n\n`);
    open = false;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    for (const handler of handlers) handler();
    body.end();
  }

  reply.raw.once('close', () => close());
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store, no-transform')
    // Nginx and its kin would otherwise hold events back in their buffers.
    .header('x-accel-buffering', 'no')
    // The connection ends with the stream, so that a closing server is not kept waiting for it.
    .header('connection', 'close');
  write(`retry: ${RETRY_MS}\n\n`);
  void reply.send(body);

  return {
    send(event, data) {
      // JSON has no raw line breaks, so one `data:` line carries it whole.
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose(handler) {
      if (open) handlers.push(handler);
      else handler();
    },
    end: () => close(),
  };
}
