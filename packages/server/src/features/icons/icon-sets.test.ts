import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas, PERSONAS, type Persona, refusal } from '../../test/personas.ts';
import { multipartForm, svgOf } from './test-form.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let referenceId: number;
let homeSetId: number;

const setBody = (code: string, authority_id: number | null) => ({ code, name: `Set ${code}`, authority_id });

async function uploadIcon(iconSetId: number, code: string, extra: Record<string, string | number> = {}) {
  const response = await p.as.staff.request({
    method: 'POST',
    url: '/api/icons/',
    ...multipartForm({ icon_set_id: iconSetId, code, name: code, category: 'sky', ...extra }, [
      { field: 'svg', filename: `${code}.svg`, content: svgOf() },
    ]),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  const reference = await p.as.staff.post('/api/icon-sets/', {
    ...setBody('reference', null),
    credit: 'Test icons, MIT',
  });
  expect(reference.statusCode).toBe(201);
  referenceId = reference.json().id;
  homeSetId = (await p.as.staff.post('/api/icon-sets/', setBody('home-icons', p.home.id))).json().id;
  await uploadIcon(referenceId, 'sun');
});
afterAll(() => t.close());

describe('reading icon sets', () => {
  it.each(PERSONAS)('lets %s list, read and see the history', async (persona) => {
    const list = await p.as[persona].get('/api/icon-sets/?ordering=code');
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((s: { code: string }) => s.code)).toEqual(['home-icons', 'reference']);
    const one = await p.as[persona].get(`/api/icon-sets/${referenceId}/`);
    expect(one.json()).toMatchObject({
      code: 'reference',
      is_reference: true,
      authority_id: null,
      authority: null,
      icon_count: 1,
      credit: 'Test icons, MIT',
    });
    const history = await p.as[persona].get(`/api/icon-sets/${referenceId}/history/`);
    expect(history.json()[0]).toMatchObject({
      action: 'create',
      actor: persona === 'anonymous' ? null : 'p-staff',
    });
  });

  it('filters by authority and reference, searches and orders', async () => {
    const home = (await p.as.anonymous.get(`/api/icon-sets/?authority=${p.home.id}`)).json();
    expect(home.results.map((s: { code: string }) => s.code)).toEqual(['home-icons']);
    expect(home.results[0].authority).toEqual({
      id: p.home.id,
      code: 'home-service',
      name: 'Home weather service',
    });
    const reference = (await p.as.anonymous.get('/api/icon-sets/?is_reference=true')).json();
    expect(reference.results.map((s: { code: string }) => s.code)).toEqual(['reference']);
    expect((await p.as.anonymous.get('/api/icon-sets/?search=HOME')).json().count).toBe(1);
    const ordered = (await p.as.anonymous.get('/api/icon-sets/?ordering=-code')).json();
    expect(ordered.results[0].code).toBe('reference');
    const bad = await p.as.anonymous.get('/api/icon-sets/?ordering=credit');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('ordering');
    expect((await p.as.anonymous.get('/api/icon-sets/999999/')).statusCode).toBe(404);
  });
});

describe('writing the reference set: staff only', () => {
  it.each(['anonymous', 'member', 'otherManager', 'manager'] as Persona[])('refuses %s', async (persona) => {
    const b = p.as[persona];
    const patch = await b.request({
      method: 'PATCH',
      url: `/api/icon-sets/${referenceId}/`,
      payload: { name: 'Hacked' },
    });
    expect(patch.statusCode).toBe(refusal(persona));
    const remove = await b.request({ method: 'DELETE', url: `/api/icon-sets/${referenceId}/` });
    expect(remove.statusCode).toBe(refusal(persona));
    expect((await p.as.anonymous.get(`/api/icon-sets/${referenceId}/`)).json().name).toBe('Set reference');
  });

  it('lets staff rename it, and refuses a second reference set or making it regional', async () => {
    const renamed = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/icon-sets/${referenceId}/`,
      payload: { name: 'Reference icons' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Reference icons', icon_count: 1 });
    const second = await p.as.staff.post('/api/icon-sets/', setBody('second-reference', null));
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toHaveProperty('authority_id');
    const regional = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/icon-sets/${referenceId}/`,
      payload: { authority_id: p.home.id },
    });
    expect(regional.statusCode).toBe(400);
    expect(regional.json().errors).toHaveProperty('authority_id');
    const history = (await p.as.anonymous.get(`/api/icon-sets/${referenceId}/history/`)).json();
    expect(history[0]).toMatchObject({ action: 'update', changed: ['name'] });
    expect(history[0].after.name).toBe('Reference icons');
  });
});

describe('writing an authority’s set: its managers and staff', () => {
  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['otherManager', 403],
    ['manager', 201],
    ['staff', 201],
  ] as [Persona, number][])('lets %s create a set for home: %i', async (persona, status) => {
    const code = `made-by-${persona.toLowerCase()}`;
    const response = await p.as[persona].post('/api/icon-sets/', setBody(code, p.home.id));
    expect(response.statusCode).toBe(status);
    if (status === 201) expect(response.json()).toMatchObject({ code, is_reference: false, icon_count: 0 });
  });

  it('refuses a manager a set for another authority or the national one', async () => {
    expect((await p.as.manager.post('/api/icon-sets/', setBody('not-mine', p.other.id))).statusCode).toBe(
      403,
    );
    expect((await p.as.manager.post('/api/icon-sets/', setBody('national-2', null))).statusCode).toBe(403);
    expect((await p.as.otherManager.post('/api/icon-sets/', setBody('theirs', p.other.id))).statusCode).toBe(
      201,
    );
  });

  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['otherManager', 403],
    ['manager', 200],
    ['staff', 200],
  ] as [Persona, number][])('lets %s change the home set: %i', async (persona, status) => {
    const response = await p.as[persona].request({
      method: 'PUT',
      url: `/api/icon-sets/${homeSetId}/`,
      payload: { ...setBody('home-icons', p.home.id), description: `by ${persona}` },
    });
    expect(response.statusCode).toBe(status);
    const stored = (await p.as.anonymous.get(`/api/icon-sets/${homeSetId}/`)).json();
    if (status === 200) expect(stored.description).toBe(`by ${persona}`);
    else expect(stored.description).not.toBe(`by ${persona}`);
  });

  it('refuses a manager to give the set away to an authority they do not manage', async () => {
    const moved = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/icon-sets/${homeSetId}/`,
      payload: { authority_id: p.other.id },
    });
    expect(moved.statusCode).toBe(403);
    expect((await p.as.anonymous.get(`/api/icon-sets/${homeSetId}/`)).json().authority_id).toBe(p.home.id);
  });

  it('refuses bad input on the fields and a duplicate code', async () => {
    const bad = await p.as.staff.post('/api/icon-sets/', { code: 'Not A Code', name: '', authority_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['authority_id', 'code', 'name']);
    const duplicate = await p.as.staff.post('/api/icon-sets/', setBody('home-icons', p.home.id));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.code).toEqual(['This code is already used.']);
    const ghost = await p.as.staff.post('/api/icon-sets/', setBody('ghost-owner', 999999));
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().errors).toHaveProperty('authority_id');
  });
});

describe('deleting a set', () => {
  it.each(['anonymous', 'member', 'otherManager'] as Persona[])(
    'refuses %s the home set',
    async (persona) => {
      const response = await p.as[persona].request({ method: 'DELETE', url: `/api/icon-sets/${homeSetId}/` });
      expect(response.statusCode).toBe(refusal(persona));
    },
  );

  it('says before and at a delete which bulletin types use the set, in plural when they are two', async () => {
    const used = (await p.as.manager.post('/api/icon-sets/', setBody('used', p.home.id))).json().id;
    for (const code of ['first', 'second']) {
      await t.db
        .insert(bulletinTypes)
        .values({ code: `uses-${code}`, name: `Uses ${code}`, iconSetId: used });
    }
    const check = (await p.as.manager.get(`/api/icon-sets/${used}/delete-check/`)).json();
    const refused = await p.as.manager.request({ method: 'DELETE', url: `/api/icon-sets/${used}/` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'icon_set_in_use',
      params: { name: 'Set used', count: 2, bulletin_types: 'uses-first, uses-second' },
      detail:
        'Set used is used by 2 bulletin types: uses-first, uses-second. Choose another icon set for them first.',
    });
    expect(check).toEqual({ deletable: false, problem: { ...refused.json(), instance: undefined } });
    await t.db.delete(bulletinTypes).where(eq(bulletinTypes.iconSetId, used));
    expect((await p.as.manager.get(`/api/icon-sets/${used}/delete-check/`)).json()).toEqual({
      deletable: true,
    });
  });

  it('lets the manager delete it with its icons, leaving the icons of other sets alone', async () => {
    const doomed = (await p.as.manager.post('/api/icon-sets/', setBody('doomed', p.home.id))).json().id;
    const doomedIcon = await uploadIcon(doomed, 'cloud');
    const refSun = (await p.as.anonymous.get(`/api/icons/?icon_set=${referenceId}`)).json().results[0].id;
    const mapped = await uploadIcon(homeSetId, 'sunny', { reference_icon_id: refSun });
    const response = await p.as.manager.request({ method: 'DELETE', url: `/api/icon-sets/${doomed}/` });
    expect(response.statusCode).toBe(204);
    expect((await p.as.anonymous.get(`/api/icon-sets/${doomed}/`)).statusCode).toBe(404);
    expect((await p.as.anonymous.get(`/api/icons/${doomedIcon}/`)).statusCode).toBe(404);
    expect((await p.as.anonymous.get(`/api/icons/${mapped}/`)).json().reference_icon_id).toBe(refSun);
  });

  it('unmaps the icons of other sets when the reference set goes', async () => {
    const t2 = await createTestApp();
    try {
      const q = await makePersonas(t2.app, t2.db);
      const ref = (await q.as.staff.post('/api/icon-sets/', setBody('ref', null))).json().id;
      const home = (await q.as.manager.post('/api/icon-sets/', setBody('home', q.home.id))).json().id;
      const form = (set: number, code: string, extra: Record<string, number> = {}) =>
        multipartForm({ icon_set_id: set, code, name: code, category: 'sky', ...extra }, [
          { field: 'svg', filename: 'a.svg', content: svgOf() },
        ]);
      const refIcon = (
        await q.as.staff.request({ method: 'POST', url: '/api/icons/', ...form(ref, 'sun') })
      ).json().id;
      const homeIcon = (
        await q.as.manager.request({
          method: 'POST',
          url: '/api/icons/',
          ...form(home, 'sun', { reference_icon_id: refIcon }),
        })
      ).json().id;
      expect((await q.as.staff.request({ method: 'DELETE', url: `/api/icon-sets/${ref}/` })).statusCode).toBe(
        204,
      );
      expect((await q.as.anonymous.get(`/api/icons/${homeIcon}/`)).json().reference_icon_id).toBeNull();
      const history = (await q.as.member.get(`/api/icons/${homeIcon}/history/`)).json();
      expect(history[0]).toMatchObject({
        action: 'update',
        actor: 'p-staff',
        changed: ['reference_icon_id'],
      });
    } finally {
      await t2.close();
    }
  });
});
