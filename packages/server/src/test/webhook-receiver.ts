import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** What a receiver got: the headers Bora signs with, and the body as sent. */
export type Received = { path: string; headers: Record<string, string>; body: string; at: number };

/**
 * How the receiver answers a request to a path: a status (after `afterMs`, when given), never (it
 * hangs), or when the test says (`hold`, until `release`).
 */
export type Answer =
  | { status: number; headers?: Record<string, string>; body?: string; afterMs?: number }
  | 'hang'
  | 'hold';

/**
 * A webhook receiver on 127.0.0.1 for the tests: it keeps every request and answers as `answer`
 * says for its path (204 by default); `verify` checks a request as a receiver holding `secret` does.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, Answer[]>();
  const hanging = new Set<http.ServerResponse>();
  const held = new Map<string, (() => void)[]>();
  const timers = new Set<NodeJS.Timeout>();
  /** Requests of a path not answered yet, and the most there were at once. */
  const inFlight = new Map<string, number>();
  const mostAtOnce = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({
        path,
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const now = (inFlight.get(path) ?? 0) + 1;
      inFlight.set(path, now);
      mostAtOnce.set(path, Math.max(now, mostAtOnce.get(path) ?? 0));
      response.on('close', () => inFlight.set(path, (inFlight.get(path) ?? 1) - 1));
      const queued = answers.get(path);
      const answer: Answer = (queued && queued.length > 1 ? queued.shift() : queued?.[0]) ?? { status: 204 };
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      const send = () => {
        if (response.destroyed) return;
        if (answer === 'hold') response.writeHead(204).end();
        else response.writeHead(answer.status, answer.headers).end(answer.body);
      };
      if (answer === 'hold') {
        hanging.add(response);
        held.set(path, [...(held.get(path) ?? []), send]);
      } else if (answer.afterMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, answer.afterMs);
        timers.add(timer);
      } else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** What this path answers next, in turn; the last keeps answering. */
    answer(path: string, ...sequence: Answer[]) {
      answers.set(path, sequence);
    },
    to: (path: string) => received.filter((r) => r.path === path),
    /** How many requests to the path were waiting for an answer at once, at the most. */
    mostAtOnce: (path: string) => mostAtOnce.get(path) ?? 0,
    /** Answers 204 to the requests the path is holding. */
    release(path: string) {
      for (const send of held.get(path) ?? []) send();
      held.delete(path);
    },
    verify(entry: Received, secret: string): unknown {
      return new Webhook(secret).verify(entry.body, {
        'webhook-id': entry.headers['webhook-id'] ?? '',
        'webhook-timestamp': entry.headers['webhook-timestamp'] ?? '',
        'webhook-signature': entry.headers['webhook-signature'] ?? '',
      });
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
