import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletins, bulletinTexts, bulletinValues } from '../../db/schema/bulletins.ts';
import { venues } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeTemperatures } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let typeId: number;
let v: Record<string, number>;
let d: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  const set = (
    await p.as.staff.post('/api/icon-sets/', { code: 'home-icons', name: 'Home', authority_id: p.home.id })
  ).json();
  const venueRows = await t.db
    .insert(venues)
    .values(
      ['lido', 'asiago'].map((code) => ({
        code,
        name: code.toUpperCase(),
        kind: 'city' as const,
        latitude: 45,
        longitude: 12,
        authorityId: p.home.id,
      })),
    )
    .returning();
  v = Object.fromEntries(venueRows.map((r) => [r.code, r.id]));
  d = await makeTemperatures(t.db);
  const type = await p.as.manager.post('/api/bulletin-types/', {
    code: 'veneto-daily',
    name: 'Veneto daily',
    authority_id: p.home.id,
    icon_set_id: set.id,
    horizon_days: 3,
    slots: [
      { code: 'am', label: 'Morning', start_hour: 6, end_hour: 12 },
      { code: 'pm', label: 'Afternoon', start_hour: 12, end_hour: 18 },
    ],
    data_types: [
      { data_type_id: d.tmin, required: true },
      { data_type_id: d.tmax, required: true },
    ],
    venue_ids: [v.lido, v.asiago],
    languages: ['it', 'en'],
  });
  expect(type.statusCode, type.body).toBe(201);
  typeId = type.json().id;
});
afterAll(() => t.close());

function create(as: keyof typeof p.as, issue_date: string, copy_from: 'previous' | null = null) {
  return p.as[as].post('/api/bulletins/', { bulletin_type_id: typeId, issue_date, copy_from });
}

describe('creating a bulletin', () => {
  it('makes an empty draft of the type for the date, owned by the type’s authority', async () => {
    const response = await create('member', '2026-03-28');
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      bulletin_type: { id: typeId, code: 'veneto-daily' },
      authority: { id: p.home.id },
      issue_date: '2026-03-28',
      version: 1,
      status: 'draft',
      revision: 1,
      values: [],
      copied_cells: 0,
      can_edit: true,
      // The check fails (every cell is empty): submit is offered, and blocked by it.
      actions: [{ action: 'submit', needs_comment: false, blocked_by: 'check' }],
    });
    expect(response.headers.etag).toBe('"1"');
    // Valid for the three days of the horizon, midnight to midnight in Rome: 28 March is winter
    // time, the clocks go forward on the 29th.
    expect(created.valid_from).toBe('2026-03-27T23:00:00.000Z');
    expect(created.valid_to).toBe('2026-03-30T22:00:00.000Z');
    expect(created.composition.venues).toMatchObject([
      { code: 'lido', latitude: 45, longitude: 12 },
      { code: 'asiago', latitude: 45, longitude: 12 },
    ]);
    expect(created.composition.data_types.map((x: { code: string }) => x.code)).toEqual(['tmin', 'tmax']);
  });

  it('refuses a second bulletin for the same type and date, naming the first', async () => {
    const first = (await create('member', '2026-04-01')).json();
    const second = await create('manager', '2026-04-01');
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toContain(`#${first.id}`);
    expect(second.json().errors.issue_date).toEqual([
      `A bulletin for this date exists already: #${first.id}.`,
    ]);
  });

  it('lets only members of the owning authority create, and says what is wrong with the body', async () => {
    expect((await create('otherManager', '2026-04-02')).statusCode).toBe(403);
    expect((await create('anonymous', '2026-04-02')).statusCode).toBe(401);
    const bad = await p.as.member.post('/api/bulletins/', {
      bulletin_type_id: typeId,
      issue_date: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.issue_date).toEqual(['A date such as 2026-03-29.']);
    const missing = await p.as.member.post('/api/bulletins/', {
      bulletin_type_id: 999999,
      issue_date: '2026-04-02',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.bulletin_type_id).toEqual(['There is no such bulletin type.']);
  });

  it('carries the previous published bulletin over, moved by the days between them, within the horizon', async () => {
    const previous = (await create('member', '2026-06-10')).json();
    // Published (its workflow has tests of its own): "previous" takes no unfinished bulletin.
    await t.db.update(bulletins).set({ status: 'published' }).where(eq(bulletins.id, previous.id));
    const cell = (
      venue: number | undefined,
      day: number,
      slot: string,
      dataType: number | undefined,
      value: number,
    ) => ({
      bulletinId: previous.id,
      venueId: Number(venue),
      day,
      slot,
      dataTypeId: Number(dataType),
      value,
      note: day === 2 ? 'Fog' : '',
    });
    await t.db
      .insert(bulletinValues)
      .values([
        cell(v.lido, 0, 'am', d.tmin, 10),
        cell(v.lido, 1, 'am', d.tmin, 11),
        cell(v.lido, 2, 'am', d.tmin, 12),
        cell(v.asiago, 2, 'pm', d.tmax, 5.5),
      ]);
    await t.db
      .insert(bulletinTexts)
      .values({ bulletinId: previous.id, language: 'it', title: 'Veneto', synopsis: 'Sole.' });
    // Two days later: day 2 becomes day 0, day 1 and day 0 fall before the new issue date.
    const response = await create('member', '2026-06-12', 'previous');
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created.copied_cells).toBe(2);
    expect(created.copied_from_id).toBe(previous.id);
    expect(created.values).toEqual(
      [
        {
          venue_id: v.lido,
          day: 0,
          slot: 'am',
          data_type_id: d.tmin,
          value: 12,
          note: 'Fog',
          source: 'copied',
          // Typed before origins were kept: it began in the bulletin it came from.
          origin: `bulletin ${previous.id}`,
          copied_from: previous.id,
        },
        {
          venue_id: v.asiago,
          day: 0,
          slot: 'pm',
          data_type_id: d.tmax,
          value: 5.5,
          note: 'Fog',
          source: 'copied',
          // Typed before origins were kept: it began in the bulletin it came from.
          origin: `bulletin ${previous.id}`,
          copied_from: previous.id,
        },
      ].sort((a, b) => Number(a.venue_id) - Number(b.venue_id)),
    );
    expect(created.texts).toEqual([{ language: 'it', title: 'Veneto', synopsis: 'Sole.', venue_notes: {} }]);
    expect(created.status).toBe('draft');
    // The previous bulletin is untouched.
    const [before] = await t.db.select().from(bulletins).where(eq(bulletins.id, previous.id));
    expect(before?.status).toBe('published');
  });

  it('starts empty from "previous" when there is none, and says so', async () => {
    const other = await p.as.manager.post('/api/bulletin-types/', {
      code: 'veneto-empty',
      name: 'Veneto empty',
      authority_id: p.home.id,
      icon_set_id: (await t.app.inject({ method: 'GET', url: `/api/bulletin-types/${typeId}/` })).json()
        .icon_set_id,
      horizon_days: 1,
      slots: [{ code: 'day', label: 'Day', start_hour: 0, end_hour: 24 }],
      data_types: [{ data_type_id: d.tmin, required: true }],
      venue_ids: [v.lido],
    });
    const created = await p.as.member.post('/api/bulletins/', {
      bulletin_type_id: other.json().id,
      issue_date: '2026-06-12',
      copy_from: 'previous',
    });
    expect(created.json()).toMatchObject({ copied_cells: 0, copied_from_id: null, values: [] });
  });
});

describe('reading bulletins', () => {
  it('shows drafts to the authority’s members and staff only: to others they do not exist', async () => {
    const draft = (await create('member', '2026-07-01')).json();
    for (const who of ['member', 'manager', 'staff'] as const)
      expect((await p.as[who].get(`/api/bulletins/${draft.id}/`)).statusCode).toBe(200);
    for (const who of ['anonymous', 'otherManager'] as const) {
      expect((await p.as[who].get(`/api/bulletins/${draft.id}/`)).statusCode).toBe(404);
      expect((await p.as[who].get(`/api/bulletins/${draft.id}/check/`)).statusCode).toBe(404);
      const listed = (await p.as[who].get(`/api/bulletins/?bulletin_type=${typeId}&status=draft`)).json();
      expect(listed.results.map((b: { id: number }) => b.id)).not.toContain(draft.id);
    }
  });

  it('lists newest first, with the filters of the list', async () => {
    const list = (await p.as.member.get(`/api/bulletins/?bulletin_type=${typeId}`)).json();
    const dates = list.results.map((b: { issue_date: string }) => b.issue_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.count).toBe(dates.length);
    const june = (
      await p.as.member.get(
        `/api/bulletins/?issue_date_after=2026-06-01&issue_date_before=2026-06-30&status=draft&status=published`,
      )
    ).json();
    expect(june.results.map((b: { issue_date: string }) => b.issue_date)).toEqual([
      '2026-06-12',
      '2026-06-12',
      '2026-06-10',
    ]);
    const mine = (await p.as.manager.get('/api/bulletins/?mine=true')).json();
    expect(mine.count).toBe(0);
    const bad = await p.as.member.get('/api/bulletins/?status=lost');
    expect(bad.statusCode).toBe(400);
  });

  it('checks a bulletin: every required empty cell and missing text is an error', async () => {
    const draft = (await create('member', '2026-08-01')).json();
    const check = (await p.as.member.get(`/api/bulletins/${draft.id}/check/`)).json();
    // 2 venues × 3 days × 2 slots × 2 data types, and title and synopsis in Italian and English.
    expect(check).toMatchObject({ revision: 1, passes: false, errors: 24 + 4, warnings: 0 });
    expect(check.problems[0]).toEqual({
      severity: 'error',
      code: 'required_missing',
      message: 'tmin is required.',
      cell: { venue_id: v.lido, day: 0, slot: 'am', data_type_id: d.tmin },
    });
  });
});
