import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinSnapshots } from '../../db/schema/bulletins.ts';
import { dataTypes, icons, venues } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { writeCells, writeTexts } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let d: Record<string, number>;
let typeId: number;
let pass: number;
let town: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  const set = (
    await p.as.staff.post('/api/icon-sets/', { code: 'kinds', name: 'Kinds', authority_id: p.home.id })
  ).json();
  await t.db.insert(icons).values(
    ['clear-day', 'rain'].map((code) => ({
      iconSetId: set.id,
      code,
      name: code,
      category: 'sky' as const,
      svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    })),
  );
  // A pass at 2 000 m, and a town whose elevation nobody entered.
  const rows = await t.db
    .insert(venues)
    .values(
      [
        {
          code: 'pass',
          name: 'Pass',
          kind: 'mountain' as const,
          latitude: 46,
          longitude: 11,
          elevation: 2000,
        },
        { code: 'town', name: 'Town', kind: 'city' as const, latitude: 45, longitude: 12, elevation: null },
      ].map((v) => ({ ...v, authorityId: p.home.id })),
    )
    .returning();
  [pass, town] = rows.map((r) => r.id) as [number, number];
  const number = { valueKind: 'number' as const, minimum: -40, maximum: 500, decimals: 1 };
  const types = await t.db
    .insert(dataTypes)
    .values([
      { code: 'k-tmin', name: 'T min', ...number },
      { code: 'k-tmax', name: 'T max', ...number },
      { code: 'k-snow', name: 'Snow level', valueKind: 'integer' as const, minimum: 0, maximum: 4000 },
      { code: 'k-rain', name: 'Rain', ...number, minimum: 0 },
      { code: 'k-sky', name: 'Sky', valueKind: 'icon' as const, iconCategory: 'sky' as const },
    ])
    .returning();
  d = Object.fromEntries(types.map((r) => [r.code.slice(2), r.id]));
  const type = await p.as.manager.post('/api/bulletin-types/', {
    code: 'kinds',
    name: 'Kinds',
    authority_id: p.home.id,
    icon_set_id: set.id,
    horizon_days: 1,
    slots: [{ code: 'day', label: 'Day', start_hour: 0, end_hour: 24 }],
    data_types: ['tmin', 'tmax', 'snow', 'rain', 'sky'].map((code) => ({
      data_type_id: d[code],
      required: false,
    })),
    venue_ids: [pass, town],
    languages: ['it'],
    rules: [
      {
        kind: 'compare',
        left_data_type_id: d.tmin,
        relation: '<=',
        right_data_type_id: d.tmax,
        severity: 'error',
      },
      {
        kind: 'venue_range',
        data_type_id: d.snow,
        min_offset: -1500,
        max_offset: 3500,
        min: 0,
        max: 3000,
        severity: 'error',
      },
      {
        kind: 'condition',
        when_data_type_id: d.sky,
        when_values: ['clear-day'],
        data_type_id: d.rain,
        relation: '=',
        value: 0,
        severity: 'warning',
      },
    ],
  });
  expect(type.statusCode, type.body).toBe(201);
  typeId = type.json().id;
});
afterAll(() => t.close());

const cell = (venue_id: number, code: string, value: number | string) => ({
  venue_id,
  day: 0,
  slot: 'day',
  data_type_id: d[code],
  value,
});

/** A draft with these cells and its texts written. */
async function draft(cells: ReturnType<typeof cell>[]): Promise<number> {
  const created = await p.as.member.post('/api/bulletins/', {
    bulletin_type_id: typeId,
    issue_date: `2026-10-${String(10 + serial++).padStart(2, '0')}`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().id;
  if (cells.length) await writeCells(p.as.member, id, cells);
  await writeTexts(p.as.member, id, 'Bollettino', 'Sereno.');
  return id;
}

const checkOf = async (id: number) => (await p.as.member.get(`/api/bulletins/${id}/check/`)).json();
type Problem = { severity: string; code: string; message: string; cell?: unknown; rule?: number };

describe('the check of a bulletin on the rules of each kind', () => {
  it('reports Tmin 9 above Tmax 4 and a snow level of 3 m at a venue at 2 000 m, each on its cell, and blocks submit', async () => {
    const id = await draft([cell(pass, 'tmin', 9), cell(pass, 'tmax', 4), cell(pass, 'snow', 3)]);
    const check = await checkOf(id);
    expect(check.problems).toEqual([
      {
        severity: 'error',
        code: 'rule_broken',
        message: 'k-tmin ≤ k-tmax does not hold (9, 4).',
        cell: { venue_id: pass, day: 0, slot: 'day', data_type_id: d.tmin },
        rule: 0,
      },
      {
        severity: 'error',
        code: 'rule_broken',
        message: 'k-snow should be between 500 and 3000 at this venue, not 3.',
        cell: { venue_id: pass, day: 0, slot: 'day', data_type_id: d.snow },
        rule: 1,
      },
    ]);
    expect(check).toMatchObject({ passes: false, errors: 2, warnings: 0 });
    const submit = await p.as.member.post(`/api/bulletins/${id}/submit/`, {});
    expect(submit.statusCode).toBe(409);
    expect(submit.json()).toMatchObject({ code: 'check_failed', params: { errors: 2 } });
  });

  it('holds a venue with no elevation to the absolute bounds alone', async () => {
    const id = await draft([cell(town, 'snow', 3), cell(pass, 'snow', 3500)]);
    const problems: Problem[] = (await checkOf(id)).problems;
    expect(problems.map((x) => [x.message, x.cell])).toEqual([
      [
        'k-snow should be between 500 and 3000 at this venue, not 3500.',
        { venue_id: pass, day: 0, slot: 'day', data_type_id: d.snow },
      ],
    ]);
  });

  it('warns of rain under a clear sky without standing in the way of submit and publish', async () => {
    const id = await draft([
      cell(pass, 'sky', 'clear-day'),
      cell(pass, 'rain', 2.5),
      cell(town, 'sky', 'rain'),
      cell(town, 'rain', 4),
    ]);
    const check = await checkOf(id);
    expect(check.problems).toEqual([
      {
        severity: 'warning',
        code: 'rule_broken',
        message: 'k-rain = 0 does not hold when k-sky is clear-day (2.5).',
        cell: { venue_id: pass, day: 0, slot: 'day', data_type_id: d.rain },
        rule: 2,
      },
    ]);
    expect((await p.as.member.post(`/api/bulletins/${id}/submit/`, {})).statusCode).toBe(200);
    expect((await p.as.manager.post(`/api/bulletins/${id}/publish/`, {})).statusCode).toBe(200);
  });

  it('reads a snapshot published before the rule kinds as it read then', async () => {
    const id = await draft([cell(pass, 'tmin', 3), cell(pass, 'tmax', 8)]);
    expect((await p.as.member.post(`/api/bulletins/${id}/submit/`, {})).statusCode).toBe(200);
    expect((await p.as.manager.post(`/api/bulletins/${id}/publish/`, {})).statusCode).toBe(200);
    // Read by someone signed in, from the database: a visitor's answer is kept until the bulletin
    // changes, and the snapshot is rewritten below behind the app's back.
    const published = (await p.as.member.get(`/api/bulletins/${id}/`)).json();
    // As such a snapshot was stored: its comparison without a kind, and no rules of the other kinds.
    const legacy = [
      { left_data_type_id: d.tmin, relation: '<=', right_data_type_id: d.tmax, severity: 'error' },
    ];
    await t.db
      .update(bulletinSnapshots)
      .set({
        snapshot: sql`jsonb_set(${bulletinSnapshots.snapshot}, '{composition,rules}', ${JSON.stringify(legacy)}::jsonb)`,
      })
      .where(eq(bulletinSnapshots.bulletinId, id));
    const read = (await p.as.member.get(`/api/bulletins/${id}/`)).json();
    expect(read.composition.rules).toEqual([{ kind: 'compare', ...legacy[0] }]);
    expect({ ...read, composition: { ...read.composition, rules: [] } }).toEqual({
      ...published,
      composition: { ...published.composition, rules: [] },
    });
    expect((await checkOf(id)).problems).toEqual([]);
  });
});
