import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDailyType, publishedBulletin } from '../features/bulletins/test-fixtures.ts';
import { makeUser, PASSWORD } from '../test/fixtures.ts';
import { createTestApp } from '../test/helper.ts';
import { makePersonas } from '../test/personas.ts';
import { Browser } from '../test/sessions.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let published: number;

beforeAll(async () => {
  t = await createTestApp({ anonymousRateLimit: 5 });
  await makeUser(t.db, 'rate-reader');
  const p = await makePersonas(t.app, t.db);
  published = await publishedBulletin(p, await makeDailyType(t.db, p, 'limit'), '2026-07-01');
});
afterAll(() => t.close());

const from = (remoteAddress: string, url = '/api/venues/') =>
  t.app.inject({ method: 'GET', url, remoteAddress });

describe('the throttle on calls without signing in', () => {
  it('answers 429 with Retry-After past the limit, before any work, from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await from('203.0.113.7')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    // The limit is not written on every answer, only on the refusal.
    expect((await from('203.0.113.8')).headers['x-ratelimit-remaining']).toBeUndefined();
    const refused = await from('203.0.113.7', '/api/public/bulletins/');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-ratelimit-limit']).toBe('5');
    expect(refused.json()).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect(refused.json().params.retry_after).toBeGreaterThan(0);
  });

  it('counts an IPv6 client by its /64, and lets another address through', async () => {
    for (let i = 0; i < 5; i++) expect((await from(`2001:db8:1:2::${i + 1}`)).statusCode).toBe(200);
    expect((await from('2001:db8:1:2::99')).statusCode).toBe(429);
    expect((await from('2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('does not count people who sign in, nor the app’s own page', async () => {
    const reader = await new Browser(t.app, { remoteAddress: '198.51.100.4' }).login('rate-reader', PASSWORD);
    for (let i = 0; i < 8; i++) expect((await reader.get('/api/venues/')).statusCode).toBe(200);
    for (let i = 0; i < 8; i++) expect((await from('198.51.100.5', '/')).statusCode).not.toBe(429);
  });

  it('counts a public answer kept in memory too, and refuses it past the limit', async () => {
    const url = `/api/public/bulletins/${published}/`;
    const first = await from('192.0.2.60', url);
    expect(first.statusCode, first.body).toBe(200);
    const etag = String(first.headers.etag);
    // Kept now: the next ones are answered before sign-in, access and caches, and still counted.
    const revalidate = () =>
      t.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.60', headers: { 'if-none-match': etag } });
    for (let i = 0; i < 4; i++) {
      const held = await revalidate();
      expect(held.statusCode).toBe(304);
      expect(held.headers['access-control-allow-origin']).toBe('*');
      expect(held.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(held.headers['x-content-type-options']).toBe('nosniff');
      expect(held.headers['set-cookie']).toBeUndefined();
    }
    const refused = await revalidate();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up by this one.
    expect((await from('192.0.2.61', url)).statusCode).toBe(200);
  });
});
