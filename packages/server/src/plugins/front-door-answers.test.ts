import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { makeDailyType, publishedBulletin } from '../features/bulletins/test-fixtures.ts';
import { openTestDatabase, type TestApp, testConfig } from '../test/helper.ts';
import { makePersonas } from '../test/personas.ts';

/** What a client reads of an answer sent over HTTP: its status, every header, its bytes. */
type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** Every header of an answer but its date, which changes from one second to the next. */
function headersOf(answer: Answer): IncomingHttpHeaders {
  const { date, ...headers } = answer.headers;
  expect(date).toBeTruthy();
  return headers;
}

/** What every public answer says beside its body, as clients and shared caches read it. */
const PUBLIC_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'same-origin',
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag, Content-Disposition, Content-Language',
  'cache-control': 'public, max-age=60',
  vary: 'Accept-Encoding',
  connection: 'keep-alive',
  'keep-alive': 'timeout=72',
};

/**
 * A server listening on a port of its own, on a fresh database with one published bulletin, with
 * `logger` (none: the tests' default) and what Fastify itself saw of each request (its onResponse
 * hooks, which run for every request it handles).
 */
async function serverWith(
  config: Partial<Config> = {},
  logger: Parameters<typeof buildApp>[0]['logger'] = false,
  routes: (app: TestApp) => void = () => {},
) {
  const database = await openTestDatabase();
  const events = await database.openEvents();
  const app = await buildApp({ config: { ...testConfig, ...config }, db: database.db, events, logger });
  const seenByFastify: string[] = [];
  app.addHook('onResponse', (request, _reply, done) => {
    seenByFastify.push(request.url);
    done();
  });
  routes(app);
  await app.ready();
  const p = await makePersonas(app, database.db);
  const id = await publishedBulletin(p, await makeDailyType(database.db, p, 'door'), '2026-07-01');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    path: `/api/public/bulletins/${id}/`,
    seenByFastify,
    async close() {
      await app.close();
      await events.close();
      await database.close();
    },
  };
}

describe('a public answer kept in memory, sent before Fastify sees the request', () => {
  let s: Awaited<ReturnType<typeof serverWith>>;
  beforeAll(async () => {
    s = await serverWith();
  });
  afterAll(() => s.close());

  it('is the answer the route made, with the same headers, without the framework', async () => {
    const made = await get(s.base, s.path, { 'accept-encoding': 'br' });
    expect(made.status).toBe(200);
    expect(s.seenByFastify).toContain(s.path);
    s.seenByFastify.length = 0;

    const held = await get(s.base, s.path, { 'accept-encoding': 'br' });
    expect(s.seenByFastify).toEqual([]);
    expect(held.status).toBe(200);
    expect(held.body.equals(made.body)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(held.body).toString())).toMatchObject({ status: 'published' });
    expect(headersOf(held)).toEqual(headersOf(made));
    expect(headersOf(held)).toEqual({
      ...PUBLIC_HEADERS,
      etag: made.headers.etag,
      'content-type': 'application/json; charset=utf-8',
      'content-encoding': 'br',
      'content-length': String(made.body.length),
    });
  });

  it('answers 304 to a client that holds it, with the tag, the caching and the security headers', async () => {
    const { headers } = await get(s.base, s.path);
    s.seenByFastify.length = 0;
    const revalidated = await get(s.base, s.path, {
      'if-none-match': String(headers.etag),
      'accept-encoding': 'br',
    });
    expect(s.seenByFastify).toEqual([]);
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(headersOf(revalidated)).toEqual({ ...PUBLIC_HEADERS, etag: headers.etag });
  });

  it('leaves to Fastify what it keeps nothing for: another method, another route, an id spelled otherwise', async () => {
    await get(s.base, s.path);
    s.seenByFastify.length = 0;
    const spelled = s.path.replace(/\/(\d+)\/$/, '/0x$1/');
    expect((await get(s.base, spelled)).status).toBe(404);
    expect((await get(s.base, '/api/public/bulletins/')).status).toBe(200);
    const head = await new Promise<number>((resolve, reject) =>
      http
        .request(`${s.base}${s.path}`, { method: 'HEAD' }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on('error', reject)
        .end(),
    );
    expect(head).toBe(200);
    expect(s.seenByFastify).toEqual([spelled, '/api/public/bulletins/', s.path]);
  });
});

describe('a fault in finding a kept answer', () => {
  it('is left to Fastify, which answers it as a problem, and the server goes on', async () => {
    const s = await serverWith({}, false, (app) =>
      app.get(
        '/api/public/test-fault/',
        {
          config: {
            access: 'anyone',
            sessionless: true,
            heldAnswer: {
              maxAge: 60,
              find() {
                throw new Error('no answer today');
              },
            },
          },
        },
        async () => ({}),
      ),
    );
    try {
      const fault = await get(s.base, '/api/public/test-fault/');
      expect(fault.status).toBe(500);
      expect(fault.headers['content-type']).toContain('application/problem+json');
      expect(s.seenByFastify).toContain('/api/public/test-fault/');
      expect((await get(s.base, s.path)).status).toBe(200);
    } finally {
      await s.close();
    }
  });
});

describe('when every request is logged', () => {
  it('sends the same answers and headers from its first hook, and logs them', async () => {
    const lines: string[] = [];
    const logged = await serverWith(
      {},
      { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    );
    const quiet = await serverWith();
    try {
      for (const server of [logged, quiet]) await get(server.base, server.path);
      const [made, held] = [
        await get(logged.base, logged.path, { 'accept-encoding': 'br' }),
        await get(quiet.base, quiet.path, { 'accept-encoding': 'br' }),
      ];
      // Two databases: the same headers, but for the tag and the length of each one's bulletin.
      expect(headersOf(made)).toEqual({
        ...headersOf(held),
        etag: made.headers.etag,
        'content-length': String(made.body.length),
      });
      const revalidated = await get(logged.base, logged.path, { 'if-none-match': String(made.headers.etag) });
      expect(revalidated.status).toBe(304);
      expect(headersOf(revalidated)).toEqual({ ...PUBLIC_HEADERS, etag: made.headers.etag });
      expect(logged.seenByFastify.filter((url) => url === logged.path)).toHaveLength(3);
      const completed = lines.map((line) => JSON.parse(line)).filter((l) => l.msg === 'request completed');
      expect(completed.map((l) => l.res.statusCode).slice(-2)).toEqual([200, 304]);
    } finally {
      await logged.close();
      await quiet.close();
    }
  });
});

describe('the anonymous rate limit at the front door', () => {
  it('counts each client behind the trusted proxy, and refuses one past the limit with 429', async () => {
    const s = await serverWith({ anonymousRateLimit: 3, trustProxyHops: 1 });
    try {
      const from = (address: string) => get(s.base, s.path, { 'x-forwarded-for': address });
      // Made for one client, kept from then on for every other.
      expect((await from('198.51.100.1')).status).toBe(200);
      s.seenByFastify.length = 0;
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await from('203.0.113.5')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Only the refusal went on to Fastify, whose limiter sent it with Retry-After.
      expect(s.seenByFastify).toEqual([s.path]);
      const refused = await from('203.0.113.5');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another client behind the same proxy is not held up by this one.
      expect((await from('203.0.113.6')).status).toBe(200);
    } finally {
      await s.close();
    }
  });
});
