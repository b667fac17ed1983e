import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, PASSWORD } from '../test/fixtures.ts';
import { createTestApp } from '../test/helper.ts';
import { Browser } from '../test/sessions.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ anonymousRateLimit: 5 });
  await makeUser(t.db, 'rate-reader');
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
});
