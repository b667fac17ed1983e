import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** What a receiver got: the headers Bora signs with, and the body as sent. */
export type Received = { path: string; headers: Record<string, string>; body: string; at: number };

/** How the receiver answers a request to a path: a status, or never (it hangs). */
export type Answer = { status: number; headers?: Record<string, string>; body?: string } | 'hang';

/**
 * A webhook receiver on 127.0.0.1 for the tests: it keeps every request and answers as `answer`
 * says for its path (204 by default); `verify` checks a request as a receiver holding `secret` does.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, Answer[]>();
  const hanging = new Set<http.ServerResponse>();
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
      const queued = answers.get(path);
      const answer: Answer = (queued && queued.length > 1 ? queued.shift() : queued?.[0]) ?? { status: 204 };
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
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
    verify(entry: Received, secret: string): unknown {
      return new Webhook(secret).verify(entry.body, {
        'webhook-id': entry.headers['webhook-id'] ?? '',
        'webhook-timestamp': entry.headers['webhook-timestamp'] ?? '',
        'webhook-signature': entry.headers['webhook-signature'] ?? '',
      });
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
