import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinDocuments } from '../db/schema/bulletins.ts';
import { makeDailyType, publishedBulletin } from '../features/bulletins/test-fixtures.ts';
import { fixtureWriter } from '../features/verification/test-fixtures.ts';
import { createTestApp } from '../test/helper.ts';
import { makePersonas } from '../test/personas.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;

/** A costly route of the test's own: it counts the work it starts, which waits for `gate`. */
const WORK = '/api/test-work/';
let started = 0;
let gate: Promise<void> = Promise.resolve();

const EXPORT = '/api/statistics/values.csv?bulletin_type=lim';

const from = (remoteAddress: string, url: string) => t.app.inject({ method: 'GET', url, remoteAddress });

/** Holds every slot `address` may have, until the answer is called. */
function holdAll(address: string): () => void {
  const held = [t.app.anonymousWork.take(address), t.app.anonymousWork.take(address)];
  return () => {
    for (const end of held) end?.();
  };
}

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      routes: (app) =>
        app.get(WORK, { config: { access: 'anyone', costly: { retryAfter: 7 } } }, async () => {
          started++;
          await gate;
          return { done: true };
        }),
    },
  );
  p = await makePersonas(t.app, t.db);
  type = await makeDailyType(t.db, p, 'lim');
  const write = fixtureWriter(t.db, p.home.id);
  const id = await write.bulletin('2026-07-01', 'published', type.typeId);
  await write.values(id, [[type.lido, 0, type.tmax, 20]]);
});
afterAll(() => t.close());

describe('costly work without signing in', () => {
  it('starts at most two at once from one address: the others are 429 with Retry-After, their work not started', async () => {
    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const settled: number[] = [];
    const asked = Array.from({ length: 5 }, () =>
      from('203.0.113.20', WORK).then((answer) => {
        settled.push(answer.statusCode);
        return answer;
      }),
    );
    await expect.poll(() => settled.length).toBe(3);
    expect(settled).toEqual([429, 429, 429]);
    expect(started).toBe(2);
    open();
    const answers = await Promise.all(asked);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    expect(started).toBe(2);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.headers['content-type']).toContain('application/problem+json');
    expect(refused?.headers['retry-after']).toBe('7');
    expect(refused?.json()).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect(t.app.anonymousWork.running).toBe(0);
  });

  it('refuses every costly public route past the bound, and never someone signed in or another address', async () => {
    const costly = [
      EXPORT,
      '/api/verification/pairs.csv?bulletin_type=lim',
      '/api/verification/?bulletin_type=lim',
      '/api/verification/scores.csv?bulletin_type=lim',
      '/api/icon-sets/1/suggestions/',
      '/api/icons/1/difference/?to=2',
      '/api/icon-sets/compare/',
      '/api/icon-sets/compare.pdf',
      '/api/bulletins/1/diff/',
    ];
    const free = holdAll('203.0.113.21');
    try {
      for (const url of costly) expect((await from('203.0.113.21', url)).statusCode, url).toBe(429);
      expect((await from('203.0.113.22', EXPORT)).statusCode).toBe(200);
      expect((await p.as.member.get(EXPORT)).statusCode).toBe(200);
    } finally {
      free();
    }
    expect((await from('203.0.113.21', EXPORT)).statusCode).toBe(200);
  });

  it('runs at most ANONYMOUS_WORK at once in all, whatever the addresses', async () => {
    const held = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'].map((a) =>
      t.app.anonymousWork.take(a),
    );
    try {
      expect((await from('198.51.100.5', EXPORT)).statusCode).toBe(429);
    } finally {
      for (const end of held) end?.();
    }
    expect((await from('198.51.100.5', EXPORT)).statusCode).toBe(200);
  });

  it('makes a visitor’s first document only within the bound; a kept one is sent all the same', async () => {
    const kept = await publishedBulletin(p, type, '2026-07-02');
    expect((await from('192.0.2.9', `/api/public/bulletins/${kept}/export.pdf`)).statusCode).toBe(200);
    const fresh = await publishedBulletin(p, type, '2026-07-03');
    const made = () => t.db.select().from(bulletinDocuments).where(eq(bulletinDocuments.bulletinId, fresh));
    const free = holdAll('192.0.2.9');
    try {
      const refused = await from('192.0.2.9', `/api/public/bulletins/${fresh}/export.pdf`);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await from('192.0.2.9', `/api/bulletins/${fresh}/export.pdf`)).statusCode).toBe(429);
      expect(await made()).toHaveLength(0);
      expect((await from('192.0.2.9', `/api/public/bulletins/${kept}/export.pdf`)).statusCode).toBe(200);
      expect((await p.as.member.get(`/api/bulletins/${fresh}/export.pdf`)).statusCode).toBe(200);
      expect(await made()).toHaveLength(1);
    } finally {
      free();
    }
  });

  it('gives the slot back when the answer ends, sent whole or its client gone', async () => {
    for (let i = 0; i < 5; i++) expect((await from('192.0.2.5', EXPORT)).statusCode).toBe(200);
    expect(t.app.anonymousWork.running).toBe(0);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: EXPORT }, (response) => {
          expect(response.statusCode).toBe(200);
          request.destroy();
          resolve();
        });
        request.on('error', (error) =>
          (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? 0 : reject(error),
        );
      });
    }
    await expect.poll(() => t.app.anonymousWork.running).toBe(0);
    expect((await from('127.0.0.1', EXPORT)).statusCode).toBe(200);
  });

  it('counts nobody with ANONYMOUS_WORK=0', async () => {
    const unlimited = await createTestApp({ anonymousWork: 0 });
    try {
      // It has no slot to give: were anyone counted, every export would be refused.
      const response = await unlimited.app.inject({
        method: 'GET',
        url: EXPORT,
        remoteAddress: '203.0.113.30',
      });
      expect(response.statusCode).not.toBe(429);
    } finally {
      await unlimited.close();
    }
  });

  it('lists the 429 in the OpenAPI document of each route it applies to', async () => {
    const { paths } = (await from('127.0.0.1', '/api/schema/')).json();
    for (const path of [
      '/api/statistics/values.csv',
      '/api/verification/',
      '/api/public/bulletins/{id}/export.pdf',
    ])
      expect(paths[path].get.responses['429'].description, path).toContain('ANONYMOUS_WORK');
    expect(paths['/api/venues/'].get.responses['429']).toBeUndefined();
  });
});
