import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { venues } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeTemperatures } from '../bulletins/test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let typeId: number;
let venue: number;
let tmin: number;
let tmax: number;
let day = 1;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  const set = (
    await p.as.staff.post('/api/icon-sets/', { code: 'wf-icons', name: 'Icons', authority_id: p.home.id })
  ).json();
  const [v] = await t.db
    .insert(venues)
    .values({
      code: 'lido',
      name: 'Lido',
      kind: 'coast',
      latitude: 45.4,
      longitude: 12.4,
      authorityId: p.home.id,
    })
    .returning();
  venue = Number(v?.id);
  ({ tmin, tmax } = await makeTemperatures(t.db));
  const type = await p.as.manager.post('/api/bulletin-types/', {
    code: 'lido-daily',
    name: 'Lido daily',
    authority_id: p.home.id,
    icon_set_id: set.id,
    horizon_days: 1,
    slots: [{ code: 'day', label: 'Day', start_hour: 0, end_hour: 24 }],
    data_types: [
      { data_type_id: tmin, required: true },
      { data_type_id: tmax, required: true },
    ],
    venue_ids: [venue],
    languages: ['it'],
    requires_review: true,
  });
  expect(type.statusCode, type.body).toBe(201);
  typeId = type.json().id;
});
afterAll(() => t.close());

type Who = keyof typeof p.as;
const cell = (dataType: number, value: number | string | null) => ({
  venue_id: venue,
  day: 0,
  slot: 'day',
  data_type_id: dataType,
  value,
});

function patchValues(as: Who, id: number, changes: unknown[], revision?: number) {
  return p.as[as].request({
    method: 'PATCH',
    url: `/api/bulletins/${id}/values/`,
    payload: { changes },
    headers: revision === undefined ? {} : { 'if-match': `"${revision}"` },
  });
}

function putTexts(as: Who, id: number, texts: unknown[], revision: number) {
  return p.as[as].request({
    method: 'PUT',
    url: `/api/bulletins/${id}/texts/`,
    payload: { texts },
    headers: { 'if-match': `"${revision}"` },
  });
}

function patchType(body: unknown) {
  return p.as.manager.request({
    method: 'PATCH',
    url: `/api/bulletin-types/${typeId}/`,
    payload: body as never,
  });
}

function act(as: Who, id: number, action: string, comment?: string) {
  return p.as[as].post(`/api/bulletins/${id}/${action}/`, comment === undefined ? {} : { comment });
}

/** A new draft of the type for a new date, written by the member: complete, the check passes. */
async function completeDraft(): Promise<number> {
  day += 1;
  const created = await p.as.member.post('/api/bulletins/', {
    bulletin_type_id: typeId,
    issue_date: `2026-09-${String(day).padStart(2, '0')}`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id;
  expect((await patchValues('member', id, [cell(tmin, 8), cell(tmax, 17.5)], 1)).statusCode).toBe(200);
  expect(
    (await putTexts('member', id, [{ language: 'it', title: 'Lido', synopsis: 'Sereno.' }], 2)).statusCode,
  ).toBe(200);
  return id;
}

describe('writing values', () => {
  it('needs If-Match: 428 without, 412 with a stale revision (answering the current one)', async () => {
    const id = (
      await p.as.member.post('/api/bulletins/', { bulletin_type_id: typeId, issue_date: '2026-10-01' })
    ).json().id;
    const without = await patchValues('member', id, [cell(tmin, 5)]);
    expect(without.statusCode).toBe(428);
    expect(without.json().code).toBe('version_required');
    const first = await patchValues('member', id, [cell(tmin, 5)], 1);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ revision: 2, changed: 1 });
    expect(first.headers.etag).toBe('"2"');
    const stale = await patchValues('manager', id, [cell(tmin, 6)], 1);
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe('"2"');
    const values = (await p.as.member.get(`/api/bulletins/${id}/`)).json().values;
    expect(values).toEqual([
      {
        ...cell(tmin, 5),
        note: '',
        source: 'manual',
        origin: `bulletin ${id} (user p-member)`,
        copied_from: null,
      },
    ]);
  });

  it('checks every change and writes nothing when one is wrong', async () => {
    const id = (
      await p.as.member.post('/api/bulletins/', { bulletin_type_id: typeId, issue_date: '2026-10-02' })
    ).json().id;
    const response = await patchValues(
      'member',
      id,
      [
        cell(tmin, 5),
        cell(tmax, 99),
        { ...cell(tmin, 1), slot: 'night' },
        { ...cell(tmin, 1), day: 3 },
        { ...cell(tmin, 1), venue_id: 999 },
      ],
      1,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'changes.1.value': ['At most 50.'],
      'changes.2.slot': ['This slot is not in the bulletin type.'],
      'changes.3.day': ['The bulletin covers days 0 to 0.'],
      'changes.4.venue_id': ['This venue is not in the bulletin type.'],
    });
    const detail = (await p.as.member.get(`/api/bulletins/${id}/`)).json();
    expect(detail).toMatchObject({ revision: 1, values: [] });
  });

  it('clears a cell with null, and answers the problems of the cells it wrote', async () => {
    const id = (
      await p.as.member.post('/api/bulletins/', { bulletin_type_id: typeId, issue_date: '2026-10-03' })
    ).json().id;
    await patchValues('member', id, [cell(tmin, 5), cell(tmax, 9)], 1);
    const broken = await patchValues('member', id, [cell(tmin, 12)], 2);
    // tmin ≤ tmax is not a rule of this type yet: only what is required counts.
    expect(broken.json()).toMatchObject({ revision: 3, changed: 1, problems: [] });
    const cleared = await patchValues('member', id, [cell(tmax, null)], 3);
    expect(cleared.json().problems.map((x: { code: string }) => x.code)).toEqual(['required_missing']);
  });
});

describe('consistency rules of the bulletin type', () => {
  it('are kept with the type, refused on a data type it lacks or one that is not a number', async () => {
    const rule = { left_data_type_id: tmin, relation: '<=', right_data_type_id: tmax, severity: 'error' };
    const bad = await patchType({
      rules: [rule, { ...rule, right_data_type_id: 999999 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'rules.1.right_data_type_id': ['Add this data type to the bulletin type first.'],
    });
    const set = await patchType({ rules: [rule] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().rules).toEqual([{ kind: 'compare', ...rule }]);
  });

  it('are checked cell by cell: a broken one is a problem on the cell written', async () => {
    const id = (
      await p.as.member.post('/api/bulletins/', { bulletin_type_id: typeId, issue_date: '2026-10-05' })
    ).json().id;
    const written = await patchValues('member', id, [cell(tmin, 12), cell(tmax, 9)], 1);
    expect(written.json().problems).toEqual([
      {
        severity: 'error',
        code: 'rule_broken',
        message: 'tmin ≤ tmax does not hold (12, 9).',
        cell: { venue_id: venue, day: 0, slot: 'day', data_type_id: tmin },
        rule: 0,
      },
    ]);
    await patchType({ rules: [] });
  });
});

describe('the workflow', () => {
  it('submits a complete draft once: a second submit is a 409 naming the state', async () => {
    const id = await completeDraft();
    const submitted = await act('member', id, 'submit');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'submitted', can_edit: false, revision: 4 });
    const again = await act('member', id, 'submit');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'action_not_applicable',
      params: { action: 'submit', status: 'submitted' },
    });
    // Only drafts are edited.
    const write = await patchValues('member', id, [cell(tmin, 1)], 4);
    expect(write.statusCode).toBe(409);
    expect(write.json().code).toBe('bulletin_not_editable');
  });

  it('refuses to submit a draft the check fails', async () => {
    const id = (
      await p.as.member.post('/api/bulletins/', { bulletin_type_id: typeId, issue_date: '2026-10-04' })
    ).json().id;
    const response = await act('member', id, 'submit');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'check_failed', params: { errors: 4 } });
  });

  it('returns with a comment only, to a draft', async () => {
    const id = await completeDraft();
    await act('member', id, 'submit');
    const bare = await act('manager', id, 'return', '  ');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.comment).toEqual(['Say what must change.']);
    expect((await act('member', id, 'return', 'Check tmax.')).statusCode).toBe(403);
    const returned = await act('manager', id, 'return', 'Check tmax.');
    expect(returned.json()).toMatchObject({ status: 'draft', can_edit: true });
  });

  it('with review required, the last editor may not publish; someone else may', async () => {
    const id = await completeDraft();
    // The manager edits last, then submits.
    await patchValues('manager', id, [cell(tmax, 18)], 3);
    await act('manager', id, 'submit');
    const own = await act('manager', id, 'publish');
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('second_reviewer_required');
    const detail = (await p.as.manager.get(`/api/bulletins/${id}/`)).json();
    expect(detail.actions).toContainEqual({
      action: 'publish',
      needs_comment: false,
      blocked_by: 'reviewer',
    });
    const published = await act('staff', id, 'publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().status).toBe('published');
    expect(published.json().issued_at).not.toBeNull();
  });

  it('shows a published bulletin as it was published, whatever is renamed later, and to anyone', async () => {
    const id = await completeDraft();
    await act('member', id, 'submit');
    await act('staff', id, 'publish');
    await t.db.update(venues).set({ name: 'Lido di Venezia' }).where(eq(venues.id, venue));
    await t.db.update(bulletinTypes).set({ name: 'Renamed type' }).where(eq(bulletinTypes.id, typeId));
    const read = await p.as.anonymous.get(`/api/bulletins/${id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json().composition.venues[0].name).toBe('Lido');
    expect(read.json().bulletin_type.name).toBe('Lido daily');
    expect(read.json().values).toHaveLength(2);
    await t.db.update(venues).set({ name: 'Lido' }).where(eq(venues.id, venue));
    await t.db.update(bulletinTypes).set({ name: 'Lido daily' }).where(eq(bulletinTypes.id, typeId));
  });

  it('corrects a published bulletin with a new version that supersedes it when published', async () => {
    const id = await completeDraft();
    await act('member', id, 'submit');
    await act('staff', id, 'publish');
    const correction = await act('member', id, 'correct');
    expect(correction.statusCode, correction.body).toBe(201);
    const draft = correction.json();
    expect(draft).toMatchObject({ version: 2, status: 'draft', corrects_id: id });
    expect(draft.values.map((v: { source: string }) => v.source)).toEqual(['copied', 'copied']);
    expect((await act('member', id, 'correct')).json().code).toBe('correction_open');
    expect((await p.as.member.get(`/api/bulletins/${id}/`)).json().corrected_by_id).toBe(draft.id);
    await patchValues('member', draft.id, [cell(tmax, 19)], draft.revision);
    await act('member', draft.id, 'submit');
    await act('staff', draft.id, 'publish');
    const old = (await p.as.anonymous.get(`/api/bulletins/${id}/`)).json();
    expect(old.status).toBe('superseded');
    const list = (await p.as.anonymous.get(`/api/bulletins/?bulletin_type=${typeId}`)).json();
    expect(list.results.map((b: { id: number }) => b.id)).toEqual(expect.arrayContaining([id, draft.id]));
  });

  it('withdraws with a reason; anonymous callers never reach a draft or act', async () => {
    const id = await completeDraft();
    expect((await act('anonymous', id, 'submit')).statusCode).toBe(401);
    await act('member', id, 'submit');
    await act('staff', id, 'publish');
    expect((await act('manager', id, 'withdraw')).statusCode).toBe(400);
    const withdrawn = await act('manager', id, 'withdraw', 'Issued in error.');
    expect(withdrawn.json().status).toBe('withdrawn');
    const draft = (
      await p.as.member.post('/api/bulletins/', { bulletin_type_id: typeId, issue_date: '2026-10-20' })
    ).json();
    for (const path of ['', 'check/'])
      expect((await p.as.anonymous.get(`/api/bulletins/${draft.id}/${path}`)).statusCode).toBe(404);
    const listed = (await p.as.anonymous.get('/api/bulletins/?status=draft')).json();
    expect(listed.count).toBe(0);
  });

  it('tells every reader of a withdrawn bulletin when and why it was withdrawn, and the signed-in who', async () => {
    const id = await completeDraft();
    await act('member', id, 'submit');
    await act('staff', id, 'publish');
    expect((await p.as.anonymous.get(`/api/bulletins/${id}/`)).json().withdrawn).toBeNull();
    const before = Date.now();
    const answer = await act(
      'manager',
      id,
      'withdraw',
      '  The forecast for Lido was issued for the wrong day.  ',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    // The answer to the withdrawal says it at once, as every later read does.
    expect(answer.json().withdrawn).toMatchObject({
      by: { username: 'p-manager' },
      reason: 'The forecast for Lido was issued for the wrong day.',
    });
    for (const who of ['member', 'otherManager', 'staff'] as const) {
      const { withdrawn } = (await p.as[who].get(`/api/bulletins/${id}/`)).json();
      expect(withdrawn, who).toEqual({
        by: { username: 'p-manager', name: expect.any(String) },
        at: expect.any(String),
        reason: 'The forecast for Lido was issued for the wrong day.',
      });
      expect(Date.parse(withdrawn.at)).toBeGreaterThanOrEqual(before - 1000);
    }
    // A visitor reads why, as the public history tells it, but not who.
    const { status, withdrawn } = (await p.as.anonymous.get(`/api/bulletins/${id}/`)).json();
    expect(status).toBe('withdrawn');
    expect(withdrawn).toMatchObject({
      by: null,
      reason: 'The forecast for Lido was issued for the wrong day.',
    });
  });
});
