import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorities } from '../../db/schema/authorities.ts';
import { dataTypes, venues } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas, PERSONAS, type Persona, refusal } from '../../test/personas.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let referenceSet: number;
let homeSet: number;
let otherSet: number;
let v: Record<string, number>;
let d: Record<string, number>;
let homeType: number;

const slots = [
  { code: 'am', label: 'Mattina', start_hour: 6, end_hour: 12 },
  { code: 'pm', label: 'Pomeriggio', start_hour: 12, end_hour: 18 },
];
function body(code: string, authority_id: number | null, extra: Record<string, unknown> = {}) {
  return {
    code,
    name: `Bulletin ${code}`,
    authority_id,
    icon_set_id: referenceSet,
    horizon_days: 2,
    slots,
    data_types: [
      { data_type_id: d.sky, required: true },
      { data_type_id: d.tmax, required: false },
    ],
    venue_ids: [v.b, v.a],
    ...extra,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  const set = async (code: string, authority_id: number | null) =>
    (await p.as.staff.post('/api/icon-sets/', { code, name: code, authority_id })).json().id as number;
  referenceSet = await set('ref', null);
  homeSet = await set('home-set', p.home.id);
  otherSet = await set('other-set', p.other.id);
  const place = (code: string, active = true) => ({
    code,
    name: code.toUpperCase(),
    kind: 'city' as const,
    latitude: 45,
    longitude: 11,
    authorityId: p.home.id,
    active,
  });
  const venueRows = await t.db
    .insert(venues)
    .values([place('a'), place('b'), place('c'), place('closed', false)])
    .returning();
  v = Object.fromEntries(venueRows.map((r) => [r.code, r.id]));
  const kind = (code: string, name: string, active = true) => ({
    code,
    name,
    valueKind: 'text' as const,
    active,
  });
  const typeRows = await t.db
    .insert(dataTypes)
    .values([kind('sky', 'Cielo'), kind('tmax', 'T max'), kind('old', 'Old', false)])
    .returning();
  d = Object.fromEntries(typeRows.map((r) => [r.code, r.id]));
  const home = await p.as.manager.post(
    '/api/bulletin-types/',
    body('home-daily', p.home.id, { icon_set_id: homeSet }),
  );
  expect(home.statusCode).toBe(201);
  homeType = home.json().id;
});
afterAll(() => t.close());

describe('reading bulletin types', () => {
  it.each(PERSONAS)('lets %s list and read them, composition in order', async (persona) => {
    const list = await p.as[persona].get('/api/bulletin-types/');
    expect(list.statusCode).toBe(200);
    const one = (await p.as[persona].get(`/api/bulletin-types/${homeType}/`)).json();
    expect(one).toMatchObject({
      code: 'home-daily',
      authority_id: p.home.id,
      authority: { id: p.home.id, code: 'home-service' },
      icon_set_id: homeSet,
      venue_ids: [v.b, v.a],
      data_types: [
        { data_type_id: d.sky, required: true, code: 'sky', name: 'Cielo' },
        { data_type_id: d.tmax, required: false, code: 'tmax', name: 'T max' },
      ],
      slots,
      languages: ['it'],
      issue_time: '12:00',
      requires_review: false,
      is_public: true,
      active: true,
    });
    const history = (await p.as[persona].get(`/api/bulletin-types/${homeType}/history/`)).json();
    expect(history.at(-1)).toMatchObject({
      action: 'create',
      actor: persona === 'anonymous' ? null : 'p-manager',
    });
  });

  it('filters by authority (or national), active and icon set; searches and orders', async () => {
    await p.as.staff.post('/api/bulletin-types/', body('national-daily', null, { horizon_days: 5 }));
    await p.as.staff.post(
      '/api/bulletin-types/',
      body('national-old', null, { active: false, horizon_days: 1 }),
    );
    const codes = async (query: string) =>
      (await p.as.anonymous.get(`/api/bulletin-types/?${query}`))
        .json()
        .results.map((b: { code: string }) => b.code);
    expect(await codes('authority=national&ordering=code')).toEqual(['national-daily', 'national-old']);
    expect(await codes(`authority=${p.home.id}`)).toEqual(['home-daily']);
    expect(await codes('active=false')).toEqual(['national-old']);
    expect(await codes(`icon_set=${homeSet}`)).toEqual(['home-daily']);
    expect(await codes('search=NATIONAL&ordering=-horizon_days')).toEqual(['national-daily', 'national-old']);
    expect((await p.as.anonymous.get('/api/bulletin-types/?authority=everyone')).statusCode).toBe(400);
    expect((await p.as.anonymous.get('/api/bulletin-types/?ordering=slots')).statusCode).toBe(400);
    expect((await p.as.anonymous.get('/api/bulletin-types/999999/')).statusCode).toBe(404);
  });
});

describe('writing bulletin types', () => {
  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['otherManager', 403],
    ['manager', 201],
    ['staff', 201],
  ] as [Persona, number][])('lets %s create one for home: %i', async (persona, status) => {
    const code = `by-${persona.toLowerCase()}`;
    const response = await p.as[persona].post('/api/bulletin-types/', body(code, p.home.id));
    expect(response.statusCode).toBe(status);
    const found = (await p.as.anonymous.get(`/api/bulletin-types/?search=${code}`)).json().count;
    expect(found).toBe(status === 201 ? 1 : 0);
  });

  it.each(['anonymous', 'member', 'otherManager', 'manager'] as Persona[])(
    'refuses %s a national bulletin type',
    async (persona) => {
      const code = `nat-${persona.toLowerCase()}`;
      expect((await p.as[persona].post('/api/bulletin-types/', body(code, null))).statusCode).toBe(
        refusal(persona),
      );
    },
  );

  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['otherManager', 403],
    ['manager', 200],
    ['staff', 200],
  ] as [Persona, number][])('lets %s change the home bulletin type: %i', async (persona, status) => {
    const response = await p.as[persona].request({
      method: 'PATCH',
      url: `/api/bulletin-types/${homeType}/`,
      payload: { description: `by ${persona}` },
    });
    expect(response.statusCode).toBe(status);
    const stored = (await p.as.anonymous.get(`/api/bulletin-types/${homeType}/`)).json();
    expect(stored.description === `by ${persona}`).toBe(status === 200);
  });

  it('replaces the ordered lists on PATCH and records the change', async () => {
    const response = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/bulletin-types/${homeType}/`,
      payload: {
        venue_ids: [v.c, v.a, v.b],
        data_types: [{ data_type_id: d.tmax }, { data_type_id: d.sky }],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().venue_ids).toEqual([v.c, v.a, v.b]);
    expect(
      response.json().data_types.map((x: { code: string; required: boolean }) => `${x.code}:${x.required}`),
    ).toEqual(['tmax:true', 'sky:true']);
    const history = (await p.as.member.get(`/api/bulletin-types/${homeType}/history/`)).json();
    expect(history[0].changed.sort()).toEqual(['data_types', 'venue_ids']);
    expect(history[0].before.venue_ids).toEqual([v.b, v.a]);
  });

  it('keeps each slot’s label in the other languages, blanks dropped, and names a label too long on its field', async () => {
    const translated = [
      {
        ...slots[0],
        translations: { en: { label: ' Morning ' }, de: { label: 'Vormittag' }, fr: { label: ' ' } },
      },
      slots[1],
    ];
    const response = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/bulletin-types/${homeType}/`,
      payload: { slots: translated },
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await p.as.anonymous.get(`/api/bulletin-types/${homeType}/`)).json();
    expect(stored.slots.map((s: { translations: unknown }) => s.translations)).toEqual([
      { en: { label: 'Morning' }, de: { label: 'Vormittag' } },
      {},
    ]);
    const tooLong = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/bulletin-types/${homeType}/`,
      payload: {
        slots: [{ ...slots[0], translations: { en: { label: 'x'.repeat(61) }, es: { label: 'Mañana' } } }],
      },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({
      'slots.0.translations.en.label': ['At most 60 characters.'],
      'slots.0.translations.es': [expect.stringContaining('Not a language of translations')],
    });
    const unchanged = (await p.as.anonymous.get(`/api/bulletin-types/${homeType}/`)).json();
    expect(unchanged.slots[0].translations.en.label).toBe('Morning');
  });

  it('refuses a manager to hand the type to an authority they do not manage', async () => {
    const moved = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/bulletin-types/${homeType}/`,
      payload: { authority_id: p.other.id, icon_set_id: otherSet },
    });
    expect(moved.statusCode).toBe(403);
  });

  it('lets a regional type list only its owner’s venues and national ones; a national type any', async () => {
    const national = await t.db
      .insert(authorities)
      .values({ code: 'nat', name: 'Nat', kind: 'national' })
      .returning();
    const [foreign, shared] = await t.db
      .insert(venues)
      .values([
        {
          code: 'foreign',
          name: 'Foreign',
          kind: 'city',
          latitude: 45,
          longitude: 9,
          authorityId: p.other.id,
        },
        {
          code: 'shared',
          name: 'Shared',
          kind: 'city',
          latitude: 42,
          longitude: 12,
          authorityId: national[0]?.id ?? 0,
        },
      ])
      .returning();
    const borrowed = await p.as.otherManager.post(
      '/api/bulletin-types/',
      body('borrowing', p.other.id, { venue_ids: [foreign?.id, shared?.id, v.a] }),
    );
    expect(borrowed.statusCode).toBe(400);
    expect(Object.keys(borrowed.json().errors)).toEqual(['venue_ids.2']);
    expect(borrowed.json().errors['venue_ids.2'][0]).toContain('kept by another authority');
    const nationalType = await p.as.staff.post(
      '/api/bulletin-types/',
      body('national-mix', null, { venue_ids: [foreign?.id, v.a] }),
    );
    expect(nationalType.statusCode).toBe(201);
    await p.as.staff.request({ method: 'DELETE', url: `/api/bulletin-types/${nationalType.json().id}/` });
    expect(
      (await p.as.otherManager.request({ method: 'DELETE', url: `/api/venues/${foreign?.id}/` })).statusCode,
    ).toBe(204);
  });

  it('reports each bad reference on its exact field and saves nothing', async () => {
    const response = await p.as.staff.post(
      '/api/bulletin-types/',
      body('bad-refs', p.home.id, {
        icon_set_id: otherSet,
        venue_ids: [v.a, v.b, v.c, 999999, v.closed],
        data_types: [{ data_type_id: d.sky }, { data_type_id: 999999 }, { data_type_id: d.old }],
      }),
    );
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors;
    expect(Object.keys(errors).sort()).toEqual([
      'data_types.1.data_type_id',
      'data_types.2.data_type_id',
      'icon_set_id',
      'venue_ids.3',
      'venue_ids.4',
    ]);
    expect(errors['venue_ids.3']).toEqual(['No venue with this id.']);
    expect(errors['venue_ids.4']).toEqual(['This venue is not active.']);
    expect(errors['data_types.2.data_type_id']).toEqual(['This data type is not active.']);
    const missingSet = await p.as.staff.post(
      '/api/bulletin-types/',
      body('no-set', null, { icon_set_id: 999999 }),
    );
    expect(missingSet.json().errors.icon_set_id).toEqual(['No icon set with this id.']);
    const regionalSetForNational = await p.as.staff.post(
      '/api/bulletin-types/',
      body('wrong-set', null, { icon_set_id: homeSet }),
    );
    expect(regionalSetForNational.json().errors).toHaveProperty('icon_set_id');
    expect((await p.as.anonymous.get('/api/bulletin-types/?search=bad-refs')).json().count).toBe(0);
  });

  it('refuses bad shapes with the shared schema messages, and a duplicate code', async () => {
    const bad = await p.as.staff.post(
      '/api/bulletin-types/',
      body('shapes', null, {
        horizon_days: 0,
        slots: [{ code: 'x', label: 'X', start_hour: 10, end_hour: 9 }],
        venue_ids: [v.a, v.a],
        issue_time: '25:00',
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'horizon_days',
      'issue_time',
      'slots.0.end_hour',
      'venue_ids.1',
    ]);
    const duplicate = await p.as.staff.post('/api/bulletin-types/', body('home-daily', p.home.id));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.code).toEqual(['This code is already used.']);
  });

  it('keeps an icon set from being deleted while the type uses it', async () => {
    const refused = await p.as.manager.request({ method: 'DELETE', url: `/api/icon-sets/${homeSet}/` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('home-daily');
    expect((await p.as.anonymous.get(`/api/icon-sets/${homeSet}/`)).statusCode).toBe(200);
  });

  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['otherManager', 403],
  ] as [Persona, number][])('refuses %s to delete it', async (persona, status) => {
    const response = await p.as[persona].request({
      method: 'DELETE',
      url: `/api/bulletin-types/${homeType}/`,
    });
    expect(response.statusCode).toBe(status);
  });

  it('lets the manager delete it; then its icon set can go', async () => {
    const response = await p.as.manager.request({
      method: 'DELETE',
      url: `/api/bulletin-types/${homeType}/`,
    });
    expect(response.statusCode).toBe(204);
    expect((await p.as.anonymous.get(`/api/bulletin-types/${homeType}/`)).statusCode).toBe(404);
    expect(
      (await p.as.manager.request({ method: 'DELETE', url: `/api/icon-sets/${homeSet}/` })).statusCode,
    ).toBe(204);
  });
});
