import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { bulletins, bulletinValues } from '../../db/schema/bulletins.ts';
import { observations } from '../../db/schema/observations.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeDailyType } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;

async function bulletin(issueDate: string, status: 'published' | 'draft') {
  const [row] = await t.db
    .insert(bulletins)
    .values({
      bulletinTypeId: type.typeId,
      authorityId: p.home.id,
      issueDate,
      version: 1,
      status,
      validFrom: new Date(`${issueDate}T00:00:00Z`),
      validTo: new Date(`${issueDate}T23:59:00Z`),
    })
    .returning();
  if (!row) throw new Error('no bulletin');
  const { lido, asiago, tmin, tmax } = type;
  await t.db.insert(bulletinValues).values(
    [
      [lido, 0, tmax, 20],
      [lido, 1, tmax, 25],
      [asiago, 0, tmax, 10],
      [lido, 0, tmin, 12],
    ].map(([venueId, day, dataTypeId, value]) => ({
      bulletinId: row.id,
      venueId: venueId as number,
      day: day as number,
      slot: 'day',
      dataTypeId: dataTypeId as number,
      value: value as number,
    })),
  );
  return row.id;
}

let published: number;
let draft: number;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  type = await makeDailyType(t.db, p, 'obs');
  published = await bulletin('2026-06-01', 'published');
  draft = await bulletin('2026-06-02', 'draft');
  const { lido, asiago, tmax } = type;
  await t.db.insert(observations).values(
    [
      // Day 0 and day 1 of the published bulletin at the lido; the other day of the asiago.
      [lido, '2026-06-01', tmax, 21],
      [lido, '2026-06-02', tmax, 23.5],
      [asiago, '2026-06-02', tmax, 9],
    ].map(([venueId, observedDate, dataTypeId, value]) => ({
      venueId: venueId as number,
      observedDate: observedDate as string,
      slot: 'day',
      dataTypeId: dataTypeId as number,
      value: value as number,
    })),
  );
});
afterAll(() => t.close());

describe('GET /api/bulletins/:id/observations/', () => {
  it('answers, for each cell, what was observed on the date it forecast; none where nothing was', async () => {
    const response = await p.as.anonymous.get(`/api/bulletins/${published}/observations/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { venue_id: type.lido, day: 0, slot: 'day', data_type_id: type.tmax, value: 21 },
      { venue_id: type.lido, day: 1, slot: 'day', data_type_id: type.tmax, value: 23.5 },
    ]);
  });

  it('of the next day’s bulletin, reads the next day’s observations', async () => {
    const response = await p.as.member.get(`/api/bulletins/${draft}/observations/`);
    expect(response.json()).toEqual([
      { venue_id: type.lido, day: 0, slot: 'day', data_type_id: type.tmax, value: 23.5 },
      { venue_id: type.asiago, day: 0, slot: 'day', data_type_id: type.tmax, value: 9 },
    ]);
  });

  it('follow every observation written, changed or removed since, whoever wrote it', async () => {
    const read = async () =>
      (
        (await p.as.anonymous.get(`/api/bulletins/${published}/observations/`)).json() as { value: number }[]
      ).map((row) => row.value);
    expect(await read()).toEqual([21, 23.5]);
    // Straight into the table, as another server or a tool would: this server hears nothing of it.
    const [added] = await t.db
      .insert(observations)
      .values({
        venueId: type.asiago,
        observedDate: '2026-06-01',
        slot: 'day',
        dataTypeId: type.tmax,
        value: 11,
      })
      .returning();
    expect(await read()).toEqual([21, 23.5, 11]);
    await t.db
      .update(observations)
      .set({ value: 12 })
      .where(eq(observations.id, added?.id ?? 0));
    expect(await read()).toEqual([21, 23.5, 12]);
    await t.db.delete(observations).where(eq(observations.id, added?.id ?? 0));
    expect(await read()).toEqual([21, 23.5]);
  });

  it('are as hidden as the bulletin: a draft, or a private type’s bulletin, is missing to a visitor', async () => {
    expect((await p.as.anonymous.get(`/api/bulletins/${draft}/observations/`)).statusCode).toBe(404);
    await t.db.update(bulletinTypes).set({ isPublic: false }).where(eq(bulletinTypes.id, type.typeId));
    expect((await p.as.anonymous.get(`/api/bulletins/${published}/observations/`)).statusCode).toBe(404);
    expect((await p.as.member.get(`/api/bulletins/${published}/observations/`)).statusCode).toBe(200);
    await t.db.update(bulletinTypes).set({ isPublic: true }).where(eq(bulletinTypes.id, type.typeId));
  });
});
