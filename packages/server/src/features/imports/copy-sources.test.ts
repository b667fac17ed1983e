import { ID_MESSAGE } from '@bora/shared/id';
import type { BulletinStatus } from '@bora/shared/workflow';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletins, bulletinValues } from '../../db/schema/bulletins.ts';
import { venues } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeTemperatures } from '../bulletins/test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let d: { tmin: number; tmax: number };

type Browser = (typeof p.as)[keyof typeof p.as];
type TypeOf = { id: number; venues: number[] };

/** A daily type of `authority` with two venues, one slot, tmin and tmax, over `horizon` days. */
async function makeType(as: Browser, authority: number, code: string, horizon: number): Promise<TypeOf> {
  const set = await p.as.staff.post('/api/icon-sets/', {
    code: `${code}-icons`,
    name: code,
    authority_id: authority,
  });
  const rows = await t.db
    .insert(venues)
    .values(
      ['a', 'b'].map((name) => ({
        code: `${code}-${name}`,
        name,
        kind: 'city' as const,
        latitude: 45,
        longitude: 12,
        authorityId: authority,
      })),
    )
    .returning();
  const type = await as.post('/api/bulletin-types/', {
    code,
    name: `Daily ${code}`,
    authority_id: authority,
    icon_set_id: set.json().id,
    horizon_days: horizon,
    slots: [{ code: 'day', label: 'Day', start_hour: 0, end_hour: 24 }],
    data_types: [{ data_type_id: d.tmin }, { data_type_id: d.tmax }],
    venue_ids: rows.map((r) => r.id),
    languages: ['it'],
  });
  expect(type.statusCode, type.body).toBe(201);
  return { id: type.json().id, venues: rows.map((r) => r.id) };
}

/**
 * A bulletin of the type for the date in `status`, with a value in every cell of `days`: created
 * through the API, its cells and state set in the database (the workflow has tests of its own).
 */
async function issue(type: TypeOf, date: string, status: BulletinStatus, days: number[], as = p.as.member) {
  const created = await as.post('/api/bulletins/', { bulletin_type_id: type.id, issue_date: date });
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().id;
  const cells = type.venues.flatMap((venueId) =>
    days.flatMap((day) =>
      [d.tmin, d.tmax].map((dataTypeId) => ({
        bulletinId: id,
        venueId,
        day,
        slot: 'day',
        dataTypeId,
        value: day,
      })),
    ),
  );
  if (cells.length) await t.db.insert(bulletinValues).values(cells);
  await t.db.update(bulletins).set({ status }).where(eq(bulletins.id, id));
  return id;
}

function create(typeId: number, issue_date: string, copy_from: unknown, as = p.as.member) {
  return as.post('/api/bulletins/', { bulletin_type_id: typeId, issue_date, copy_from });
}

function sources(typeId: number | string, date: string, as = p.as.member) {
  return as.get(`/api/bulletins/copy-sources/?bulletin_type=${typeId}&issue_date=${date}`);
}

const ALL_DAYS = [0, 1, 2, 3, 4];
let daily: TypeOf;
/** The week of `daily`: a published issue, then a withdrawn, a submitted and an unfinished one. */
const week = { published: 0, withdrawn: 0, submitted: 0, draft: 0 };

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  d = await makeTemperatures(t.db);
  // 2 venues × 5 days × 1 slot × 2 data types: 20 cells.
  daily = await makeType(p.as.manager, p.home.id, 'copy-daily', 5);
  week.published = await issue(daily, '2026-09-01', 'published', ALL_DAYS);
  week.withdrawn = await issue(daily, '2026-09-02', 'withdrawn', ALL_DAYS);
  week.submitted = await issue(daily, '2026-09-03', 'submitted', ALL_DAYS);
  week.draft = await issue(daily, '2026-09-04', 'draft', []);
});
afterAll(() => t.close());

describe('copy_from "previous"', () => {
  it('takes the newest published bulletin before the date, never a newer unfinished one', async () => {
    const response = await create(daily.id, '2026-09-05', 'previous');
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    // Four days on, the published bulletin's day 4 is the new day 0: 2 venues × 2 data types.
    expect(created).toMatchObject({ copied_from_id: week.published, copied_cells: 4 });
    expect(created.values).toHaveLength(4);
    expect(created.values.every((v: { day: number; value: number }) => v.day === 0 && v.value === 4)).toBe(
      true,
    );
    expect(created.values.every((v: { source: string }) => v.source === 'copied')).toBe(true);
  });

  it('starts empty when the type has only unfinished bulletins before the date', async () => {
    const fresh = await makeType(p.as.manager, p.home.id, 'copy-fresh', 2);
    await issue(fresh, '2026-09-01', 'submitted', [0, 1]);
    await issue(fresh, '2026-09-02', 'draft', [0, 1]);
    const created = await create(fresh.id, '2026-09-03', 'previous');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ copied_from_id: null, copied_cells: 0, values: [] });
  });
});

describe('the bulletins a new one can be copied from', () => {
  it('lists the earlier ones newest first, with their state and what each would carry', async () => {
    const before = (await t.db.select({ id: bulletins.id }).from(bulletins)).length;
    const response = await sources(daily.id, '2026-09-06');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      cells: 20,
      previous_id: week.published,
      // The only published one, though it carries nothing this far on.
      proposed_id: week.published,
      results: [
        // The new bulletin of the 5th (copied from the published one) comes first.
        expect.objectContaining({
          issue_date: '2026-09-05',
          status: 'draft',
          value_cells: 4,
          carried_cells: 0,
        }),
        {
          id: week.draft,
          issue_date: '2026-09-04',
          version: 1,
          status: 'draft',
          title: '',
          day_shift: 2,
          value_cells: 0,
          carried_cells: 0,
        },
        expect.objectContaining({ id: week.submitted, status: 'submitted', day_shift: 3, carried_cells: 8 }),
        expect.objectContaining({ id: week.withdrawn, status: 'withdrawn', day_shift: 4, carried_cells: 4 }),
        expect.objectContaining({ id: week.published, status: 'published', day_shift: 5, carried_cells: 0 }),
      ],
    });
    // Nothing was created to count them.
    expect((await t.db.select({ id: bulletins.id }).from(bulletins)).length).toBe(before);
  });

  it('counts what a creation then copies, whichever bulletin is named', async () => {
    for (const [date, source] of [
      ['2026-09-07', week.submitted],
      ['2026-09-08', week.withdrawn],
      ['2026-09-09', week.draft],
    ] as const) {
      const listed = (await sources(daily.id, date)).json();
      const expected = listed.results.find((s: { id: number }) => s.id === source).carried_cells;
      const created = await create(daily.id, date, { bulletin_id: source });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ copied_from_id: source, copied_cells: expected });
      expect(created.json().values).toHaveLength(expected);
    }
  });

  it('always offers what "previous" takes, even behind more recent unfinished ones', async () => {
    const busy = await makeType(p.as.manager, p.home.id, 'copy-busy', 3);
    const published = await issue(busy, '2026-10-01', 'published', [0, 1, 2]);
    for (let day = 2; day <= 12; day++)
      await issue(busy, `2026-10-${String(day).padStart(2, '0')}`, 'draft', []);
    const listed = (await sources(busy.id, '2026-10-13')).json();
    expect(listed.previous_id).toBe(published);
    expect(listed.results.map((s: { issue_date: string }) => s.issue_date)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `2026-10-${String(12 - i).padStart(2, '0')}`),
      '2026-10-01',
    ]);
  });

  it('proposes the published bulletin that carries the most, the newest of those that tie', async () => {
    const fresh = await makeType(p.as.manager, p.home.id, 'copy-proposed', 3);
    // The newest published one has no values; the one before it has every day's.
    const full = await issue(fresh, '2026-11-02', 'published', [0, 1, 2]);
    const empty = await issue(fresh, '2026-11-03', 'published', []);
    const listed = (await sources(fresh.id, '2026-11-04')).json();
    expect(listed.previous_id).toBe(empty);
    expect(listed.proposed_id).toBe(full);
    expect(listed.results.find((s: { id: number }) => s.id === full).carried_cells).toBe(4);
    // Among published ones that carry as much (their last day, onto the new grid), the newest.
    const older = await issue(fresh, '2026-11-05', 'published', [2]);
    const newer = await issue(fresh, '2026-11-06', 'published', [1]);
    const tied = (await sources(fresh.id, '2026-11-07')).json();
    expect(
      tied.results
        .filter((s: { id: number }) => [older, newer].includes(s.id))
        .map((s: { carried_cells: number }) => s.carried_cells),
    ).toEqual([4, 4]);
    expect(tied.proposed_id).toBe(newer);
    // Nothing published: nothing proposed.
    const unpublished = await makeType(p.as.manager, p.home.id, 'copy-none', 3);
    await issue(unpublished, '2026-11-01', 'submitted', [0]);
    expect((await sources(unpublished.id, '2026-11-02')).json()).toMatchObject({
      previous_id: null,
      proposed_id: null,
    });
  });

  it('answers only who may create the type’s bulletins, and says what is wrong with the query', async () => {
    expect((await sources(daily.id, '2026-09-06', p.as.anonymous)).statusCode).toBe(401);
    expect((await sources(daily.id, '2026-09-06', p.as.otherManager)).statusCode).toBe(403);
    for (const who of ['manager', 'staff'] as const)
      expect((await sources(daily.id, '2026-09-06', p.as[who])).statusCode).toBe(200);
    const badDate = await sources(daily.id, '2026-02-30');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors.issue_date).toEqual(['A date such as 2026-03-29.']);
    const unknown = await sources(2147483647, '2026-09-06');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.bulletin_type).toEqual(['There is no such bulletin type.']);
    expect((await p.as.member.get('/api/bulletins/copy-sources/')).statusCode).toBe(400);
  });
});

describe('copy_from naming a bulletin', () => {
  it('refuses one of another type (400), and one unknown or hidden as the same 404, naming copy_from', async () => {
    const other = await makeType(p.as.manager, p.home.id, 'copy-other', 2);
    const ofOtherType = await issue(other, '2026-09-20', 'published', [0]);
    const wrongType = await create(daily.id, '2026-09-21', { bulletin_id: ofOtherType });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({
      code: 'copy_source_other_type',
      errors: { copy_from: ['Copy from a bulletin of the same type.'] },
    });
    expect(wrongType.json().detail).toContain('copy_from');

    const elsewhere = await makeType(p.as.otherManager, p.other.id, 'copy-elsewhere', 2);
    const hidden = await issue(elsewhere, '2026-09-20', 'draft', [0], p.as.otherManager);
    for (const id of [hidden, 2147483647]) {
      const missing = await create(daily.id, '2026-09-21', { bulletin_id: id });
      expect(missing.statusCode, `#${id}`).toBe(404);
      expect(missing.json()).toMatchObject({
        code: 'copy_source_missing',
        errors: { copy_from: ['There is no such bulletin to copy from.'] },
      });
      expect(missing.json().detail).toContain('copy_from');
    }
    // Refused, none was created for the date.
    const listed = (
      await p.as.staff.get(`/api/bulletins/?bulletin_type=${daily.id}&issue_date_after=2026-09-21`)
    ).json();
    expect(listed.count).toBe(0);
  });

  it('says what is wrong with a copy_from it cannot read', async () => {
    for (const copyFrom of ['latest', { bulletin_id: 'x' }, { id: 3 }, 7]) {
      const bad = await create(daily.id, '2026-09-22', copyFrom);
      expect(bad.statusCode, JSON.stringify(copyFrom)).toBe(400);
      expect(bad.json().errors.copy_from, JSON.stringify(copyFrom)).toEqual([
        'Either null (empty), "previous", or {"bulletin_id": N}.',
      ]);
    }
    const zero = await create(daily.id, '2026-09-22', { bulletin_id: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors['copy_from.bulletin_id']).toEqual([ID_MESSAGE]);
  });
});
