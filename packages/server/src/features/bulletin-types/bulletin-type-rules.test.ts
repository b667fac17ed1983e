import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataTypes, icons, venues } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let d: Record<string, number>;
let typeId: number;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  const set = (
    await p.as.staff.post('/api/icon-sets/', { code: 'ref', name: 'ref', authority_id: null })
  ).json();
  await t.db.insert(icons).values(
    ['clear-day', 'clear-night', 'rain'].map((code) => ({
      iconSetId: set.id,
      code,
      name: code,
      category: 'sky' as const,
      svg: SVG,
    })),
  );
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
      { code: 'rain', name: 'Rain', valueKind: 'number' as const },
      { code: 'sky', name: 'Sky', valueKind: 'icon' as const },
      {
        code: 'alert',
        name: 'Alert',
        valueKind: 'category' as const,
        options: [
          { code: 'green', label: 'Green' },
          { code: 'red', label: 'Red' },
        ],
      },
      { code: 'note', name: 'Note', valueKind: 'text' as const },
      { code: 'unlisted', name: 'Not in the type', valueKind: 'number' as const },
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
    data_types: ['tmin', 'tmax', 'snow', 'rain', 'sky', 'alert', 'note'].map((code) => ({
      data_type_id: d[code],
    })),
    venue_ids: [venue?.id],
  });
  expect(created.statusCode).toBe(201);
  typeId = created.json().id;
});
afterAll(() => t.close());

const setRules = (rules: unknown[], as = p.as.manager) =>
  as.request({ method: 'PATCH', url: `/api/bulletin-types/${typeId}/`, payload: { rules } });
const storedRules = async () => (await p.as.anonymous.get(`/api/bulletin-types/${typeId}/`)).json().rules;

const compare = (left: string, relation: string, right: string, severity = 'error') => ({
  kind: 'compare',
  left_data_type_id: d[left],
  relation,
  right_data_type_id: d[right],
  severity,
});
const snowRange = () => ({
  kind: 'venue_range',
  data_type_id: d.snow,
  min_offset: -1500,
  max_offset: 3500,
  min: 0,
  max: null,
  severity: 'warning',
});
const dryWhenClear = () => ({
  kind: 'condition',
  when_data_type_id: d.sky,
  when_values: ['clear-day', 'clear-night'],
  data_type_id: d.rain,
  relation: '=',
  value: 0,
  severity: 'warning',
});

describe('consistency rules of a bulletin type', () => {
  it('keeps the rules of every kind its manager writes, in order, for everyone to read', async () => {
    const rules = [
      compare('tmin', '<=', 'tmax'),
      snowRange(),
      dryWhenClear(),
      compare('tmax', '>', 'tmin', 'warning'),
    ];
    const response = await setRules(rules);
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedRules()).toEqual(rules);
  });

  it('reads a comparison sent as before the kinds (no kind) as a comparison', async () => {
    const { kind: _kind, ...legacy } = compare('tmin', '<=', 'tmax');
    expect((await setRules([legacy])).statusCode).toBe(200);
    expect(await storedRules()).toEqual([compare('tmin', '<=', 'tmax')]);
  });

  it('refuses a rule on a data type that is not a number, naming the side at fault', async () => {
    const response = await setRules([compare('sky', '<', 'tmax')]);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/problem\+json/);
    expect(response.json().errors).toEqual({
      'rules.0.left_data_type_id': ['A rule compares numbers: choose a numeric data type.'],
    });
  });

  it.each([
    ['a data type the type does not list', 'unlisted', 'Add this data type to the bulletin type first.'],
    ['the same data type on both sides', 'tmin', 'Compare two different data types.'],
  ])('refuses a rule comparing with %s, and keeps the rules it had', async (_case, right, message) => {
    const before = await storedRules();
    const response = await setRules([compare('tmin', '<', right)]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'rules.0.right_data_type_id': [message] });
    expect(await storedRules()).toEqual(before);
  });

  it('refuses the same rule twice, on the second', async () => {
    const response = await setRules([snowRange(), { ...snowRange(), severity: 'error' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'rules.1': ['This rule is already listed.'] });
  });

  it('refuses a relation, a severity or a kind it does not know', async () => {
    const response = await setRules([
      { ...compare('tmin', '≪', 'tmax'), severity: 'fatal' },
      { kind: 'maybe' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'rules.0.relation',
      'rules.0.severity',
      'rules.1.kind',
    ]);
  });

  it('refuses a range naming the bound at fault', async () => {
    const response = await setRules([
      { ...snowRange(), min: 'low' },
      { ...snowRange(), data_type_id: d.tmax, min: 10, max: 5 },
      { ...snowRange(), data_type_id: d.rain, min_offset: null, max_offset: null, min: null },
      { ...snowRange(), data_type_id: d.note },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'rules.0.min': ['Enter a number.'],
      'rules.1.max': ['The highest bound is below the lowest.'],
      'rules.2.min_offset': ['Give at least one bound.'],
    });
    const wrongKind = await setRules([{ ...snowRange(), data_type_id: d.note }]);
    expect(wrongKind.json().errors).toEqual({
      'rules.0.data_type_id': ['A range holds numbers: choose a numeric data type.'],
    });
  });

  it('refuses a condition on data types of the wrong kinds, or values its data type does not have', async () => {
    const response = await setRules([
      { ...dryWhenClear(), when_values: ['clear-day', 'sunny'] },
      { ...dryWhenClear(), when_data_type_id: d.alert, when_values: ['red', 'purple'] },
      { ...dryWhenClear(), when_data_type_id: d.tmin },
      { ...dryWhenClear(), data_type_id: d.note },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'rules.0.when_values.1': ['This icon is not in the bulletin type’s icon set.'],
      'rules.1.when_values.1': ['This is not an option of the data type.'],
      'rules.2.when_data_type_id': ['A condition reads categories or icons: choose such a data type.'],
      'rules.3.data_type_id': ['A condition checks a number: choose a numeric data type.'],
    });
    const empty = await setRules([{ ...dryWhenClear(), when_values: [], value: 'none' }]);
    expect(empty.json().errors).toEqual({
      'rules.0.when_values': ['Choose at least one value.'],
      'rules.0.value': ['Enter a number.'],
    });
  });

  it('lets no one but its managers change the rules, and tells no one who manages nothing of a bad one', async () => {
    const before = await storedRules();
    const bad = [{ ...snowRange(), min: 'low' }];
    expect((await setRules(bad, p.as.anonymous)).statusCode).toBe(401);
    expect((await setRules(bad, p.as.member)).statusCode).toBe(403);
    expect((await setRules([snowRange()], p.as.otherManager)).statusCode).toBe(403);
    expect(await storedRules()).toEqual(before);
  });
});
