import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeDailyType } from '../bulletins/test-fixtures.ts';
import { fixtureWriter } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;

const EXPORTS = ['/api/verification/pairs.csv', '/api/statistics/values.csv'].map(
  (u) => `${u}?bulletin_type=lim`,
);

const from = (remoteAddress: string, url: string) => t.app.inject({ method: 'GET', url, remoteAddress });

beforeAll(async () => {
  t = await createTestApp({ anonymousExports: 3 });
  p = await makePersonas(t.app, t.db);
  const type = await makeDailyType(t.db, p, 'lim');
  const write = fixtureWriter(t.db, p.home.id);
  const id = await write.bulletin('2026-07-01', 'published', type.typeId);
  await write.values(id, [[type.lido, 0, type.tmax, 20]]);
  await write.observed([[type.lido, '2026-07-01', type.tmax, 21]]);
});
afterAll(() => t.close());

describe('streamed exports without signing in', () => {
  it('run at most two at once from one address: a third is 429 with Retry-After, before any reading', async () => {
    const held = [t.app.anonymousStreams.take('203.0.113.20'), t.app.anonymousStreams.take('203.0.113.20')];
    try {
      for (const url of EXPORTS) {
        const refused = await from('203.0.113.20', url);
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['content-type']).toContain('application/problem+json');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.json()).toMatchObject({ status: 429, code: 'too_many_requests' });
        // Another address, and anyone signed in, are not held up.
        expect((await from('203.0.113.21', url)).statusCode).toBe(200);
        expect((await p.as.member.get(url)).statusCode).toBe(200);
      }
    } finally {
      for (const free of held) free?.();
    }
    expect((await from('203.0.113.20', EXPORTS[0] as string)).statusCode).toBe(200);
  });

  it('run at most ANONYMOUS_EXPORTS at once in all, whatever the addresses', async () => {
    const held = ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((a) => t.app.anonymousStreams.take(a));
    try {
      expect((await from('198.51.100.4', EXPORTS[1] as string)).statusCode).toBe(429);
    } finally {
      for (const free of held) free?.();
    }
    expect((await from('198.51.100.4', EXPORTS[1] as string)).statusCode).toBe(200);
  });

  it('are not counted at all with ANONYMOUS_EXPORTS=0', async () => {
    const unlimited = await createTestApp({ anonymousExports: 0 });
    try {
      await makeDailyType(unlimited.db, await makePersonas(unlimited.app, unlimited.db), 'lim');
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        // Each export left running: its slot, were it counted, never given back.
        unlimited.app.anonymousStreams.take('203.0.113.30');
        const response = await unlimited.app.inject({
          method: 'GET',
          url: EXPORTS[0],
          remoteAddress: '203.0.113.30',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200]);
    } finally {
      await unlimited.close();
    }
  });

  it('give the slot back when an export ends, sent whole or its client gone', async () => {
    for (let i = 0; i < 5; i++)
      expect((await from('192.0.2.5', EXPORTS[i % 2] as string)).statusCode).toBe(200);
    expect(t.app.anonymousStreams.running).toBe(0);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: EXPORTS[0] }, (response) => {
          expect(response.statusCode).toBe(200);
          request.destroy();
          resolve();
        });
        request.on('error', (error) =>
          (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? 0 : reject(error),
        );
      });
    }
    await expect.poll(() => t.app.anonymousStreams.running).toBe(0);
    expect((await from('127.0.0.1', EXPORTS[0] as string)).statusCode).toBe(200);
  });
});
