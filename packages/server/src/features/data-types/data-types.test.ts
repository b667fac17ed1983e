import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinTypeDataTypes, bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { dataTypes, iconSets } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas, PERSONAS, type Persona, refusal } from '../../test/personas.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let tMax: number;

const temperature = (code: string) => ({
  code,
  name: `Temperature ${code}`,
  value_kind: 'number',
  unit: '°C',
  minimum: -40,
  maximum: 50,
  decimals: 0,
});

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  const rows = await t.db
    .insert(dataTypes)
    .values([
      {
        code: 't-max',
        name: 'Massima',
        valueKind: 'number',
        unit: '°C',
        minimum: -40,
        maximum: 50,
        decimals: 0,
        displayOrder: 2,
      },
      { code: 'sky', name: 'Cielo', valueKind: 'icon', iconCategory: 'sky', displayOrder: 1 },
      { code: 'remarks', name: 'Note', valueKind: 'text', displayOrder: 3, active: false },
    ])
    .returning();
  tMax = rows[0]?.id ?? 0;
});
afterAll(() => t.close());

const codes = (response: { json: () => { results: { code: string }[] } }) =>
  response.json().results.map((d) => d.code);

describe('reading data types', () => {
  it.each(PERSONAS)('lets %s list and read them, with their history', async (persona) => {
    const list = await p.as[persona].get('/api/data-types/');
    expect(list.statusCode).toBe(200);
    expect(codes(list)).toEqual(['sky', 't-max', 'remarks']);
    const one = (await p.as[persona].get(`/api/data-types/${tMax}/`)).json();
    expect(one).toMatchObject({ code: 't-max', value_kind: 'number', unit: '°C', minimum: -40, options: [] });
    expect((await p.as[persona].get(`/api/data-types/${tMax}/history/`)).statusCode).toBe(200);
  });

  it('filters by kind and active flag, searches and orders', async () => {
    expect(codes(await p.as.anonymous.get('/api/data-types/?value_kind=icon'))).toEqual(['sky']);
    expect(codes(await p.as.anonymous.get('/api/data-types/?active=false'))).toEqual(['remarks']);
    expect(codes(await p.as.anonymous.get('/api/data-types/?search=MASS'))).toEqual(['t-max']);
    expect(codes(await p.as.anonymous.get('/api/data-types/?ordering=-code'))).toEqual([
      't-max',
      'sky',
      'remarks',
    ]);
    expect(codes(await p.as.anonymous.get('/api/data-types/?ordering=value_kind,name'))).toEqual([
      'sky',
      't-max',
      'remarks',
    ]);
    const page = (await p.as.anonymous.get('/api/data-types/?page_size=2')).json();
    expect(page).toMatchObject({ count: 3, next: '/api/data-types/?page_size=2&page=2', previous: null });
    expect((await p.as.anonymous.get('/api/data-types/?value_kind=colour')).json().errors).toHaveProperty(
      'value_kind',
    );
    expect((await p.as.anonymous.get('/api/data-types/424242/')).statusCode).toBe(404);
  });
});

describe('writing data types: staff only', () => {
  it.each(['anonymous', 'member', 'otherManager', 'manager'] as Persona[])(
    'refuses %s every write',
    async (persona) => {
      const b = p.as[persona];
      expect((await b.post('/api/data-types/', temperature(`x-${persona.toLowerCase()}`))).statusCode).toBe(
        refusal(persona),
      );
      const patch = await b.request({
        method: 'PATCH',
        url: `/api/data-types/${tMax}/`,
        payload: { name: 'X' },
      });
      expect(patch.statusCode).toBe(refusal(persona));
      const put = await b.request({
        method: 'PUT',
        url: `/api/data-types/${tMax}/`,
        payload: temperature('t-max'),
      });
      expect(put.statusCode).toBe(refusal(persona));
      expect((await b.request({ method: 'DELETE', url: `/api/data-types/${tMax}/` })).statusCode).toBe(
        refusal(persona),
      );
      expect((await p.as.anonymous.get(`/api/data-types/${tMax}/`)).json().name).toBe('Massima');
    },
  );

  it('lets staff create, change and delete, clearing the fields a kind does not use, and records it', async () => {
    const created = await p.as.staff.post('/api/data-types/', {
      code: 'wind-dir',
      name: 'Direzione',
      value_kind: 'direction',
      unit: 'km/h',
      minimum: 0,
      maximum: 360,
      options: [{ code: 'a', label: 'A' }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      unit: '',
      minimum: null,
      maximum: null,
      options: [],
      active: true,
    });
    const id = created.json().id;
    const changed = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/data-types/${id}/`,
      payload: { value_kind: 'integer', unit: '°', minimum: 0, maximum: 360 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ value_kind: 'integer', unit: '°', decimals: 0, maximum: 360 });
    const put = await p.as.staff.request({
      method: 'PUT',
      url: `/api/data-types/${id}/`,
      payload: { code: 'wind-dir', name: 'Direzione del vento', value_kind: 'direction' },
    });
    expect(put.json()).toMatchObject({
      name: 'Direzione del vento',
      unit: '',
      minimum: null,
      display_order: 0,
    });
    const history = (await p.as.member.get(`/api/data-types/${id}/history/`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'update', 'create']);
    expect(history[1]).toMatchObject({ actor: 'p-staff' });
    expect(history[1].changed.sort()).toEqual(['decimals', 'maximum', 'minimum', 'unit', 'value_kind']);
    expect((await p.as.staff.request({ method: 'DELETE', url: `/api/data-types/${id}/` })).statusCode).toBe(
      204,
    );
    expect((await p.as.anonymous.get(`/api/data-types/${id}/`)).statusCode).toBe(404);
  });

  it('refuses bad input with the message on the field, and saves nothing', async () => {
    const count = async () => (await p.as.anonymous.get('/api/data-types/')).json().count;
    const before = await count();
    const minAboveMax = await p.as.staff.post('/api/data-types/', { ...temperature('t-new'), minimum: 60 });
    expect(minAboveMax.statusCode).toBe(400);
    expect(minAboveMax.json().errors).toEqual({ maximum: ['The maximum must not be below the minimum.'] });
    const noOptions = await p.as.staff.post('/api/data-types/', {
      code: 'level',
      name: 'Livello',
      value_kind: 'category',
      options: [],
    });
    expect(noOptions.json().errors).toEqual({ options: ['A category type needs at least one option.'] });
    const noCategory = await p.as.staff.post('/api/data-types/', {
      code: 'sky2',
      name: 'Cielo',
      value_kind: 'icon',
    });
    expect(noCategory.json().errors).toEqual({ icon_category: ['Choose the icon category.'] });
    const duplicate = await p.as.staff.post('/api/data-types/', temperature('t-max'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.code).toEqual(['This code is already used.']);
    const patch = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/data-types/${tMax}/`,
      payload: { minimum: 100 },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().errors).toEqual({ maximum: ['The maximum must not be below the minimum.'] });
    const clash = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/data-types/${tMax}/`,
      payload: { code: 'sky' },
    });
    expect(clash.statusCode).toBe(409);
    expect(await count()).toBe(before);
    expect((await p.as.anonymous.get(`/api/data-types/${tMax}/`)).json()).toMatchObject({
      code: 't-max',
      minimum: -40,
    });
  });

  it('refuses to delete a data type a bulletin type uses, suggesting deactivation', async () => {
    const [set] = await t.db.insert(iconSets).values({ code: 'dt-set', name: 'Set' }).returning();
    const [type] = await t.db
      .insert(bulletinTypes)
      .values({ code: 'dt-type', name: 'Bollettino regionale', iconSetId: set?.id ?? 0 })
      .returning();
    await t.db
      .insert(bulletinTypeDataTypes)
      .values({ bulletinTypeId: type?.id ?? 0, dataTypeId: tMax, position: 0 });
    const refused = await p.as.staff.request({ method: 'DELETE', url: `/api/data-types/${tMax}/` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('Bollettino regionale');
    expect(refused.json().detail).toContain('deactivate it instead');
    expect(refused.json()).toMatchObject({ code: 'used_by_bulletin_types', params: { count: 1 } });
    const check = (await p.as.staff.get(`/api/data-types/${tMax}/delete-check/`)).json();
    expect(check).toEqual({ deletable: false, problem: { ...refused.json(), instance: undefined } });
    expect((await p.as.anonymous.get(`/api/data-types/${tMax}/`)).statusCode).toBe(200);
    await t.db.delete(bulletinTypes).where(eq(bulletinTypes.id, type?.id ?? 0));
  });
});
