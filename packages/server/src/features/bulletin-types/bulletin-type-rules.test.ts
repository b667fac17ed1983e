import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataTypes, venues } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let d: Record<string, number>;
let typeId: number;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  const set = (
    await p.as.staff.post('/api/icon-sets/', { code: 'ref', name: 'ref', authority_id: null })
  ).json();
  const [venue] = await t.db
    .insert(venues)
    .values({ code: 'a', name: 'A', kind: 'city', latitude: 45, longitude: 11, authorityId: p.home.id })
    .returning();
  const rows = await t.db
    .insert(dataTypes)
    .values([
      { code: 'tmin', name: 'T min', valueKind: 'number' as const },
      { code: 'tmax', name: 'T max', valueKind: 'number' as const },
      { code: 'snow', name: 'Snow line', valueKind: 'integer' as const },
      { code: 'sky', name: 'Sky', valueKind: 'text' as const },
    ])
    .returning();
  d = Object.fromEntries(rows.map((r) => [r.code, r.id]));
  const created = await p.as.manager.post('/api/bulletin-types/', {
    code: 'daily',
    name: 'Daily',
    authority_id: p.home.id,
    icon_set_id: set.id,
    horizon_days: 1,
    slots: [{ code: 'am', label: 'Mattina', start_hour: 6, end_hour: 12 }],
    data_types: ['tmin', 'tmax', 'sky'].map((code) => ({ data_type_id: d[code] })),
    venue_ids: [venue?.id],
  });
  expect(created.statusCode).toBe(201);
  typeId = created.json().id;
});
afterAll(() => t.close());

const setRules = (rules: unknown[]) =>
  p.as.manager.request({ method: 'PATCH', url: `/api/bulletin-types/${typeId}/`, payload: { rules } });

describe('consistency rules of a bulletin type', () => {
  it('keeps the rules its manager writes, in order, for everyone to read', async () => {
    const rules = [
      { left_data_type_id: d.tmin, relation: '<=', right_data_type_id: d.tmax, severity: 'error' },
      { left_data_type_id: d.tmax, relation: '>', right_data_type_id: d.tmin, severity: 'warning' },
    ];
    expect((await setRules(rules)).statusCode).toBe(200);
    expect((await p.as.anonymous.get(`/api/bulletin-types/${typeId}/`)).json().rules).toEqual(rules);
  });

  it('refuses a rule on a data type that is not a number, naming the side at fault', async () => {
    const response = await setRules([
      { left_data_type_id: d.sky, relation: '<', right_data_type_id: d.tmax, severity: 'error' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/problem\+json/);
    expect(response.json().errors).toEqual({
      'rules.0.left_data_type_id': ['A rule compares numbers: choose a numeric data type.'],
    });
  });

  it.each([
    ['a data type the type does not list', 'snow', 'Add this data type to the bulletin type first.'],
    ['the same data type on both sides', 'tmin', 'Compare two different data types.'],
  ])('refuses a rule comparing with %s, and keeps the rules it had', async (_case, right, message) => {
    const response = await setRules([
      { left_data_type_id: d.tmin, relation: '<', right_data_type_id: d[right], severity: 'error' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'rules.0.right_data_type_id': [message] });
    expect((await p.as.anonymous.get(`/api/bulletin-types/${typeId}/`)).json().rules).toHaveLength(2);
  });

  it('refuses the same rule twice, on the second', async () => {
    const rule = { left_data_type_id: d.tmin, relation: '<=', right_data_type_id: d.tmax, severity: 'error' };
    const response = await setRules([rule, { ...rule, severity: 'warning' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'rules.1': ['This rule is already listed.'] });
  });

  it('refuses a relation or a severity it does not know', async () => {
    const response = await setRules([
      { left_data_type_id: d.tmin, relation: '≪', right_data_type_id: d.tmax, severity: 'fatal' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['rules.0.relation', 'rules.0.severity']);
  });
});
