import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFilters } from '../../core/reference-codes.ts';
import { queryRows } from '../../db/client.ts';
import { observations } from '../../db/schema/observations.ts';
import { createTestApp, eventually } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeDailyType } from '../bulletins/test-fixtures.ts';
import { type Period, pairedScoreRows } from './repository.ts';
import { keepSums } from './score-sums.ts';
import { keptScoreRows, staleBulletins, sumAgain } from './sums-repository.ts';
import { fixtureWriter } from './test-fixtures.ts';

/** What only PostgreSQL's several connections can do: write observations while a bulletin is summed. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;
let bulletin: number;
let f: Period;

beforeAll(async () => {
  // No job runs beside the test: the only summing is the one it starts.
  t = await createTestApp({}, { workJobs: false });
  const p = await makePersonas(t.app, t.db);
  const write = fixtureWriter(t.db, p.home.id);
  type = await makeDailyType(t.db, p, 'race');
  bulletin = await write.bulletin('2026-05-04', 'published', type.typeId);
  await write.values(bulletin, [
    [type.lido, 0, type.tmax, 20],
    [type.asiago, 0, type.tmax, 10],
  ]);
  await write.observed([
    [type.lido, '2026-05-04', type.tmax, 21],
    [type.asiago, '2026-05-04', type.tmax, 12],
  ]);
  const filters = await resolveFilters(t.db, { bulletin_type: 'race' });
  f = { ...filters, bulletinType: filters.bulletinType as NonNullable<typeof filters.bulletinType> };
  await keepSums(t.db);
});
afterAll(() => t.close());

/** Runs an observation's change in a transaction held open until `release()`. */
function heldWrite(value: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let written = () => {};
  const wrote = new Promise<void>((resolve) => {
    written = resolve;
  });
  const done = t.db.transaction(async (tx) => {
    await tx
      .update(observations)
      .set({ value })
      .where(and(eq(observations.venueId, type.lido), eq(observations.dataTypeId, type.tmax)));
    written();
    await released;
  });
  return { wrote, release, done };
}

/** How many statements on this test's database wait for a lock another transaction holds. */
async function waitingOnLocks(): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    t.db,
    sql`select count(*)::int as count from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return row?.count ?? 0;
}

async function mae(): Promise<number | null> {
  const [overall] = (await keptScoreRows(t.db, f)).filter((r) => r.lead_day === null && r.venue_id === null);
  return overall?.mae ?? null;
}

describe('the kept sums on PostgreSQL', () => {
  it('a summing that meets an observation still being written waits for it, then counts it', async () => {
    // Marked and committed first: the held write below locks the mark as it marks it again.
    await t.db.update(observations).set({ value: 22 }).where(eq(observations.venueId, type.lido));
    expect(await staleBulletins(t.db)).toEqual([bulletin]);
    const write = heldWrite(30);
    await write.wrote;
    let summed: boolean | undefined;
    const summing = sumAgain(t.db, bulletin).then((done) => {
      summed = done;
    });
    // The summing waits on the held write's lock (not merely slow): it has not ended.
    await eventually(async () => expect(await waitingOnLocks()).toBe(1), 5000);
    expect(summed).toBeUndefined();
    write.release();
    await Promise.all([write.done, summing]);
    expect(summed).toBe(true);
    // lido 20 against 30, asiago 10 against 12.
    expect(await mae()).toBe(6);
    expect(await staleBulletins(t.db)).toEqual([]);
  });

  it('a write that commits after a summing began leaves the bulletin marked for the next', async () => {
    const write = heldWrite(25);
    await write.wrote;
    // The new mark is not committed: this summing does not see it, and the mark outlives it.
    expect(await sumAgain(t.db, bulletin)).toBe(false);
    write.release();
    await write.done;
    expect(await staleBulletins(t.db)).toEqual([bulletin]);
    await keepSums(t.db);
    expect(await mae()).toBe(3.5);
    const sorted = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();
    expect(sorted(await keptScoreRows(t.db, f))).toEqual(sorted(await pairedScoreRows(t.db, f)));
  });
});
