import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletins } from '../../db/schema/bulletins.ts';
import { observations } from '../../db/schema/observations.ts';
import { venues } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeDailyType } from '../bulletins/test-fixtures.ts';
import { fixtureWriter } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;
let write: ReturnType<typeof fixtureWriter>;
let first: number;

type Figures = { count: number; bias: number | null };
type Answer = {
  data_types: { data_type: string; overall: Figures; by_venue: ({ venue: string } & Figures)[] }[];
};

const URL = '/api/verification/?bulletin_type=kept&data_type=kept-tmax';

async function tmax(url = URL) {
  const response = await p.as.anonymous.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Answer).data_types[0];
}

/**
 * Every write below goes straight to the tables, as another server or a tool would: this server
 * hears nothing of it, and the scores it kept must not be answered again once they are out of date.
 */
beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  write = fixtureWriter(t.db, p.home.id);
  type = await makeDailyType(t.db, p, 'kept');
  first = await write.bulletin('2026-07-01', 'published', type.typeId);
  await write.values(first, [
    [type.lido, 0, type.tmax, 20],
    [type.asiago, 0, type.tmax, 10],
  ]);
  await write.observed([[type.lido, '2026-07-01', type.tmax, 21]]);
});
afterAll(() => t.close());

describe('scores answered again', () => {
  it('are the same answer while nothing they are made of changed', async () => {
    const once = await tmax();
    expect(once?.overall).toMatchObject({ count: 1, bias: -1 });
    expect(await tmax()).toEqual(once);
  });

  it('count an observation written behind the server’s back at the next reading', async () => {
    await tmax();
    await write.observed([[type.asiago, '2026-07-01', type.tmax, 12]]);
    expect((await tmax())?.overall).toMatchObject({ count: 2, bias: -1.5 });
    await t.db.update(observations).set({ value: 13 }).where(eq(observations.venueId, type.asiago));
    expect((await tmax())?.overall).toMatchObject({ count: 2, bias: -2 });
  });

  it('leave out a bulletin that left force, and count one newly published', async () => {
    await tmax();
    await t.db.update(bulletins).set({ status: 'withdrawn' }).where(eq(bulletins.id, first));
    expect((await tmax())?.overall.count ?? 0).toBe(0);
    const next = await write.bulletin('2026-07-02', 'published', type.typeId);
    await write.values(next, [[type.lido, 0, type.tmax, 25]]);
    await write.observed([[type.lido, '2026-07-02', type.tmax, 24]]);
    expect((await tmax())?.overall).toMatchObject({ count: 1, bias: 1 });
  });

  it('one venue’s, paired afresh, as well', async () => {
    const lido = `${URL}&venue=kept-lido`;
    const before = (await tmax(lido))?.overall.count ?? 0;
    await write.observed([[type.lido, '2026-07-03', type.tmax, 0]]);
    const later = await write.bulletin('2026-07-03', 'published', type.typeId);
    await write.values(later, [[type.lido, 0, type.tmax, 1]]);
    expect((await tmax(lido))?.overall.count).toBe(before + 1);
  });

  it('name a venue by its new code once it is renamed', async () => {
    expect((await tmax())?.by_venue.map((v) => v.venue)).toContain('kept-lido');
    await t.db.update(venues).set({ code: 'kept-lido-nuovo' }).where(eq(venues.id, type.lido));
    await t.events.settle();
    expect((await tmax())?.by_venue.map((v) => v.venue)).toContain('kept-lido-nuovo');
  });
});
