import { addDays } from '@bora/shared/agency-time';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFilters } from '../../core/reference-codes.ts';
import { bulletins } from '../../db/schema/bulletins.ts';
import { observations } from '../../db/schema/observations.ts';
import { dataTypes } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeDailyType } from '../bulletins/test-fixtures.ts';
import { type Period, pairedScoreRows, type ScoreRow } from './repository.ts';
import { keepSums } from './score-sums.ts';
import { keptScoreRows, staleBulletins, staleMonths } from './sums-repository.ts';
import { type Cell, fixtureWriter, makeSky, type Observed, SKIES } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;
let write: ReturnType<typeof fixtureWriter>;
let sky: number;

/** A repeatable sequence in [0, 1). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const FIRST_DAY = '2026-03-01';
const DAYS = 45;

/**
 * A month and a half of the type (1 March to 14 April): a bulletin a day (every fifth corrected, so a superseded version stands
 * beside the published one), two venues, two lead days, tmin, tmax (tolerance 1.5) and a sky;
 * observations of most of those cells, some a step off, some missing.
 */
async function month() {
  const random = sequence(7);
  for (let i = 0; i < DAYS; i++) {
    const date = addDays(FIRST_DAY, i);
    const versions = i % 5 === 0 ? (['superseded', 'published'] as const) : (['published'] as const);
    for (const [index, status] of versions.entries()) {
      const id = await write.bulletin(date, status, type.typeId, index + 1);
      const cells: Cell[] = [];
      for (const venue of [type.lido, type.asiago])
        for (const day of [0, 1]) {
          cells.push([venue, day, type.tmin, Math.round(random() * 10)]);
          cells.push([venue, day, type.tmax, Math.round(random() * 100) / 10 + 15]);
          cells.push([venue, day, sky, SKIES[Math.floor(random() * 3)] as string]);
        }
      await write.values(id, cells);
    }
  }
  const seen: Observed[] = [];
  for (let i = 0; i <= DAYS; i++)
    for (const venue of [type.lido, type.asiago]) {
      const date = addDays(FIRST_DAY, i);
      if (random() < 0.1) continue;
      seen.push([venue, date, type.tmin, Math.round(random() * 10)]);
      seen.push([venue, date, type.tmax, Math.round(random() * 100) / 10 + 15]);
      seen.push([venue, date, sky, SKIES[Math.floor(random() * 3)] as string]);
    }
  await write.observed(seen);
}

async function period(query: Record<string, string> = {}): Promise<Period> {
  const filters = await resolveFilters(t.db, { bulletin_type: 'kept', ...query });
  return { ...filters, bulletinType: filters.bulletinType as NonNullable<typeof filters.bulletinType> };
}

/** Rows in one order, with figures rounded past float sums' last digits. */
function comparable(rows: ScoreRow[]) {
  const round = (x: number | null) => (x === null ? null : Math.round(x * 1e9) / 1e9);
  return rows
    .map((r) => ({
      ...r,
      bias: round(r.bias),
      mae: round(r.mae),
      rmse: round(r.rmse),
      within: round(r.within),
    }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

async function expectKeptToMatchPairing(query: Record<string, string> = {}) {
  const f = await period(query);
  await keepSums(t.db, f.bulletinType.id);
  const kept = comparable(await keptScoreRows(t.db, f));
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).toEqual(comparable(await pairedScoreRows(t.db, f)));
}

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  write = fixtureWriter(t.db, p.home.id);
  type = await makeDailyType(t.db, p, 'kept');
  await t.db.update(dataTypes).set({ tolerance: 1.5 }).where(eq(dataTypes.id, type.tmax));
  sky = await makeSky(t.db, 'kept');
  await month();
});
afterAll(() => t.close());

describe('the kept sums', () => {
  it('add up to what pairing the values afresh answers: whole, over a period, for a data type', async () => {
    await expectKeptToMatchPairing();
    // Within a month, across two, one whole month, open at either end.
    await expectKeptToMatchPairing({ date_after: '2026-03-10', date_before: '2026-03-20' });
    await expectKeptToMatchPairing({ date_after: '2026-03-10', date_before: '2026-04-05' });
    await expectKeptToMatchPairing({ date_after: '2026-03-01', date_before: '2026-03-31' });
    await expectKeptToMatchPairing({ date_after: '2026-03-15' });
    await expectKeptToMatchPairing({ date_before: '2026-03-31' });
    await expectKeptToMatchPairing({ data_type: 'kept-sky' });
    expect(await staleBulletins(t.db)).toEqual([]);
    expect(await staleMonths(t.db, type.typeId)).toEqual([]);
  });

  it('are marked stale when a bulletin is published, and only the published', async () => {
    const draft = await write.bulletin('2026-05-10', 'draft', type.typeId);
    const published = await write.bulletin('2026-05-11', 'published', type.typeId);
    expect(await staleBulletins(t.db, type.typeId)).toEqual([published]);
    await t.db.update(bulletins).set({ status: 'published' }).where(eq(bulletins.id, draft));
    expect(await staleBulletins(t.db, type.typeId)).toEqual([draft, published]);
    expect(await keepSums(t.db, type.typeId)).toBe(2);
    expect(await staleBulletins(t.db)).toEqual([]);
  });

  it('leave out a bulletin withdrawn or superseded since its month was added up', async () => {
    await expectKeptToMatchPairing();
    const [march] = await t.db
      .select({ id: bulletins.id })
      .from(bulletins)
      .where(sql`${bulletins.issueDate} = '2026-03-12' and ${bulletins.status} = 'published'`);
    await t.db
      .update(bulletins)
      .set({ status: 'withdrawn' })
      .where(eq(bulletins.id, march?.id as number));
    expect(await staleMonths(t.db, type.typeId)).toEqual(['2026-03-01']);
    await expectKeptToMatchPairing();
    await expectKeptToMatchPairing({ date_before: '2026-03-31' });
  });

  it('are marked stale by an observation of a date a bulletin forecast, and only those bulletins', async () => {
    // 2026-03-15 is lead day 0 of the bulletins of the 15th and lead day 1 of those of the 14th.
    const forecasting = await t.db
      .select({ id: bulletins.id })
      .from(bulletins)
      .where(
        sql`${bulletins.status} = 'published' and ${bulletins.issueDate} in ('2026-03-14', '2026-03-15')`,
      );
    await t.db
      .update(observations)
      .set({ value: 40 })
      .where(
        sql`${observations.observedDate} = '2026-03-15' and ${observations.dataTypeId} = ${type.tmax}
            and ${observations.venueId} = ${type.lido}`,
      );
    expect(await staleBulletins(t.db)).toEqual(forecasting.map((b) => b.id).sort((a, b) => a - b));
    await expectKeptToMatchPairing();
    await t.db.delete(observations).where(sql`${observations.observedDate} = '2026-03-20'`);
    expect((await staleBulletins(t.db)).length).toBe(2);
    await expectKeptToMatchPairing();
  });

  it('are marked stale by a new tolerance, and the share within it follows', async () => {
    const before = await t.app.inject({ url: '/api/verification/?bulletin_type=kept&data_type=kept-tmax' });
    await t.db.update(dataTypes).set({ tolerance: 3 }).where(eq(dataTypes.id, type.tmax));
    expect((await staleBulletins(t.db)).length).toBeGreaterThanOrEqual(DAYS);
    const after = await t.app.inject({ url: '/api/verification/?bulletin_type=kept&data_type=kept-tmax' });
    const within = (r: typeof before) => r.json().data_types[0].overall.within_tolerance as number;
    expect(within(after)).toBeGreaterThan(within(before));
    expect(await staleBulletins(t.db)).toEqual([]);
    await expectKeptToMatchPairing();
  });

  it('answer an observation sent through the API in the next reading', async () => {
    const read = async () =>
      (await p.as.anonymous.get('/api/verification/?bulletin_type=kept&data_type=kept-tmin')).json()
        .data_types[0].overall.count as number;
    // 2026-04-15: lead day 1 of the last bulletin, of the 14th, and no other's.
    await t.db.delete(observations).where(sql`${observations.observedDate} = '2026-04-15'`);
    const dropped = await read();
    const sent = await p.as.manager.post('/api/observations/', {
      rows: [{ venue: 'kept-lido', date: '2026-04-15', slot: 'day', data_type: 'kept-tmin', value: 4 }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await read()).toBe(dropped + 1);
  });
});
