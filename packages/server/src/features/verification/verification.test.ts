import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { dataTypes } from '../../db/schema/reference.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeDailyType } from '../bulletins/test-fixtures.ts';
import { VALUE_COLUMNS, valuePages, valueRows } from './exports.ts';
import { type Cell, type FixtureStatus, fixtureWriter, makeSky, type Observed } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;
let sky: number;

let write: ReturnType<typeof fixtureWriter>;
const bulletin = (issueDate: string, status: FixtureStatus, version = 1, typeId = type.typeId) =>
  write.bulletin(issueDate, status, typeId, version);
const values = (bulletinId: number, cells: Cell[]) => write.values(bulletinId, cells);
const observed = (rows: Observed[]) => write.observed(rows);

/**
 * The hand-computed fixture: tmax (tolerance 1) pairs with errors −1, 3, 1 (lido) and −0.5
 * (asiago); tmin (no tolerance) one pair, error 2; sky (a category) three pairs, two right. A
 * superseded version, a draft and a forecast without observation count for nothing.
 */
beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  write = fixtureWriter(t.db, p.home.id);
  type = await makeDailyType(t.db, p, 'ver');
  await t.db.update(dataTypes).set({ tolerance: 1 }).where(eq(dataTypes.id, type.tmax));
  sky = await makeSky(t.db, 'ver');
  const { lido, asiago, tmin, tmax } = type;
  const first = await bulletin('2026-06-01', 'published');
  await values(first, [
    [lido, 0, tmax, 20],
    [lido, 1, tmax, 25],
    [asiago, 0, tmax, 10],
    [lido, 0, tmin, 12],
    [lido, 0, sky, 'clear'],
    [lido, 1, sky, 'cloudy'],
  ]);
  const superseded = await bulletin('2026-06-02', 'superseded', 1);
  await values(superseded, [[lido, 0, tmax, 30]]);
  const second = await bulletin('2026-06-02', 'published', 2);
  await values(second, [
    [lido, 0, tmax, 23],
    [lido, 1, tmax, 24],
    [lido, 0, sky, 'rain'],
  ]);
  const draft = await bulletin('2026-06-03', 'draft');
  await values(draft, [[lido, 0, tmax, 0]]);
  await observed([
    [lido, '2026-06-01', tmax, 21],
    [lido, '2026-06-02', tmax, 22],
    [asiago, '2026-06-01', tmax, 10.5],
    [lido, '2026-06-01', tmin, 10],
    [lido, '2026-06-01', sky, 'clear'],
    [lido, '2026-06-02', sky, 'rain'],
  ]);
});
afterAll(() => t.close());

describe('verification scores', () => {
  it('match the hand-computed fixture exactly', async () => {
    const response = await p.as.anonymous.get('/api/verification/?bulletin_type=ver');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data_types.map((d: { data_type: string }) => d.data_type)).toEqual([
      'ver-sky',
      'ver-tmax',
      'ver-tmin',
    ]);
    const [skyScores, tmaxScores, tminScores] = body.data_types;
    expect(tmaxScores).toEqual({
      data_type: 'ver-tmax',
      value_kind: 'number',
      unit: '°C',
      tolerance: 1,
      overall: { count: 4, bias: 0.625, mae: 1.375, rmse: 1.677051, within_tolerance: 0.75 },
      by_lead_day: [
        { lead_day: 0, count: 3, bias: -0.166667, mae: 0.833333, rmse: 0.866025, within_tolerance: 1 },
        { lead_day: 1, count: 1, bias: 3, mae: 3, rmse: 3, within_tolerance: 0 },
      ],
      // 1 and 2 June 2026, a Monday and a Tuesday: one week.
      by_week: [
        { week: '2026-06-01', count: 4, bias: 0.625, mae: 1.375, rmse: 1.677051, within_tolerance: 0.75 },
      ],
      by_venue: [
        { venue: 'ver-asiago', count: 1, bias: -0.5, mae: 0.5, rmse: 0.5, within_tolerance: 1 },
        { venue: 'ver-lido', count: 3, bias: 1, mae: 1.666667, rmse: 1.914854, within_tolerance: 0.666667 },
      ],
    });
    expect(tminScores.overall).toEqual({ count: 1, bias: 2, mae: 2, rmse: 2, within_tolerance: null });
    expect(skyScores.overall).toEqual({
      count: 3,
      exact: 0.666667,
      within_sectors: null,
      angular_error: null,
      contingency: [
        { forecast: 'clear', observed: 'clear', count: 1 },
        { forecast: 'cloudy', observed: 'rain', count: 1 },
        { forecast: 'rain', observed: 'rain', count: 1 },
      ],
    });
    expect(skyScores.by_lead_day).toEqual([
      {
        lead_day: 0,
        count: 2,
        exact: 1,
        within_sectors: null,
        angular_error: null,
        contingency: [
          { forecast: 'clear', observed: 'clear', count: 1 },
          { forecast: 'rain', observed: 'rain', count: 1 },
        ],
      },
      {
        lead_day: 1,
        count: 1,
        exact: 0,
        within_sectors: null,
        angular_error: null,
        contingency: [{ forecast: 'cloudy', observed: 'rain', count: 1 }],
      },
    ]);
  });

  it('of a direction count a forecast one sector off as right and give the mean angle the shortest way round', async () => {
    const [wind] = await t.db
      .insert(dataTypes)
      .values({ code: 'ver-wind', name: 'Wind from', valueKind: 'direction' })
      .returning();
    const { lido, asiago } = type;
    const id = wind?.id ?? 0;
    const issued = await bulletin('2026-07-01', 'published');
    await values(issued, [
      [lido, 0, id, 'N'],
      [lido, 1, id, 'NNW'],
      [asiago, 0, id, 'E'],
      [asiago, 1, id, 'VRB'],
    ]);
    await observed([
      [lido, '2026-07-01', id, 'NNE'],
      [lido, '2026-07-02', id, 'NNE'],
      [asiago, '2026-07-01', id, 'E'],
      [asiago, '2026-07-02', id, 'VRB'],
    ]);
    const answer = await p.as.anonymous.get(
      '/api/verification/?bulletin_type=ver&data_type=ver-wind&date_after=2026-07-01&date_before=2026-07-01',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const [scores] = answer.json().data_types;
    // N→NNE one sector (22.5°), NNW→NNE two across north (45°), E→E, VRB→VRB (right, no angle).
    expect(scores.overall).toMatchObject({ count: 4, exact: 0.5, within_sectors: 0.75, angular_error: 22.5 });
    expect(scores.by_lead_day.map((s: { within_sectors: number }) => s.within_sectors)).toEqual([1, 0.5]);
  });

  it('by week of issue: Monday to Sunday, oldest first', async () => {
    // Errors −1 (Friday 5 June), then 3 and −1 (Monday 8 and Tuesday 9 June): two weeks.
    const weekly = await makeDailyType(t.db, p, 'wk');
    const { lido, tmax } = weekly;
    for (const [date, forecast, seen] of [
      ['2026-06-05', 20, 21],
      ['2026-06-08', 24, 21],
      ['2026-06-09', 18, 19],
    ] as const) {
      await values(await bulletin(date, 'published', 1, weekly.typeId), [[lido, 0, tmax, forecast]]);
      await observed([[lido, date, tmax, seen]]);
    }
    const body = (await p.as.anonymous.get('/api/verification/?bulletin_type=wk')).json();
    expect(body.data_types[0].by_week).toEqual([
      { week: '2026-06-01', count: 1, bias: -1, mae: 1, rmse: 1, within_tolerance: null },
      { week: '2026-06-08', count: 2, bias: 1, mae: 2, rmse: 2.236068, within_tolerance: null },
    ]);
    expect(body.data_types[0].overall).toEqual({
      count: 3,
      bias: 0.333333,
      mae: 1.666667,
      rmse: 1.914854,
      within_tolerance: null,
    });
  });

  it('narrow to a period, a venue and a data type', async () => {
    const later = (
      await p.as.anonymous.get('/api/verification/?bulletin_type=ver&date_after=2026-06-02')
    ).json();
    const tmax = later.data_types.find((d: { data_type: string }) => d.data_type === 'ver-tmax');
    expect(tmax.overall).toMatchObject({ count: 1, bias: 1 });
    const one = (
      await p.as.anonymous.get('/api/verification/?bulletin_type=ver&venue=ver-asiago&data_type=ver-tmax')
    ).json();
    expect(one.data_types).toHaveLength(1);
    expect(one.data_types[0].overall).toMatchObject({ count: 1, bias: -0.5 });
  });

  it('refuse unknown codes and a period upside down with the parameter at fault', async () => {
    const bad = await p.as.anonymous.get(
      '/api/verification/?bulletin_type=nothing&venue=nowhere&date_after=2026-06-02&date_before=2026-06-01',
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['bulletin_type', 'date_before', 'venue']);
    const missing = await p.as.anonymous.get('/api/verification/');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['bulletin_type']);
  });

  it('of a type that is not public are its authority’s and staff’s only', async () => {
    await t.db.update(bulletinTypes).set({ isPublic: false }).where(eq(bulletinTypes.id, type.typeId));
    try {
      for (const url of ['/api/verification/', '/api/verification/pairs.csv', '/api/statistics/values.csv']) {
        const full = `${url}?bulletin_type=ver`;
        expect((await p.as.anonymous.get(full)).statusCode).toBe(404);
        expect((await p.as.otherManager.get(full)).statusCode).toBe(404);
        expect((await p.as.member.get(full)).statusCode).toBe(200);
        expect((await p.as.staff.get(full)).statusCode).toBe(200);
      }
    } finally {
      await t.db.update(bulletinTypes).set({ isPublic: true }).where(eq(bulletinTypes.id, type.typeId));
    }
  });
});

describe('the exports', () => {
  it('write every pair with its difference, and the scores, as CSV', async () => {
    const pairs = await p.as.anonymous.get(
      '/api/verification/pairs.csv?bulletin_type=ver&data_type=ver-tmax',
    );
    expect(pairs.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(pairs.body.split('\r\n')).toEqual([
      'issue_date,lead_day,date,venue,slot,data_type,forecast,observed,difference',
      '2026-06-01,0,2026-06-01,ver-lido,day,ver-tmax,20,21,-1',
      '2026-06-01,1,2026-06-02,ver-lido,day,ver-tmax,25,22,3',
      '2026-06-01,0,2026-06-01,ver-asiago,day,ver-tmax,10,10.5,-0.5',
      '2026-06-02,0,2026-06-02,ver-lido,day,ver-tmax,23,22,1',
      '',
    ]);
    const scores = await p.as.anonymous.get(
      '/api/verification/scores.csv?bulletin_type=ver&data_type=ver-tmin',
    );
    expect(scores.body.split('\r\n')).toEqual([
      'data_type,lead_day,week,venue,count,bias,mae,rmse,within_tolerance,exact,within_sectors,angular_error',
      'ver-tmin,,,,1,2,2,2,,,,',
      'ver-tmin,0,,,1,2,2,2,,,,',
      'ver-tmin,,2026-06-01,,1,2,2,2,,,,',
      'ver-tmin,,,ver-lido,1,2,2,2,,,,',
      '',
    ]);
  });

  it('write every published value with its observation where there is one', async () => {
    const csv = await p.as.anonymous.get(
      '/api/statistics/values.csv?bulletin_type=ver&venue=ver-lido&data_type=ver-tmax',
    );
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('bulletin_id,issue_date,version,lead_day,date,venue,slot,data_type,value,observed');
    expect(lines.slice(1).map((l) => l.split(',').slice(1).join(','))).toEqual([
      '2026-06-01,1,0,2026-06-01,ver-lido,day,ver-tmax,20,21',
      '2026-06-01,1,1,2026-06-02,ver-lido,day,ver-tmax,25,22',
      '2026-06-02,2,0,2026-06-02,ver-lido,day,ver-tmax,23,22',
      '2026-06-02,2,1,2026-06-03,ver-lido,day,ver-tmax,24,',
    ]);
  });

  it('pair every value with an observation, however few of a page have one', async () => {
    const { resolveFilters } = await import('../../core/reference-codes.ts');
    const period = await resolveFilters(t.db, { bulletin_type: 'ver', data_type: 'ver-tmax' });
    const pairs = async (pageRows: number) => {
      const read: string[] = [];
      const pages = valuePages(
        t.db,
        { ...period, bulletinType: period.bulletinType as never },
        true,
        pageRows,
      );
      for await (const { bulletin, rows } of pages)
        read.push(
          ...rows.map((r) => `${bulletin.issueDate} ${r.venue_id} ${r.day} ${r.value}/${r.observed}`),
        );
      return read;
    };
    const onePerPage = await pairs(1);
    expect(onePerPage).toHaveLength(4);
    expect(onePerPage).toEqual(await pairs(1000));
  });

  it('stream: the first rows go out before the last page is read', async () => {
    const id = await bulletin('2026-05-01', 'published');
    // 40 000 values: 2 venues × 2 days × 5 000 slots × 2 data types.
    await t.db.execute(sql`
      insert into bulletin_values (bulletin_id, venue_id, day, slot, data_type_id, value)
      select ${id}, venue, day, 's' || lpad(slot::text, 4, '0'), data_type, to_jsonb(slot % 40)
      from unnest(array[${type.lido}::int, ${type.asiago}::int]) venue,
           generate_series(0, 1) day, generate_series(1, 5000) slot,
           unnest(array[${type.tmin}::int, ${type.tmax}::int]) data_type`);
    const { resolveFilters } = await import('../../core/reference-codes.ts');
    const period = await resolveFilters(t.db, { bulletin_type: 'ver', date_before: '2026-05-01' });
    let pagesRead = 0;
    async function* counted() {
      for await (const page of valueRows(
        t.db,
        { ...period, bulletinType: period.bulletinType as never },
        5000,
      )) {
        pagesRead += 1;
        yield page;
      }
    }
    let pagesAtFirstRows = -1;
    let lines = 0;
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    await pipeline(
      csvStream(VALUE_COLUMNS, counted()),
      new Writable({
        highWaterMark: 16 * 1024,
        write(chunk: Buffer, _encoding, done) {
          lines += chunk.toString().split('\r\n').length - 1;
          if (lines > 1 && pagesAtFirstRows < 0) pagesAtFirstRows = pagesRead;
          heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
          setTimeout(done, 1); // a slow reader
        },
      }),
    );
    expect(lines).toBe(40_001);
    expect(pagesRead).toBe(8);
    expect(pagesAtFirstRows).toBeLessThanOrEqual(2);
    expect(heapPeak - heapBefore).toBeLessThan(64 * 1024 * 1024);
  });
});
