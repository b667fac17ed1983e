import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openEventStream } from './sse.ts';

const closed: string[] = [];
const app = Fastify();
app.get('/events', async (_request, reply) => {
  const stream = openEventStream(reply, { heartbeatMs: 20, maxAgeMs: 120 });
  stream.onClose(() => closed.push('events'));
  stream.send('save', { revision: 2, note: 'two\nlines' });
  return reply;
});
afterAll(() => app.close());

describe('an event stream', () => {
  it('sends events as one data line of JSON, heartbeats while quiet, and ends once it is old', async () => {
    const response = await app.inject({ method: 'GET', url: '/events', payloadAsStream: true });
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    let text = '';
    for await (const chunk of response.stream()) text += chunk;
    const [retry, save, ...rest] = text.split('\n\n');
    expect(retry).toBe('retry: 3000');
    expect(save).toBe('event: save\ndata: {"revision":2,"note":"two\\nlines"}');
    expect(rest).toContain(': heartbeat');
    // It ended because it was old: the browser is asked to come back at once.
    expect(rest.filter(Boolean).at(-1)).toBe('retry: 100');
    expect(closed).toEqual(['events']);
  });
});
