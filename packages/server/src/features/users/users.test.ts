import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { FREE_FAILURES_PER_USERNAME } from '../../core/login-throttle.ts';
import { apiTokens } from '../../db/schema/accounts.ts';
import { sha256 } from '../../lib/tokens.ts';
import { makeAuthority, makeUser, PASSWORD } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/helper.ts';
import { Browser } from '../../test/sessions.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let veneto: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  veneto = await makeAuthority(t.db, 'veneto', 'Servizio meteorologico del Veneto');
  const lombardia = await makeAuthority(t.db, 'lombardia', 'Servizio meteorologico della Lombardia');
  await makeUser(t.db, 'franca', {
    name: 'Franca Previsore',
    memberOf: [
      { id: veneto.id, role: 'member' },
      { id: lombardia.id, role: 'manager' },
    ],
  });
  await makeUser(t.db, 'staffer', { staff: true });
  await makeUser(t.db, 'changer');
});
afterAll(() => t.close());

describe('GET /api/users/me/', () => {
  it('answers 401 problem+json without a session', async () => {
    const response = await t.app.inject({ url: '/api/users/me/' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 401, title: 'Unauthorized' });
  });

  it('treats a malformed or unknown session cookie as no session', async () => {
    for (const sessionid of ['garbage', 'x'.repeat(5000), '%%%;', '']) {
      const response = await t.app.inject({ url: '/api/users/me/', cookies: { sessionid } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers username, name, is_staff and the authorities with their role', async () => {
    const browser = await new Browser(t.app).login('franca', PASSWORD);
    const response = await browser.get('/api/users/me/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: 'franca',
      name: 'Franca Previsore',
      is_staff: false,
      authority: [
        { id: veneto.id, code: 'veneto', name: 'Servizio meteorologico del Veneto', role: 'member' },
        {
          id: expect.any(Number),
          code: 'lombardia',
          name: 'Servizio meteorologico della Lombardia',
          role: 'manager',
        },
      ],
    });
  });

  it('answers an empty authority list and is_staff for staff', async () => {
    const browser = await new Browser(t.app).login('staffer', PASSWORD);
    expect((await browser.get('/api/users/me/')).json()).toEqual({
      username: 'staffer',
      name: '',
      is_staff: true,
      authority: [],
    });
  });

  it('accepts an API token, and refuses a wrong one with 401', async () => {
    const user = await makeUser(t.db, 'robot');
    await t.db
      .insert(apiTokens)
      .values({ userId: user.id, name: 'import job', keyHash: sha256('k3y'), prefix: 'k3y' });
    const ok = await t.app.inject({ url: '/api/users/me/', headers: { authorization: 'Token k3y' } });
    expect(ok.json()).toMatchObject({ username: 'robot' });
    const wrong = await t.app.inject({ url: '/api/users/me/', headers: { authorization: 'Token nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('Invalid token.');
  });
});

describe('POST /api/users/me/password/', () => {
  it('needs a session', async () => {
    const response = await new Browser(t.app).post('/api/users/me/password/', {
      old_password: PASSWORD,
      new_password: 'another-long-one',
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a request without, or with a tampered, CSRF token and changes nothing', async () => {
    const browser = await new Browser(t.app).login('changer', PASSWORD);
    const body = { old_password: PASSWORD, new_password: 'changed-password-1' };
    const missing = await browser.request({
      method: 'POST',
      url: '/api/users/me/password/',
      payload: body,
      csrf: false,
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().detail).toContain('CSRF');
    const tampered = await browser.request({
      method: 'POST',
      url: '/api/users/me/password/',
      payload: body,
      headers: { 'x-csrftoken': `${browser.jar.csrftoken}x` },
    });
    expect(tampered.statusCode).toBe(403);
    expect((await new Browser(t.app).submitLogin('changer', PASSWORD)).statusCode).toBe(303);
  });

  it('puts a wrong current password and a weak new one on their fields', async () => {
    const browser = await new Browser(t.app).login('changer', PASSWORD);
    const wrong = await browser.post('/api/users/me/password/', {
      old_password: 'not-it-at-all',
      new_password: 'changed-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ old_password: ['Your current password was entered incorrectly.'] });

    const weak = await browser.post('/api/users/me/password/', {
      old_password: PASSWORD,
      new_password: '1234',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.headers['content-type']).toContain('application/problem+json');
    expect(weak.json().errors.new_password).toEqual(
      expect.arrayContaining(['At least 8 characters.', 'It cannot be entirely numeric.']),
    );

    const sameAsUsername = await browser.post('/api/users/me/password/', {
      old_password: PASSWORD,
      new_password: 'Changer',
    });
    expect(sameAsUsername.statusCode).toBe(400);
  });

  it('revokes the API keys only when asked to', async () => {
    await makeUser(t.db, 'keyholder');
    const browser = await new Browser(t.app).login('keyholder', PASSWORD);
    const keyWorks = async (key: string) =>
      (await t.app.inject({ url: '/api/users/me/', headers: { authorization: `Token ${key}` } })).statusCode;
    const { key } = (await browser.post('/api/users/me/tokens/', { name: 'Import' })).json();
    const kept = await browser.post('/api/users/me/password/', {
      old_password: PASSWORD,
      new_password: 'changed-password-1',
    });
    expect(kept.statusCode).toBe(204);
    expect(await keyWorks(key)).toBe(200);
    const revoked = await browser.post('/api/users/me/password/', {
      old_password: 'changed-password-1',
      new_password: 'changed-password-2',
      revoke_api_keys: true,
    });
    expect(revoked.statusCode).toBe(204);
    expect(await keyWorks(key)).toBe(401);
    expect((await browser.get('/api/users/me/tokens/')).json()).toEqual([]);
  });

  it('counts a wrong current password as a failed sign-in', async () => {
    await makeUser(t.db, 'guessed');
    // A stopped clock: the wait after the last free failure cannot run out during the test.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const via = { remoteAddress: '203.0.113.30' };
    const browser = await new Browser(t.app, via).login('guessed', PASSWORD);
    for (let i = 0; i < FREE_FAILURES_PER_USERNAME; i++) {
      const wrong = await browser.post('/api/users/me/password/', {
        old_password: `guess-number-${i}`,
        new_password: 'changed-password-1',
      });
      expect(wrong.statusCode).toBe(400);
    }
    const right = await browser.post('/api/users/me/password/', {
      old_password: PASSWORD,
      new_password: 'changed-password-1',
    });
    expect(right.statusCode).toBe(429);
    expect(right.headers['content-type']).toContain('application/problem+json');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await new Browser(t.app, via).submitLogin('guessed', PASSWORD)).statusCode).toBe(429);
    expect((await new Browser(t.app).submitLogin('guessed', PASSWORD)).statusCode).toBe(303);
  });

  it('refuses a malformed body with a problem, not a crash', async () => {
    const browser = await new Browser(t.app).login('changer', PASSWORD);
    const notJson = await browser.request({
      method: 'POST',
      url: '/api/users/me/password/',
      payload: '{"old_password":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.headers['content-type']).toContain('application/problem+json');
    const missing = await browser.post('/api/users/me/password/', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['old_password', 'new_password']),
    );
    const huge = await browser.post('/api/users/me/password/', {
      old_password: 'x'.repeat(5000),
      new_password: 'y',
    });
    expect(huge.statusCode).toBe(400);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const browser = await new Browser(t.app).login('changer', PASSWORD);
    const elsewhere = await new Browser(t.app).login('changer', PASSWORD);
    const response = await browser.post('/api/users/me/password/', {
      old_password: PASSWORD,
      new_password: 'changed-password-1',
    });
    expect(response.statusCode).toBe(204);
    expect((await browser.get('/api/users/me/')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/users/me/')).statusCode).toBe(401);
    expect((await new Browser(t.app).submitLogin('changer', PASSWORD)).statusCode).toBe(400);
    expect((await new Browser(t.app).submitLogin('changer', 'changed-password-1')).statusCode).toBe(303);
  });
});
