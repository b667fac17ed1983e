import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser, PASSWORD } from '../test/fixtures.ts';
import { createTestApp } from '../test/helper.ts';
import { Browser, type Via } from '../test/sessions.ts';
import {
  afterFailure,
  clientNetwork,
  delayAfter,
  FORGET_AFTER_MS,
  FREE_FAILURES_PER_ADDRESS,
  FREE_FAILURES_PER_USERNAME,
  MAX_DELAY_MS,
} from './login-throttle.ts';

describe('the delay after repeated failures', () => {
  it('lets the free failures through, then doubles from 1 s up to 15 minutes', () => {
    const free = 5;
    expect([1, 2, 3, 4].map((n) => delayAfter(n, free))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map((n) => delayAfter(n, free))).toEqual([1000, 2000, 4000, 8000]);
    expect(delayAfter(15, free)).toBe(MAX_DELAY_MS);
    expect(delayAfter(5000, free)).toBe(MAX_DELAY_MS);
  });

  it('forgets a counter after an hour without failures', () => {
    const then = new Date('2030-01-01T10:00:00Z');
    const counter = { failures: 9, lastFailureAt: then, blockedUntil: null };
    const soon = new Date(then.getTime() + 60_000);
    expect(afterFailure(counter, soon, 5).failures).toBe(10);
    const later = new Date(then.getTime() + FORGET_AFTER_MS + 1);
    expect(afterFailure(counter, later, 5)).toEqual({
      failures: 1,
      lastFailureAt: later,
      blockedUntil: null,
    });
  });
});

describe('whom the address counters count', () => {
  it('counts an IPv4 address alone, and an IPv6 address with its whole /64 network', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(clientNetwork('2001:db8:aa:bb::9')).toBe('2001:db8:aa:bb::/64');
    expect(clientNetwork('2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });
});

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['target', 'owner', 'waiter']) await makeUser(t.db, name);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Stops the clock, so every attempt of a burst happens at the same instant. */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
}

const attempt = (username: string, password: string, via: Via) =>
  new Browser(t.app, via).submitLogin(username, password);

describe('sign-in throttle', () => {
  it('checks exactly the allowed number of 120 parallel wrong passwords; the others wait', async () => {
    freezeClock();
    const via = { remoteAddress: '203.0.113.10' };
    const answers = await Promise.all(
      Array.from({ length: 120 }, () => attempt('target', 'wrong-password', via)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(FREE_FAILURES_PER_USERNAME);
    expect(statuses.filter((s) => s === 429)).toHaveLength(120 - FREE_FAILURES_PER_USERNAME);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.headers['retry-after']).toBe('1');
    expect(refused?.body).toContain('Too many failed sign-in attempts. Try again in 1 second.');

    // Even the right password waits from that address…
    expect((await attempt('target', PASSWORD, via)).statusCode).toBe(429);
    // …but the owner elsewhere is not locked out.
    expect((await attempt('target', PASSWORD, { remoteAddress: '198.51.100.20' })).statusCode).toBe(303);
  });

  it('makes each further failure wait twice as long, and lets the owner in once the wait is over', async () => {
    freezeClock();
    const via = { remoteAddress: '203.0.113.11' };
    for (let i = 0; i < FREE_FAILURES_PER_USERNAME; i++) {
      expect((await attempt('waiter', 'wrong-password', via)).statusCode).toBe(400);
    }
    vi.setSystemTime(Date.now() + 1001);
    expect((await attempt('waiter', 'wrong-password', via)).statusCode).toBe(400);
    vi.setSystemTime(Date.now() + 1001);
    const early = await attempt('waiter', PASSWORD, via);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    vi.setSystemTime(Date.now() + 1000);
    expect((await attempt('waiter', PASSWORD, via)).statusCode).toBe(303);
    // The right password cleared the counter: the next mistake is free again.
    expect((await attempt('waiter', 'wrong-password', via)).statusCode).toBe(400);
  });

  it('counts the addresses of one IPv6 /64 network together', async () => {
    freezeClock();
    for (let i = 0; i < FREE_FAILURES_PER_USERNAME; i++) {
      const via = { remoteAddress: `2001:db8:1:2::${i + 1}` };
      expect((await attempt('owner', 'wrong-password', via)).statusCode).toBe(400);
    }
    expect((await attempt('owner', PASSWORD, { remoteAddress: '2001:db8:1:2::99' })).statusCode).toBe(429);
    expect((await attempt('owner', PASSWORD, { remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(303);
  });

  it('slows down an address that sprays one password over many usernames', async () => {
    freezeClock();
    const via = { remoteAddress: '203.0.113.12' };
    const answers = await Promise.all(
      Array.from({ length: FREE_FAILURES_PER_ADDRESS + 10 }, (_, i) =>
        attempt(`nobody${i}`, 'Summer2030!', via),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(FREE_FAILURES_PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect((await attempt('owner', PASSWORD, via)).statusCode).toBe(429);
    expect((await attempt('owner', PASSWORD, { remoteAddress: '198.51.100.21' })).statusCode).toBe(303);
  });
});

describe('the client address behind proxies', () => {
  it('ignores X-Forwarded-For by default: rotating it does not escape the throttle', async () => {
    freezeClock();
    const from = (forwarded: string) => ({
      remoteAddress: '203.0.113.40',
      headers: { 'x-forwarded-for': forwarded },
    });
    for (let i = 0; i < FREE_FAILURES_PER_USERNAME; i++) {
      expect((await attempt('owner', 'wrong-password', from(`192.0.2.${i}`))).statusCode).toBe(400);
    }
    expect((await attempt('owner', 'wrong-password', from('192.0.2.99'))).statusCode).toBe(429);
    // Nor can anyone lock the owner out by claiming the owner's address.
    expect((await attempt('owner', PASSWORD, { remoteAddress: '192.0.2.1' })).statusCode).toBe(303);
  });

  it('with TRUST_PROXY_HOPS=1, takes the address the proxy appended, not what the client claimed', async () => {
    const proxied = await createTestApp({ trustProxyHops: 1 });
    try {
      await makeUser(proxied.db, 'behind');
      freezeClock();
      const from = (forwarded: string) => ({
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwarded },
      });
      const login = (password: string, via: Via) =>
        new Browser(proxied.app, via).submitLogin('behind', password);
      for (let i = 0; i < FREE_FAILURES_PER_USERNAME; i++) {
        expect((await login('wrong-password', from(`192.0.2.${i}, 198.51.100.7`))).statusCode).toBe(400);
      }
      expect((await login(PASSWORD, from('198.51.100.7'))).statusCode).toBe(429);
      expect((await login(PASSWORD, from('198.51.100.8'))).statusCode).toBe(303);
    } finally {
      await proxied.close();
    }
  });
});
