import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { venues } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import {
  fullGrid,
  makeDailyType,
  publishedBulletin,
  writeCells,
  writeTexts,
} from '../bulletins/test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  await t.db.update(users).set({ name: 'Maria Rossi' }).where(eq(users.username, 'p-member'));
  type = await makeDailyType(t.db, p, 'hist');
});
afterAll(() => t.close());

const cell = (venue_id: number, day: number, data_type_id: number) => ({
  venue_id,
  day,
  slot: 'day',
  data_type_id,
});

async function draft(issueDate: string, copyFrom: 'previous' | null = null): Promise<number> {
  const response = await p.as.member.post('/api/bulletins/', {
    bulletin_type_id: type.typeId,
    issue_date: issueDate,
    copy_from: copyFrom,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('the history of a bulletin', () => {
  let id: number;
  beforeAll(async () => {
    id = await draft('2026-05-10');
    await writeCells(p.as.member, id, [
      { ...cell(type.lido, 0, type.tmin), value: 3 },
      { ...cell(type.lido, 0, type.tmax), value: 12, note: 'Sole' },
    ]);
    await writeCells(p.as.member, id, [
      { ...cell(type.lido, 0, type.tmin), value: 4.5 },
      { ...cell(type.lido, 0, type.tmax), value: null },
    ]);
    await writeTexts(p.as.member, id, 'Veneto', 'Sereno.');
  });

  it('lists creation and saves newest first, each save cell by cell with who made it', async () => {
    const response = await p.as.manager.get(`/api/bulletins/${id}/history/`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.count).toBe(4);
    expect(page.results.map((e: { kind: string }) => e.kind)).toEqual(['texts', 'save', 'save', 'create']);
    const [texts, second, first] = page.results;
    expect(texts).toMatchObject({
      actor: { username: 'p-member', name: 'Maria Rossi' },
      texts: [{ language: 'it', fields: ['title', 'synopsis'], venue_ids: [] }],
      cells: [],
      revision: 4,
    });
    expect(first.cells).toEqual([
      { ...cell(type.lido, 0, type.tmin), before: null, after: { value: 3, note: '' } },
      { ...cell(type.lido, 0, type.tmax), before: null, after: { value: 12, note: 'Sole' } },
    ]);
    expect(second.cells).toEqual([
      { ...cell(type.lido, 0, type.tmin), before: { value: 3, note: '' }, after: { value: 4.5, note: '' } },
      { ...cell(type.lido, 0, type.tmax), before: { value: 12, note: 'Sole' }, after: null },
    ]);
    expect(Date.parse(first.at)).toBeLessThanOrEqual(Date.parse(second.at));
  });

  it('is paginated like every list', async () => {
    const page = (await p.as.member.get(`/api/bulletins/${id}/history/?page_size=3`)).json();
    expect(page).toMatchObject({
      count: 4,
      previous: null,
      next: `/api/bulletins/${id}/history/?page_size=3&page=2`,
    });
    const last = (await p.as.member.get(page.next)).json();
    expect(last.results.map((e: { kind: string }) => e.kind)).toEqual(['create']);
    expect((await p.as.member.get(`/api/bulletins/${id}/history/?page=0`)).statusCode).toBe(400);
  });

  it('is as missing as the draft itself to anyone who may not see it', async () => {
    for (const who of ['anonymous', 'otherManager'] as const)
      expect((await p.as[who].get(`/api/bulletins/${id}/history/`)).statusCode).toBe(404);
    expect((await p.as.staff.get(`/api/bulletins/${id}/history/`)).statusCode).toBe(200);
  });

  it('shows a published bulletin’s publication to everyone, its writing and review to its authority only', async () => {
    const published = await publishedBulletin(p, type, '2026-05-11');
    const staff = (await p.as.staff.get(`/api/bulletins/${published}/history/`)).json();
    expect(staff.results.slice(0, 2)).toMatchObject([
      { kind: 'publish', from_status: 'submitted', to_status: 'published', actor: { username: 'p-manager' } },
      { kind: 'submit', from_status: 'draft', to_status: 'submitted', actor: { username: 'p-member' } },
    ]);
    const visitor = (await p.as.anonymous.get(`/api/bulletins/${published}/history/`)).json();
    expect(visitor).toMatchObject({ count: 1, results: [{ kind: 'publish', actor: null }] });
    const outsider = (await p.as.otherManager.get(`/api/bulletins/${published}/history/`)).json();
    expect(outsider).toMatchObject({
      count: 1,
      results: [{ kind: 'publish', actor: { username: 'p-manager' } }],
    });
  });

  it('records a return with its comment and a correction with the version it corrects', async () => {
    const published = await publishedBulletin(p, type, '2026-05-12');
    const correction = (await p.as.member.post(`/api/bulletins/${published}/correct/`, {})).json();
    const entries = (await p.as.member.get(`/api/bulletins/${correction.id}/history/`)).json().results;
    expect(entries).toMatchObject([{ kind: 'correct', related_id: published }]);
    await writeCells(p.as.member, correction.id, [{ ...cell(type.lido, 0, type.tmin), value: 1 }]);
    expect((await p.as.member.post(`/api/bulletins/${correction.id}/submit/`, {})).statusCode).toBe(200);
    const returned = await p.as.manager.post(`/api/bulletins/${correction.id}/return/`, {
      comment: 'Rivedi.',
    });
    expect(returned.statusCode).toBe(200);
    const [latest] = (await p.as.member.get(`/api/bulletins/${correction.id}/history/`)).json().results;
    expect(latest).toMatchObject({ kind: 'return', comment: 'Rivedi.', to_status: 'draft' });
  });
});

describe('the differences between two bulletins', () => {
  it('lists the cells and texts a correction changed, reading the published version as published', async () => {
    const published = await publishedBulletin(p, type, '2026-06-01');
    const correction = (await p.as.member.post(`/api/bulletins/${published}/correct/`, {})).json();
    await writeCells(p.as.member, correction.id, [
      { ...cell(type.asiago, 1, type.tmax), value: 20 },
      { ...cell(type.lido, 0, type.tmin), value: null },
    ]);
    await writeTexts(p.as.member, correction.id, 'Bollettino', 'Temporali.');
    const response = await p.as.member.get(`/api/bulletins/${correction.id}/diff/?against=${published}`);
    expect(response.statusCode, response.body).toBe(200);
    const diff = response.json();
    expect(diff).toMatchObject({
      bulletin: { id: correction.id, version: 2, status: 'draft' },
      against: { id: published, version: 1, status: 'published' },
      day_shift: 0,
      texts: [{ language: 'it', fields: ['synopsis'], venue_ids: [] }],
    });
    expect(diff.cells).toEqual([
      { ...cell(type.lido, 0, type.tmin), before: { value: 5, note: '' }, after: null },
      { ...cell(type.asiago, 1, type.tmax), before: { value: 15, note: '' }, after: { value: 20, note: '' } },
    ]);
  });

  it('lines up the previous day’s bulletin by the date difference, as a copy does', async () => {
    const previous = await publishedBulletin(p, type, '2026-06-10');
    const next = await draft('2026-06-11', 'previous');
    // The copy moved day 1 to day 0: nothing differs yet on the day both cover.
    const same = (await p.as.member.get(`/api/bulletins/${next}/diff/?against=${previous}`)).json();
    expect(same).toMatchObject({ day_shift: 1, cells: [], texts: [] });
    await writeCells(p.as.member, next, [
      { ...cell(type.lido, 0, type.tmax), value: 18 },
      // Day 1 is beyond what the previous bulletin covered: not compared.
      ...fullGrid(type, 2).filter((c) => c.day === 1),
    ]);
    const diff = (await p.as.member.get(`/api/bulletins/${next}/diff/?against=${previous}`)).json();
    expect(diff.cells).toEqual([
      { ...cell(type.lido, 0, type.tmax), before: { value: 15, note: '' }, after: { value: 18, note: '' } },
    ]);
    // The other way round, the days are numbered as the previous bulletin numbers them.
    const back = (await p.as.member.get(`/api/bulletins/${previous}/diff/?against=${next}`)).json();
    expect(back.day_shift).toBe(-1);
    expect(back.cells).toEqual([
      { ...cell(type.lido, 1, type.tmax), before: { value: 18, note: '' }, after: { value: 15, note: '' } },
    ]);
  });

  it('tells the dates compared and gives both bulletins’ texts to read side by side', async () => {
    const published = await publishedBulletin(p, type, '2026-06-05');
    const correction = (await p.as.member.post(`/api/bulletins/${published}/correct/`, {})).json();
    await writeTexts(p.as.member, correction.id, 'Bollettino corretto', 'Sereno.');
    const diff = (await p.as.member.get(`/api/bulletins/${correction.id}/diff/?against=${published}`)).json();
    expect(diff).toMatchObject({
      days: [0, 1],
      texts: [{ language: 'it', fields: ['title'], venue_ids: [] }],
      bulletin_texts: [{ language: 'it', title: 'Bollettino corretto', synopsis: 'Sereno.' }],
      against_texts: [{ language: 'it', title: 'Bollettino', synopsis: 'Sereno.' }],
      added: { venues: [], data_types: [], slots: [] },
      removed: { venues: [], data_types: [], slots: [] },
    });
    // Two days apart, a two-day bulletin shares no date with the other: nothing is compared.
    const later = await draft('2026-06-07');
    await writeCells(p.as.member, later, fullGrid(type, 9));
    const apart = (await p.as.member.get(`/api/bulletins/${later}/diff/?against=${published}`)).json();
    expect(apart).toMatchObject({ day_shift: 2, days: [], cells: [] });
  });

  it('says which venues and data types one grid has and the other not, comparing only the cells both have', async () => {
    const own = await makeDailyType(t.db, p, 'hist-parts');
    const published = await publishedBulletin(p, own, '2026-07-01');
    const [added] = await t.db
      .insert(venues)
      .values({
        code: 'hist-parts-garda',
        name: 'GARDA',
        kind: 'city',
        latitude: 45,
        longitude: 11,
        authorityId: p.home.id,
      })
      .returning();
    if (!added) throw new Error('no venue');
    const changed = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/bulletin-types/${own.typeId}/`,
      payload: {
        venue_ids: [own.lido, added.id],
        data_types: [{ data_type_id: own.tmax, required: true }],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const next = (await p.as.member.post(`/api/bulletins/${published}/correct/`, {})).json().id;
    await writeCells(p.as.member, next, [
      { ...cell(own.lido, 0, own.tmax), value: 21 },
      { ...cell(added.id, 0, own.tmax), value: 22 },
    ]);
    const diff = (await p.as.member.get(`/api/bulletins/${next}/diff/?against=${published}`)).json();
    expect(diff.added).toEqual({
      venues: [{ id: added.id, code: 'hist-parts-garda', name: 'GARDA' }],
      data_types: [],
      slots: [],
    });
    expect(diff.removed).toEqual({
      venues: [{ id: own.asiago, code: 'hist-parts-asiago', name: 'ASIAGO' }],
      data_types: [{ id: own.tmin, code: 'hist-parts-tmin', name: 'Minimum' }],
      slots: [],
    });
    // Of the cells both grids have, Lido's maximum on the issue date is the one that differs: the
    // new venue's value and the removed venue's and data type's are not listed cell by cell.
    expect(diff.cells).toEqual([
      { ...cell(own.lido, 0, own.tmax), before: { value: 15, note: '' }, after: { value: 21, note: '' } },
    ]);
  });

  it('answers 400 with a code for a bad or incomparable `against`, 404 for one the caller may not see', async () => {
    const published = await publishedBulletin(p, type, '2026-06-20');
    const hidden = await draft('2026-06-21');
    for (const against of ['', 'abc', '0', '-3']) {
      const bad = await p.as.member.get(`/api/bulletins/${published}/diff/?against=${against}`);
      expect(bad.statusCode, against).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'validation_failed', errors: { against: expect.any(Array) } });
    }
    expect((await p.as.member.get(`/api/bulletins/${published}/diff/`)).statusCode).toBe(400);
    const other = await makeDailyType(t.db, p, 'hist-other');
    const foreign = await publishedBulletin(p, other, '2026-06-20');
    const incomparable = await p.as.member.get(`/api/bulletins/${published}/diff/?against=${foreign}`);
    expect(incomparable.statusCode).toBe(400);
    expect(incomparable.json()).toMatchObject({
      code: 'diff_other_type',
      params: { against: foreign },
      errors: { against: ['Compare with a bulletin of the same type.'] },
    });
    for (const who of ['anonymous', 'otherManager'] as const) {
      expect((await p.as[who].get(`/api/bulletins/${published}/diff/?against=${hidden}`)).statusCode).toBe(
        404,
      );
      expect((await p.as[who].get(`/api/bulletins/${hidden}/diff/?against=${published}`)).statusCode).toBe(
        404,
      );
    }
    expect((await p.as.manager.get(`/api/bulletins/${hidden}/diff/?against=${published}`)).statusCode).toBe(
      200,
    );
    expect((await p.as.member.get(`/api/bulletins/${published}/diff/?against=2147483647`)).statusCode).toBe(
      404,
    );
  });
});
