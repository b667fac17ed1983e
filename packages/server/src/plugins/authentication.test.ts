import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/accounts.ts';
import { authorities } from '../db/schema/authorities.ts';
import { makeAuthority, makeUser, PASSWORD } from '../test/fixtures.ts';
import { createTestApp, eventually } from '../test/helper.ts';
import { Browser } from '../test/sessions.ts';

/**
 * Sessions and API keys are answered from memory after their first use: every change that ends
 * or alters a sign-in must still be seen at once by the next request, through whichever path
 * it was made.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let staff: Browser;
let home: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  home = await makeAuthority(t.db, 'home', 'Home service');
  await makeUser(t.db, 'cache-staff', { staff: true });
  staff = await new Browser(t.app).login('cache-staff', PASSWORD);
});
afterAll(() => t.close());

let serial = 0;
/** A fresh user, signed in, whose sign-in has already been answered once (and so kept). */
async function signedIn(options: Parameters<typeof makeUser>[2] = {}) {
  const username = `cached-${++serial}`;
  const user = await makeUser(t.db, username, options);
  const browser = await new Browser(t.app).login(username, PASSWORD);
  expect((await browser.get('/api/users/me/')).statusCode).toBe(200);
  return { user, username, browser };
}

function me(browser: Browser) {
  return browser.get('/api/users/me/');
}

describe('a kept sign-in', () => {
  it('ends with logout: the old cookie is refused', async () => {
    const { browser } = await signedIn();
    const oldCookies = { ...browser.jar };
    const out = await browser.request({
      url: '/accounts/logout/',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(out.statusCode).toBe(303);
    const replayed = await t.app.inject({ url: '/api/users/me/', cookies: oldCookies });
    expect(replayed.statusCode).toBe(401);
  });

  it('ends when staff deactivate the user, for sessions and API keys alike', async () => {
    const { user, browser } = await signedIn();
    const { key } = (await browser.post('/api/users/me/tokens/', { name: 'job' })).json();
    const asMachine = () =>
      t.app.inject({ url: '/api/users/me/', headers: { authorization: `Token ${key}` } });
    expect((await asMachine()).statusCode).toBe(200);
    const changed = await staff.request({
      method: 'PATCH',
      url: `/api/users/${user.id}/`,
      payload: { name: '', email: '', is_staff: false, is_active: false },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(browser)).statusCode).toBe(401);
    expect((await asMachine()).statusCode).toBe(401);
  });

  it('ends in the other browsers when the user changes their password', async () => {
    const { username, browser } = await signedIn();
    const elsewhere = await new Browser(t.app).login(username, PASSWORD);
    expect((await me(elsewhere)).statusCode).toBe(200);
    const changed = await browser.post('/api/users/me/password/', {
      old_password: PASSWORD,
      new_password: 'a-brand-new-secret-42',
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(browser)).statusCode).toBe(200);
  });

  it('ends when staff set a temporary password', async () => {
    const { user, browser } = await signedIn();
    const set = await staff.post(`/api/users/${user.id}/password/`, { password: 'temporary-secret-42' });
    expect(set.statusCode).toBe(204);
    expect((await me(browser)).statusCode).toBe(401);
  });

  it('shows a membership change at once, and the new name of an authority', async () => {
    const { user, browser } = await signedIn();
    expect((await me(browser)).json().authority).toEqual([]);
    const put = await staff.request({
      method: 'PUT',
      url: `/api/users/${user.id}/memberships/`,
      payload: [{ authority_id: home.id, role: 'manager' }],
    });
    expect(put.statusCode).toBe(200);
    expect((await me(browser)).json().authority).toEqual([
      { id: home.id, code: 'home', name: 'Home service', role: 'manager' },
    ]);
    await t.db.update(authorities).set({ name: 'Home weather service' }).where(eq(authorities.id, home.id));
    await eventually(async () =>
      expect((await me(browser)).json().authority).toEqual([
        { id: home.id, code: 'home', name: 'Home weather service', role: 'manager' },
      ]),
    );
  });

  it('ends when its API key is revoked', async () => {
    const { browser } = await signedIn();
    const { key, id } = (await browser.post('/api/users/me/tokens/', { name: 'job' })).json();
    const asMachine = () =>
      t.app.inject({ url: '/api/users/me/', headers: { authorization: `Token ${key}` } });
    expect((await asMachine()).statusCode).toBe(200);
    expect((await browser.request({ method: 'DELETE', url: `/api/users/me/tokens/${id}/` })).statusCode).toBe(
      204,
    );
    expect((await asMachine()).statusCode).toBe(401);
  });

  it('follows writes made straight in the database, as a manage command makes them', async () => {
    const { user, browser } = await signedIn({ name: 'Before' });
    expect((await me(browser)).json().name).toBe('Before');
    await t.db.update(users).set({ name: 'After' }).where(eq(users.id, user.id));
    await eventually(async () => expect((await me(browser)).json().name).toBe('After'));
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    await eventually(async () => expect((await me(browser)).statusCode).toBe(401));
  });
});
