import type { AddressInfo } from 'node:net';
import type { TestApp } from './helper.ts';

export type Received = { event: string; data: unknown };

/** The base URL of an app listening on a free port of its own (listened on at the first call). */
export async function listening(app: TestApp): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A client of a server-sent event stream over a real HTTP connection, as a browser's
 * EventSource reads it: every event received is kept, and a test waits for the one it expects.
 */
export class SseClient {
  readonly received: Received[] = [];
  private readonly waiting = new Set<() => void>();

  private constructor(
    readonly status: number,
    private readonly abort: AbortController,
  ) {}

  /** Opens `url`; a refused request answers its status with nothing received. */
  static async open(url: string, cookie = ''): Promise<SseClient> {
    const abort = new AbortController();
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
      signal: abort.signal,
    });
    const client = new SseClient(response.status, abort);
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      return client;
    }
    void client.read(response.body).catch(() => {});
    return client;
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        this.take(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  }

  private take(block: string) {
    const lines = block.split('\n');
    const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
    const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
    if (!event || data === undefined) return;
    this.received.push({ event, data: JSON.parse(data) });
    for (const wake of this.waiting) wake();
  }

  /** The first event of this name (received already, or within `withinMs`) that `matches`. */
  async waitFor<T = unknown>(
    event: string,
    matches: (data: T) => boolean = () => true,
    withinMs = 2000,
  ): Promise<T> {
    const found = () => this.received.find((r) => r.event === event && matches(r.data as T))?.data as T;
    return new Promise((resolve, reject) => {
      const check = () => {
        const data = found();
        if (data === undefined) return;
        clearTimeout(timer);
        this.waiting.delete(check);
        resolve(data);
      };
      const timer = setTimeout(() => {
        this.waiting.delete(check);
        reject(
          new Error(`no ${event} event as expected within ${withinMs} ms: ${JSON.stringify(this.received)}`),
        );
      }, withinMs);
      this.waiting.add(check);
      check();
    });
  }

  /** The data of the last event of this name received so far. */
  last<T = unknown>(event: string): T | undefined {
    return this.received.findLast((r) => r.event === event)?.data as T | undefined;
  }

  close(): void {
    this.abort.abort();
  }
}
