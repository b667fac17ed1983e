import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { PASSWORD } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas, type Persona, refusal } from '../../test/personas.ts';
import { Browser } from '../../test/sessions.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
});
afterAll(() => t.close());

const newUser = (username: string) => ({
  username,
  name: `Name of ${username}`,
  email: `${username}@example.org`,
  is_staff: false,
  password: 'temporary-pass-1',
});
/** Creates an API key as the signed-in browser's user; answers a function telling whether it still works. */
async function keyOf(browser: Browser) {
  const { key } = (await browser.post('/api/users/me/tokens/', { name: 'Nightly import' })).json();
  return async () =>
    (await t.app.inject({ url: '/api/users/me/', headers: { authorization: `Token ${key}` } })).statusCode;
}

const idOf = async (username: string) =>
  (await t.db.select().from(users).where(eq(users.username, username)))[0]?.id ?? 0;

describe('the users admin is staff only', () => {
  it.each(['anonymous', 'member', 'otherManager', 'manager'] as Persona[])(
    'refuses %s every read and write',
    async (persona) => {
      const b = p.as[persona];
      const target = await idOf('p-member');
      const status = refusal(persona);
      expect((await b.get('/api/users/')).statusCode).toBe(status);
      expect((await b.get(`/api/users/${target}/`)).statusCode).toBe(status);
      expect((await b.get(`/api/users/${target}/history/`)).statusCode).toBe(status);
      expect((await b.post('/api/users/', newUser(`x-${persona.toLowerCase()}`))).statusCode).toBe(status);
      const patch = await b.request({
        method: 'PATCH',
        url: `/api/users/${target}/`,
        payload: { is_staff: true },
      });
      expect(patch.statusCode).toBe(status);
      expect(
        (await b.post(`/api/users/${target}/password/`, { password: 'hijacked-pass-1' })).statusCode,
      ).toBe(status);
      const memberships = await b.request({
        method: 'PUT',
        url: `/api/users/${target}/memberships/`,
        payload: [{ authority_id: p.other.id, role: 'manager' }],
      });
      expect(memberships.statusCode).toBe(status);
      const [row] = await t.db.select().from(users).where(eq(users.id, target));
      expect(row?.isStaff).toBe(false);
    },
  );

  it('never shows the e-mail outside the admin: not in /me, not in member lists', async () => {
    const set = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/users/${await idOf('p-member')}/`,
      payload: { email: 'member@example.org' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().email).toBe('member@example.org');
    const me = await p.as.member.get('/api/users/me/');
    expect(me.json().username).toBe('p-member');
    expect(me.body).not.toContain('member@example.org');
    const members = await p.as.manager.get(`/api/authorities/${p.home.id}/members/`);
    expect(members.statusCode).toBe(200);
    expect(members.json().map((m: { username: string }) => m.username)).toContain('p-member');
    expect(members.body).not.toContain('@example.org');
  });
});

describe('listing users', () => {
  it('lists with memberships and e-mail, searches, filters and orders', async () => {
    const list = await p.as.staff.get('/api/users/?ordering=username');
    expect(list.statusCode).toBe(200);
    const names = list.json().results.map((u: { username: string }) => u.username);
    expect(names).toEqual(['p-manager', 'p-member', 'p-other-manager', 'p-staff']);
    const manager = list.json().results[0];
    expect(manager).toMatchObject({
      is_staff: false,
      is_active: true,
      email: '',
      memberships: [{ id: p.home.id, code: 'home-service', name: 'Home weather service', role: 'manager' }],
    });
    expect(manager.last_login).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(manager.date_joined).toMatch(/^\d{4}-\d\d-\d\dT/);
    const usernames = async (query: string) =>
      (await p.as.staff.get(`/api/users/?${query.includes('ordering') ? '' : 'ordering=username&'}${query}`))
        .json()
        .results.map((u: { username: string }) => u.username);
    expect(await usernames(`authority=${p.home.id}`)).toEqual(['p-manager', 'p-member']);
    expect(await usernames('is_staff=true')).toEqual(['p-staff']);
    expect(await usernames('search=OTHER')).toEqual(['p-other-manager']);
    await p.as.staff.request({
      method: 'PATCH',
      url: `/api/users/${await idOf('p-manager')}/`,
      payload: { email: 'boss@meteo.example' },
    });
    expect(await usernames('search=boss%40meteo')).toEqual(['p-manager']);
    expect(await usernames('ordering=-username&page_size=2')).toEqual(['p-staff', 'p-other-manager']);
    expect((await p.as.staff.get('/api/users/?ordering=password_hash')).json().errors).toHaveProperty(
      'ordering',
    );
    expect((await p.as.staff.get('/api/users/999999/')).statusCode).toBe(404);
  });
});

describe('creating and changing users', () => {
  it('creates a user who can sign in, and records it without the password', async () => {
    const created = await p.as.staff.post('/api/users/', newUser('Giulia'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      username: 'Giulia',
      email: 'Giulia@example.org',
      is_active: true,
      last_login: null,
      memberships: [],
    });
    expect(created.json()).not.toHaveProperty('password');
    await new Browser(t.app).login('giulia', 'temporary-pass-1');
    const history = (await p.as.staff.get(`/api/users/${created.json().id}/history/`)).json();
    expect(history[0]).toMatchObject({ action: 'create', actor: 'p-staff' });
    expect(JSON.stringify(history)).not.toMatch(/scrypt|argon|temporary-pass/);
  });

  it('refuses a taken username in any case, a weak password and a bad e-mail, saving nothing', async () => {
    const before = (await p.as.staff.get('/api/users/')).json().count;
    const duplicate = await p.as.staff.post('/api/users/', newUser('P-MEMBER'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.username).toEqual(['A user with that username already exists.']);
    const weak = await p.as.staff.post('/api/users/', { ...newUser('weakling'), password: '12345678' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toEqual(['It cannot be entirely numeric.']);
    const same = await p.as.staff.post('/api/users/', { ...newUser('samesame'), password: 'SameSame' });
    expect(same.json().errors.password).toEqual(['It cannot be the same as the username.']);
    const email = await p.as.staff.post('/api/users/', { ...newUser('bademail'), email: 'not-an-address' });
    expect(email.json().errors.email).toEqual(['Enter a valid e-mail address.']);
    const bad = await p.as.staff.post('/api/users/', { ...newUser('has space'), email: '', password: '' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['password', 'username']);
    expect((await p.as.staff.get('/api/users/')).json().count).toBe(before);
  });

  it('changes name, e-mail and staff flag, recording the changed fields', async () => {
    const id = await idOf('p-other-manager');
    const changed = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/users/${id}/`,
      payload: { name: 'Olga Altri', is_staff: true },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Olga Altri', is_staff: true, username: 'p-other-manager' });
    const history = (await p.as.staff.get(`/api/users/${id}/history/`)).json();
    expect(history[0].changed.sort()).toEqual(['is_staff', 'name']);
    await p.as.staff.request({ method: 'PATCH', url: `/api/users/${id}/`, payload: { is_staff: false } });
  });

  it('deactivating ends the user’s sessions and API keys, and stops sign-in', async () => {
    const created = await p.as.staff.post('/api/users/', newUser('leaving'));
    const id = created.json().id;
    const browser = await new Browser(t.app).login('leaving', 'temporary-pass-1');
    expect((await browser.get('/api/users/me/')).statusCode).toBe(200);
    const key = await keyOf(browser);
    expect(await key()).toBe(200);
    const off = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/users/${id}/`,
      payload: { is_active: false },
    });
    expect(off.json().is_active).toBe(false);
    expect((await browser.get('/api/users/me/')).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await new Browser(t.app).submitLogin('leaving', 'temporary-pass-1')).statusCode).not.toBe(303);
    expect(await key()).toBe(401);

    // Reactivated, the user signs in again, but the old key stays revoked.
    await p.as.staff.request({ method: 'PATCH', url: `/api/users/${id}/`, payload: { is_active: true } });
    await new Browser(t.app).login('leaving', 'temporary-pass-1');
    expect(await key()).toBe(401);
  });

  it('does not let staff deactivate or un-staff themselves', async () => {
    const self = await idOf('p-staff');
    const off = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/users/${self}/`,
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().errors.is_active[0]).toContain('You cannot deactivate yourself');
    const unstaff = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/users/${self}/`,
      payload: { is_staff: false },
    });
    expect(unstaff.json().errors.is_staff[0]).toContain('You cannot remove your own staff rights');
    expect((await p.as.staff.get(`/api/users/${self}/`)).json()).toMatchObject({
      is_staff: true,
      is_active: true,
    });
  });
});

describe('temporary password', () => {
  it('sets it, ends the user’s sessions and API keys, lets the new one in, and never records the hash', async () => {
    await p.as.staff.post('/api/users/', newUser('forgetful'));
    const id = await idOf('forgetful');
    const browser = await new Browser(t.app).login('forgetful', 'temporary-pass-1');
    const key = await keyOf(browser);
    expect(await key()).toBe(200);
    const set = await p.as.staff.post(`/api/users/${id}/password/`, { password: 'another-temp-2' });
    expect(set.statusCode).toBe(204);
    expect((await browser.get('/api/users/me/')).statusCode).toBe(401);
    expect(await key()).toBe(401);
    await new Browser(t.app).login('forgetful', 'another-temp-2');
    const weak = await p.as.staff.post(`/api/users/${id}/password/`, { password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toEqual(['At least 8 characters.']);
    const sameAsName = await p.as.staff.post(`/api/users/${id}/password/`, { password: 'FORGETFUL' });
    expect(sameAsName.json().errors.password).toEqual(['It cannot be the same as the username.']);
    const [hash] = await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id));
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(JSON.stringify(audit)).not.toContain(hash?.h);
    expect(
      (await p.as.staff.post('/api/users/999999/password/', { password: 'whatever-pass' })).statusCode,
    ).toBe(404);
  });

  it('keeps the staff user’s own session when they set their own', async () => {
    const browser = await new Browser(t.app).login('p-staff', PASSWORD);
    const self = await idOf('p-staff');
    expect((await browser.post(`/api/users/${self}/password/`, { password: PASSWORD })).statusCode).toBe(204);
    expect((await browser.get('/api/users/me/')).statusCode).toBe(200);
    expect((await p.as.staff.get('/api/users/me/')).statusCode).toBe(401);
    await p.as.staff.login('p-staff', PASSWORD);
  });
});

describe('memberships', () => {
  it('replaces them all, checks the authorities exist, and records the change', async () => {
    const id = await idOf('p-member');
    const url = `/api/users/${id}/memberships/`;
    const replaced = await p.as.staff.request({
      method: 'PUT',
      url,
      payload: [
        { authority_id: p.other.id, role: 'manager' },
        { authority_id: p.home.id, role: 'member' },
      ],
    });
    expect(replaced.statusCode).toBe(200);
    expect(
      replaced.json().memberships.map((m: { code: string; role: string }) => `${m.code}:${m.role}`),
    ).toEqual(['home-service:member', 'other-service:manager']);
    const me = (await p.as.member.get('/api/users/me/')).json();
    expect(me.authority).toHaveLength(2);
    const missing = await p.as.staff.request({
      method: 'PUT',
      url,
      payload: [{ authority_id: 999999, role: 'member' }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors['0.authority_id']).toEqual(['No authority with this id.']);
    const twice = await p.as.staff.request({
      method: 'PUT',
      url,
      payload: [
        { authority_id: p.home.id, role: 'member' },
        { authority_id: p.home.id, role: 'manager' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors['1.authority_id']).toEqual(['Each authority only once.']);
    const back = await p.as.staff.request({
      method: 'PUT',
      url,
      payload: [{ authority_id: p.home.id, role: 'member' }],
    });
    expect(back.json().memberships).toHaveLength(1);
    const history = (await p.as.staff.get(`/api/users/${id}/history/`)).json();
    expect(history[0]).toMatchObject({
      action: 'update',
      actor: 'p-staff',
      changed: ['memberships'],
      before: { memberships: ['home-service (member)', 'other-service (manager)'] },
      after: { memberships: ['home-service (member)'] },
    });
  });
});
