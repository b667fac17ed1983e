import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, PASSWORD } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas, PERSONAS, type Persona, refusal } from '../../test/personas.ts';
import { Browser } from '../../test/sessions.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
});
afterAll(() => t.close());

const body = (code: string) => ({ code, name: `Servizio ${code}`, kind: 'regional', short_name: code });
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4" cx="5" cy="5" onclick="alert(1)"/></svg>';

function multipart(field: string, filename: string, content: Buffer | string, type = 'image/svg+xml') {
  const boundary = '----bora-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('reading authorities', () => {
  it.each(PERSONAS)('lets %s list and read them', async (persona) => {
    const list = await p.as[persona].get('/api/authorities/?ordering=code');
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((a: { code: string }) => a.code)).toEqual([
      'home-service',
      'other-service',
    ]);
    const one = await p.as[persona].get(`/api/authorities/${p.home.id}/`);
    expect(one.json()).toMatchObject({ code: 'home-service', kind: 'regional', logo_url: null });
  });

  it('paginates, searches, filters and orders', async () => {
    const page = await p.as.anonymous.get('/api/authorities/?page_size=1&ordering=-code');
    expect(page.json()).toMatchObject({
      count: 2,
      previous: null,
      next: '/api/authorities/?page_size=1&ordering=-code&page=2',
    });
    expect(page.json().results[0].code).toBe('other-service');
    const search = await p.as.anonymous.get('/api/authorities/?search=HOME');
    expect(search.json().results.map((a: { code: string }) => a.code)).toEqual(['home-service']);
    expect((await p.as.anonymous.get('/api/authorities/?kind=national')).json().count).toBe(0);
  });

  it('refuses an unknown ordering, a bad filter and a bad page with a problem naming the parameter', async () => {
    const ordering = await p.as.anonymous.get('/api/authorities/?ordering=password');
    expect(ordering.statusCode).toBe(400);
    expect(ordering.json().errors.ordering[0]).toContain('Unknown field "password"');
    expect((await p.as.anonymous.get('/api/authorities/?kind=galactic')).json().errors).toHaveProperty(
      'kind',
    );
    expect((await p.as.anonymous.get('/api/authorities/?page=0')).json().errors).toHaveProperty('page');
  });

  it('answers 404 for a missing or malformed id', async () => {
    expect((await p.as.anonymous.get('/api/authorities/999999/')).statusCode).toBe(404);
    expect((await p.as.anonymous.get('/api/authorities/abc/')).statusCode).toBe(404);
  });
});

describe('writing authorities: staff only', () => {
  it.each(['anonymous', 'member', 'otherManager', 'manager'] as Persona[])(
    'refuses %s every write',
    async (persona) => {
      const b = p.as[persona];
      expect((await b.post('/api/authorities/', body(`x-${persona.toLowerCase()}`))).statusCode).toBe(
        refusal(persona),
      );
      expect(
        (
          await b.request({
            method: 'PATCH',
            url: `/api/authorities/${p.home.id}/`,
            payload: { name: 'Hacked' },
          })
        ).statusCode,
      ).toBe(refusal(persona));
      expect((await b.request({ method: 'DELETE', url: `/api/authorities/${p.other.id}/` })).statusCode).toBe(
        refusal(persona),
      );
      expect(
        (
          await b.request({
            method: 'PUT',
            url: `/api/authorities/${p.home.id}/logo/`,
            ...multipart('logo', 'l.svg', LOGO),
          })
        ).statusCode,
      ).toBe(refusal(persona));
      expect((await p.as.anonymous.get(`/api/authorities/${p.home.id}/`)).json().name).toBe(
        'Home weather service',
      );
    },
  );

  it('lets staff create, change, and delete, and records each change', async () => {
    const created = await p.as.staff.post('/api/authorities/', body('created-one'));
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const changed = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/authorities/${id}/`,
      payload: { name: 'Renamed service' },
    });
    expect(changed.json()).toMatchObject({ name: 'Renamed service', code: 'created-one' });
    const history = (await p.as.member.get(`/api/authorities/${id}/history/`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({ actor: 'p-staff', changed: ['name'] });
    expect(history[0].before.name).toBe('Servizio created-one');
    const shownToVisitors = (await p.as.anonymous.get(`/api/authorities/${id}/history/`)).json();
    expect(shownToVisitors.map((h: { actor: string | null }) => h.actor)).toEqual([null, null]);
    expect((await p.as.staff.request({ method: 'DELETE', url: `/api/authorities/${id}/` })).statusCode).toBe(
      204,
    );
    expect((await p.as.anonymous.get(`/api/authorities/${id}/`)).statusCode).toBe(404);
    const afterDelete = (await p.as.anonymous.get(`/api/authorities/${id}/history/`)).statusCode;
    expect(afterDelete).toBe(404);
  });

  it('says before and at a delete that the authority still owns venues, with a code and the counts', async () => {
    const id = (await p.as.staff.post('/api/authorities/', body('in-use'))).json().id;
    expect((await p.as.staff.get(`/api/authorities/${id}/delete-check/`)).json()).toEqual({
      deletable: true,
    });
    const venues: number[] = [];
    for (const code of ['uno', 'due']) {
      const venue = {
        code: `in-use-${code}`,
        name: code,
        kind: 'city',
        latitude: 45,
        longitude: 12,
        elevation: 1,
      };
      venues.push((await p.as.staff.post('/api/venues/', { ...venue, authority_id: id })).json().id);
    }
    const check = (await p.as.staff.get(`/api/authorities/${id}/delete-check/`)).json();
    const refused = await p.as.staff.request({ method: 'DELETE', url: `/api/authorities/${id}/` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'authority_in_use',
      params: { name: 'Servizio in-use', venues: 2, icon_sets: 0, bulletin_types: 0, bulletins: 0 },
      detail: 'Servizio in-use still has 2 venues: move or delete them first.',
    });
    expect(check).toEqual({ deletable: false, problem: { ...refused.json(), instance: undefined } });
    for (const venue of venues) await p.as.staff.request({ method: 'DELETE', url: `/api/venues/${venue}/` });
    expect((await p.as.staff.request({ method: 'DELETE', url: `/api/authorities/${id}/` })).statusCode).toBe(
      204,
    );
  });

  it('refuses bad input with messages on the fields, and saves nothing', async () => {
    const bad = await p.as.staff.post('/api/authorities/', {
      code: 'Not A Slug',
      name: '',
      kind: 'planetary',
      website: 'ftp://x',
      email: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'email', 'kind', 'name', 'website']);
    const duplicate = await p.as.staff.post('/api/authorities/', body('home-service'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.code).toEqual(['This code is already used.']);
    const clash = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/authorities/${p.other.id}/`,
      payload: { code: 'home-service' },
    });
    expect(clash.statusCode).toBe(409);
    expect((await p.as.anonymous.get('/api/authorities/')).json().count).toBe(2);
  });
});

describe('logo', () => {
  it('stores a sanitised SVG and serves it with a sandboxing CSP', async () => {
    const upload = await p.as.staff.request({
      method: 'PUT',
      url: `/api/authorities/${p.home.id}/logo/`,
      ...multipart('logo', 'logo.svg', LOGO),
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json().removed).toEqual(['event handler']);
    const url = upload.json().authority.logo_url;
    const logo = await p.as.anonymous.get(url);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.headers['content-security-policy']).toContain('sandbox');
    expect(logo.headers['cache-control']).toContain('immutable');
    expect(logo.body).toContain('<circle');
    expect(logo.body).not.toContain('onclick');
  });

  it('refuses a PNG renamed .svg and a missing file, keeping the old logo', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const renamed = await p.as.staff.request({
      method: 'PUT',
      url: `/api/authorities/${p.home.id}/logo/`,
      ...multipart('logo', 'logo.svg', png),
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors.logo[0]).toContain('not an SVG');
    const wrongPart = await p.as.staff.request({
      method: 'PUT',
      url: `/api/authorities/${p.home.id}/logo/`,
      ...multipart('file', 'logo.svg', LOGO),
    });
    expect(wrongPart.statusCode).toBe(400);
    expect(wrongPart.json().errors).toHaveProperty('logo');
    expect((await p.as.anonymous.get(`/api/authorities/${p.home.id}/`)).json().logo_url).not.toBeNull();
  });
});

describe('members', () => {
  it.each([
    ['anonymous', 401],
    ['otherManager', 403],
    ['member', 200],
    ['manager', 200],
    ['staff', 200],
  ] as [Persona, number][])('shows the member list of home to %s: %i', async (persona, status) => {
    const response = await p.as[persona].get(`/api/authorities/${p.home.id}/members/`);
    expect(response.statusCode).toBe(status);
    if (status === 200) {
      expect(
        response.json().map((m: { username: string; role: string }) => `${m.username}:${m.role}`),
      ).toEqual(['p-manager:manager', 'p-member:member']);
    }
  });

  it('lets staff add an existing user, change the role and remove them; nobody else', async () => {
    const url = `/api/authorities/${p.other.id}/members/`;
    expect((await p.as.manager.post(url, { username: 'p-member', role: 'member' })).statusCode).toBe(403);
    expect((await p.as.otherManager.post(url, { username: 'p-member', role: 'member' })).statusCode).toBe(
      403,
    );
    const added = await p.as.staff.post(url, { username: 'P-MEMBER', role: 'member' });
    expect(added.statusCode).toBe(200);
    const member = added.json().find((m: { username: string }) => m.username === 'p-member');
    expect(member.role).toBe('member');
    const promoted = await p.as.staff.request({
      method: 'PATCH',
      url: `${url}${member.user_id}/`,
      payload: { role: 'manager' },
    });
    expect(promoted.json().find((m: { username: string }) => m.username === 'p-member').role).toBe('manager');
    expect((await p.as.staff.request({ method: 'DELETE', url: `${url}${member.user_id}/` })).statusCode).toBe(
      204,
    );
    expect((await p.as.staff.get(url)).json().map((m: { username: string }) => m.username)).toEqual([
      'p-other-manager',
    ]);
    const unknown = await p.as.staff.post(url, { username: 'ghost', role: 'member' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.username).toEqual(['No user named "ghost".']);
  });

  it('shows member changes in the history only to those who see the members', async () => {
    const watched = (await p.as.staff.post('/api/authorities/', body('watched'))).json().id;
    await makeUser(t.db, 'watched-member');
    await makeUser(t.db, 'watched-outsider');
    const url = `/api/authorities/${watched}/members/`;
    await p.as.staff.post(url, { username: 'watched-member', role: 'member' });
    await p.as.staff.request({
      method: 'PATCH',
      url: `/api/authorities/${watched}/`,
      payload: { name: 'W' },
    });
    const insider = await new Browser(t.app).login('watched-member', PASSWORD);
    const outsider = await new Browser(t.app).login('watched-outsider', PASSWORD);
    const changed = async (browser: Browser) =>
      (await browser.get(`/api/authorities/${watched}/history/`))
        .json()
        .map(
          (h: { changed: string[]; action: string; actor: string | null }) =>
            `${h.action} ${h.changed} ${h.actor}`,
        );
    expect(await changed(insider)).toEqual([
      'update name p-staff',
      'update member watched-member p-staff',
      'create  p-staff',
    ]);
    expect(await changed(p.as.staff)).toEqual(await changed(insider));
    expect(await changed(outsider)).toEqual(['update name p-staff', 'create  p-staff']);
    expect(await changed(p.as.anonymous)).toEqual(['update name null', 'create  null']);
  });
});
