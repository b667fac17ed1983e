import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { makeUser, PASSWORD } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/helper.ts';
import { Browser } from '../../test/sessions.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await makeUser(t.db, 'alice', { name: 'Alice Rossi' });
  const bob = await makeUser(t.db, 'bob');
  await t.db.update(users).set({ isActive: false }).where(eq(users.id, bob.id));
});
afterAll(() => t.close());

describe('GET /accounts/login/', () => {
  it('serves the sign-in form with a CSRF token and the next path', async () => {
    const browser = new Browser(t.app);
    const response = await browser.get('/accounts/login/?next=/bulletins');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('name="username"');
    expect(response.body).toContain('name="password"');
    expect(response.body).toContain(`name="csrfmiddlewaretoken" value="${browser.jar.csrftoken}"`);
    expect(response.body).toContain('name="next" value="/bulletins"');
  });

  it('speaks Italian to an Italian browser', async () => {
    const response = await new Browser(t.app).get('/accounts/login/', {
      'accept-language': 'it-IT,it;q=0.9',
    });
    expect(response.body).toContain('lang="it"');
    expect(response.body).toContain('Nome utente');
  });
});

describe('POST /accounts/login/', () => {
  it('signs in, sets an httpOnly SameSite=Lax session cookie and redirects to next', async () => {
    const browser = new Browser(t.app);
    const response = await browser.submitLogin('alice', PASSWORD, '/bulletins?type=3');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/bulletins?type=3');
    const cookie = response.cookies.find((c) => c.name === 'sessionid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const me = await browser.get('/api/users/me/');
    expect(me.json()).toMatchObject({ username: 'alice', name: 'Alice Rossi' });
  });

  it('matches the username without regard to case', async () => {
    const response = await new Browser(t.app).submitLogin('ALICE', PASSWORD);
    expect(response.statusCode).toBe(303);
  });

  it.each(['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'never redirects off the site (next=%s)',
    async (next) => {
      const response = await new Browser(t.app).submitLogin('alice', PASSWORD, next);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
    },
  );

  it('gives a new session id at every login, and the old one stops working', async () => {
    const browser = new Browser(t.app);
    await browser.login('alice', PASSWORD);
    const first = browser.jar.sessionid;
    await browser.login('alice', PASSWORD);
    expect(browser.jar.sessionid).not.toBe(first);
    const stale = await t.app.inject({ url: '/api/users/me/', cookies: { sessionid: first ?? '' } });
    expect(stale.statusCode).toBe(401);
  });

  it('says a wrong password is wrong without telling which field, and starts no session', async () => {
    for (const [username, password] of [
      ['alice', 'not-the-password'],
      ['nobody', 'whatever-password'],
      ['bob', PASSWORD],
    ] as const) {
      const browser = new Browser(t.app);
      const response = await browser.submitLogin(username, password);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Please enter a correct username and password.');
      expect(browser.jar.sessionid).toBeUndefined();
    }
  });

  it('keeps what was typed in the username, escaped', async () => {
    const response = await new Browser(t.app).submitLogin('<script>x</script>', 'whatever-password');
    expect(response.body).toContain('value="&lt;script&gt;x&lt;/script&gt;"');
    expect(response.body).not.toContain('<script>x</script>');
  });

  it('refuses a missing or tampered CSRF token with a page, and signs nobody in', async () => {
    const form = (token: string) =>
      new URLSearchParams({ username: 'alice', password: PASSWORD, csrfmiddlewaretoken: token }).toString();
    const browser = new Browser(t.app);
    await browser.get('/accounts/login/');
    const good = browser.jar.csrftoken ?? '';
    const tampered = `${good.slice(0, -2)}xx`;
    for (const [cookie, field] of [
      [good, ''],
      [tampered, tampered],
      ['', good],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/accounts/login/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookies: cookie ? { csrftoken: cookie } : {},
        payload: form(field ?? ''),
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('security token');
      expect(response.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    }
  });

  it('refuses a too-long username or password with a clear message', async () => {
    const long = await new Browser(t.app).submitLogin('a'.repeat(151), PASSWORD);
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('too long');
    const longPassword = await new Browser(t.app).submitLogin('alice', 'p'.repeat(300));
    expect(longPassword.statusCode).toBe(400);
    expect(longPassword.body).toContain('too long');
  });

  it('asks for both fields when one is empty', async () => {
    const response = await new Browser(t.app).submitLogin('alice', '');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter both the username and the password.');
  });
});

describe('/accounts/logout/', () => {
  it('logs out on a same-site navigation and lands on /', async () => {
    const browser = await new Browser(t.app).login('alice', PASSWORD);
    const response = await browser.get('/accounts/logout/', { 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect((await browser.get('/api/users/me/')).statusCode).toBe(401);
  });

  it('does not let another site log a user out: it asks first', async () => {
    const browser = await new Browser(t.app).login('alice', PASSWORD);
    const response = await browser.get('/accounts/logout/', { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('action="/accounts/logout/"');
    expect((await browser.get('/api/users/me/')).statusCode).toBe(200);

    const forged = await browser.request({ method: 'POST', url: '/accounts/logout/', csrf: false });
    expect(forged.statusCode).toBe(303);
    expect((await browser.get('/api/users/me/')).statusCode).toBe(200);

    const confirmed = await browser.request({
      method: 'POST',
      url: '/accounts/logout/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `csrfmiddlewaretoken=${browser.jar.csrftoken}`,
      csrf: false,
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/');
    expect((await browser.get('/api/users/me/')).statusCode).toBe(401);
  });

  it('sends an anonymous visitor home', async () => {
    const response = await new Browser(t.app).get('/accounts/logout/');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });
});
