import { addDays } from '@bora/shared/agency-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { Browser } from '../../test/sessions.ts';
import {
  fullGrid,
  makeDailyType,
  valuesOfBulletin,
  writeCells,
  writeTexts,
} from '../bulletins/test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;
/** The member's model post-processing job, calling with its API key `model-bot`. */
let bot: Browser;

const RUN = 'ecmwf-pp 2026-11-25T00Z';
const FROM_BOT = `import: ${RUN} (key model-bot)`;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  type = await makeDailyType(t.db, p, 'imports');
  const key = (await p.as.member.post('/api/users/me/tokens/', { name: 'model-bot' })).json().key;
  bot = new Browser(t.app, { headers: { authorization: `Token ${key}` } });
});
afterAll(() => t.close());

let day = 0;
/** A new empty draft of the type, for a date of its own. */
async function draft(): Promise<number> {
  day += 1;
  const created = await p.as.member.post('/api/bulletins/', {
    bulletin_type_id: type.typeId,
    issue_date: `2026-03-${String(day).padStart(2, '0')}`,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

const tmin = (venue_id: number, dayIndex: number, value: unknown) => ({
  venue_id,
  day: dayIndex,
  slot: 'day',
  data_type_id: type.tmin,
  value,
});

function importValues(id: number, changes: unknown[], extra: Record<string, unknown> = {}) {
  return bot.request({
    method: 'PATCH',
    url: `/api/bulletins/${id}/values/`,
    payload: { source: 'import', origin: RUN, changes, ...extra } as never,
  });
}

const cellsOf = (id: number) => valuesOfBulletin(p.as.member, id);

describe('importing values into a draft', () => {
  it('writes them as imported, naming the run and the key, without If-Match', async () => {
    const id = await draft();
    const response = await importValues(id, fullGrid(type, 3));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      changed: 8,
      set: 8,
      unchanged: 0,
      kept_manual: 0,
      unknown: 0,
      refused: [],
      dry_run: false,
      revision: 2,
    });
    const cells = await cellsOf(id);
    expect(cells).toHaveLength(8);
    for (const cell of cells)
      expect(cell).toMatchObject({ source: 'imported', origin: FROM_BOT, copied_from: null });
  });

  it('never overwrites a value a person typed, and says how many it kept', async () => {
    const id = await draft();
    await importValues(id, fullGrid(type, 3));
    await writeCells(p.as.member, id, [tmin(type.lido, 0, 9)]);
    const again = await importValues(id, fullGrid(type, 4));
    expect(again.json()).toMatchObject({ set: 7, kept_manual: 1, unchanged: 0 });
    const cells = await cellsOf(id);
    const typed = cells.find((c) => c.venue_id === type.lido && c.day === 0 && c.data_type_id === type.tmin);
    expect(typed).toMatchObject({ value: 9, source: 'manual', origin: `bulletin ${id} (user p-member)` });
    expect(cells.filter((c) => c.source === 'imported').map((c) => c.value)).not.toContain(3);
    // The same run sent twice changes nothing the second time.
    const twice = await importValues(id, fullGrid(type, 4));
    expect(twice.json()).toMatchObject({
      set: 0,
      unchanged: 7,
      kept_manual: 1,
      revision: again.json().revision,
    });
  });

  it('leaves out venues and data types outside the type, and counts them', async () => {
    const id = await draft();
    const response = await importValues(id, [
      tmin(type.lido, 0, 2),
      tmin(999_999, 0, 2),
      { ...tmin(type.lido, 1, 2), data_type_id: 999_999 },
    ]);
    expect(response.json()).toMatchObject({ set: 1, unknown: 2, refused: [] });
  });

  it('refuses the whole import for a value out of range or a day outside the bulletin, cell by cell', async () => {
    const id = await draft();
    const response = await importValues(id, [
      tmin(type.lido, 0, 2),
      tmin(type.lido, 1, 99),
      tmin(type.asiago, 5, 1),
    ]);
    expect(response.statusCode).toBe(400);
    const problem = response.json();
    expect(problem.detail).toBe('2 of the values are refused: nothing was imported.');
    expect(Object.keys(problem.errors)).toEqual(['changes.1.value', 'changes.2.day']);
    expect(await cellsOf(id)).toEqual([]);
  });

  it('answers on a dry run what it would do, refused cells with their reasons, and writes nothing', async () => {
    const id = await draft();
    await writeCells(p.as.member, id, [tmin(type.lido, 0, 9)]);
    const response = await importValues(
      id,
      [tmin(type.lido, 0, 2), tmin(type.lido, 1, 99), tmin(type.asiago, 0, 1)],
      {
        dry_run: true,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      dry_run: true,
      set: 1,
      kept_manual: 1,
      revision: 2,
      refused: [
        {
          index: 1,
          venue_id: type.lido,
          day: 1,
          slot: 'day',
          data_type_id: type.tmin,
          reason: expect.stringContaining('50'),
        },
      ],
    });
    expect((await cellsOf(id)).map((c) => c.value)).toEqual([9]);
  });

  it('records one history event with its origin and what it kept', async () => {
    const id = await draft();
    await writeCells(p.as.member, id, [tmin(type.lido, 0, 9)]);
    await importValues(id, fullGrid(type, 3));
    const [latest] = (await p.as.member.get(`/api/bulletins/${id}/history/`)).json().results;
    expect(latest).toMatchObject({ kind: 'import', origin: FROM_BOT, kept_manual: 1 });
    expect(latest.cells).toHaveLength(7);
    expect(latest.actor).toMatchObject({ username: 'p-member' });
  });

  it('takes an import by a person signed in, naming them as its sender', async () => {
    const id = await draft();
    const response = await p.as.member.request({
      method: 'PATCH',
      url: `/api/bulletins/${id}/values/`,
      payload: { source: 'import', origin: 'tmin.xlsx', changes: [tmin(type.lido, 0, 1)] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await cellsOf(id))[0]?.origin).toBe('import: tmin.xlsx (user p-member)');
  });

  it('checks an If-Match given with an import', async () => {
    const id = await draft();
    expect((await importValues(id, [tmin(type.lido, 0, 1)])).statusCode).toBe(200);
    const response = await bot.request({
      method: 'PATCH',
      url: `/api/bulletins/${id}/values/`,
      payload: { source: 'import', origin: RUN, changes: [tmin(type.lido, 0, 2)] },
      headers: { 'if-match': '"1"' },
    });
    expect(response.statusCode).toBe(412);
  });

  it.each([
    [{ source: 'import' }, 'origin', 'An import names its origin: the model run or the file.'],
    [{ origin: RUN }, 'origin', 'Only an import names an origin; send source "import".'],
    [{ source: 'import', origin: 'run (key someone-else)' }, 'origin', 'No brackets'],
    [{ source: 'manual', origin: RUN }, 'source', ''],
  ])('refuses a write that claims what it is not: %j', async (claim, field, message) => {
    const id = await draft();
    const response = await bot.request({
      method: 'PATCH',
      url: `/api/bulletins/${id}/values/`,
      payload: { changes: [tmin(type.lido, 0, 1)], ...claim } as never,
      headers: { 'if-match': '"1"' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]?.join(' ')).toContain(message);
    expect(await cellsOf(id)).toEqual([]);
  });

  it('refuses an import into a published bulletin', async () => {
    const id = await draft();
    await importValues(id, fullGrid(type, 3));
    await writeTexts(p.as.member, id, 'Bollettino', 'Sereno.');
    expect((await p.as.member.post(`/api/bulletins/${id}/submit/`, {})).statusCode).toBe(200);
    expect((await p.as.manager.post(`/api/bulletins/${id}/publish/`, {})).statusCode).toBe(200);
    const response = await importValues(id, [tmin(type.lido, 0, 1)]);
    expect(response.statusCode).toBe(409);
  });
});

describe('origins carried on', () => {
  it('survive a carry-over and a correction, and a published bulletin names no sender', async () => {
    const id = await draft();
    await importValues(id, fullGrid(type, 3));
    await writeCells(p.as.member, id, [tmin(type.lido, 1, 9)]);
    await writeTexts(p.as.member, id, 'Bollettino', 'Sereno.');
    await p.as.member.post(`/api/bulletins/${id}/submit/`, {});
    await p.as.manager.post(`/api/bulletins/${id}/publish/`, {});
    const published = await cellsOf(id);
    expect(published.find((c) => c.day === 0)?.origin).toBe(`import: ${RUN}`);
    const anonymous = (await p.as.anonymous.get(`/api/public/bulletins/${id}/`)).json().values;
    expect(JSON.stringify(anonymous)).not.toContain('model-bot');
    expect(JSON.stringify(anonymous)).not.toContain('p-member');

    // The next day, carried over: day 1 becomes day 0, with where it began (a draft is read by
    // its authority alone, and says who sent it).
    const issued: string = (await p.as.member.get(`/api/bulletins/${id}/`)).json().issue_date;
    day += 1; // the next draft() takes the day after this one
    const next = await p.as.member.post('/api/bulletins/', {
      bulletin_type_id: type.typeId,
      issue_date: addDays(issued, 1),
      copy_from: { bulletin_id: id },
    });
    expect(next.statusCode, next.body).toBe(201);
    const carried = next.json().values as Awaited<ReturnType<typeof cellsOf>>;
    const typed = carried.find(
      (c) => c.venue_id === type.lido && c.data_type_id === type.tmin && c.day === 0,
    );
    expect(typed).toMatchObject({
      value: 9,
      source: 'copied',
      copied_from: id,
      origin: `bulletin ${id} (user p-member)`,
    });
    const imported = carried.find(
      (c) => c.venue_id === type.asiago && c.data_type_id === type.tmin && c.day === 0,
    );
    expect(imported).toMatchObject({ source: 'copied', copied_from: id, origin: FROM_BOT });

    // A correction of the published one starts from its values, origins kept.
    const corrected = await p.as.member.post(`/api/bulletins/${id}/correct/`, {});
    expect(corrected.statusCode, corrected.body).toBe(201);
    const correction = await cellsOf(corrected.json().id);
    expect(correction.find((c) => c.day === 0 && c.venue_id === type.asiago)).toMatchObject({
      source: 'copied',
      copied_from: id,
      origin: FROM_BOT,
    });
  });
});

describe('creating a draft with values in one call', () => {
  it('carries the previous bulletin over and imports a model run over it', async () => {
    const response = await bot.post('/api/bulletins/', {
      bulletin_type_id: type.typeId,
      issue_date: '2026-04-01',
      copy_from: null,
      source: 'import',
      origin: RUN,
      changes: [...fullGrid(type, 2), tmin(999_999, 0, 1)],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().written).toEqual({
      set: 8,
      unchanged: 0,
      kept_manual: 0,
      unknown: 1,
      refused: [],
    });
    expect(response.json().values).toHaveLength(8);
    expect(response.json().values[0]).toMatchObject({ source: 'imported', origin: FROM_BOT });
  });

  it('creates nothing when a value is refused', async () => {
    const response = await bot.post('/api/bulletins/', {
      bulletin_type_id: type.typeId,
      issue_date: '2026-04-02',
      copy_from: null,
      source: 'import',
      origin: RUN,
      changes: [tmin(type.lido, 0, 1000)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(['changes.0.value']);
    const listed = (
      await p.as.member.get(
        `/api/bulletins/?bulletin_type=${type.typeId}&issue_date_after=2026-04-02&issue_date_before=2026-04-02`,
      )
    ).json();
    expect(listed.count).toBe(0);
  });
});
