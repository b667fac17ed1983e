import { addDays, todayIn } from '@bora/shared/agency-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observations } from '../../db/schema/observations.ts';
import { createTestApp, testConfig } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeDailyType } from '../bulletins/test-fixtures.ts';
import { multipartForm } from '../icons/test-form.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
const today = todayIn(testConfig.timeZone);
const yesterday = addDays(today, -1);

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  await makeDailyType(t.db, p, 'obs');
});
afterAll(() => t.close());

const row = (over: Record<string, unknown> = {}) => ({
  venue: 'obs-lido',
  date: yesterday,
  slot: 'day',
  data_type: 'obs-tmax',
  value: 21.5,
  ...over,
});
const csv = (text: string, filename = 'obs.csv') =>
  multipartForm({}, [{ field: 'file', filename, type: 'text/csv', content: text }]);
const stored = () => t.db.select().from(observations);

describe('observations', () => {
  it('are written as JSON rows, replaced by a later write, and listed with their provenance', async () => {
    const first = await p.as.member.post('/api/observations/', {
      rows: [row(), row({ data_type: 'obs-tmin', value: 9 }), row({ venue: 'obs-asiago', value: 15 })],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ written: 3, created: 3, updated: 0 });

    const again = await p.as.member.post('/api/observations/', { rows: [row({ value: 22 })] });
    expect(again.json()).toEqual({ written: 1, created: 0, updated: 1 });

    const list = await p.as.otherManager.get(`/api/observations/?venue=obs-lido&data_type=obs-tmax`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      count: 1,
      results: [
        {
          venue: 'obs-lido',
          date: yesterday,
          slot: 'day',
          data_type: 'obs-tmax',
          value: 22,
          source: 'manual',
          origin: 'api (session p-member)',
          updated_by: 'p-member',
        },
      ],
    });
    const ofType = await p.as.member.get(`/api/observations/?bulletin_type=obs&date_after=${yesterday}`);
    expect(ofType.json().count).toBe(3);
    expect(
      (await p.as.member.get(`/api/observations/?date_before=${addDays(yesterday, -1)}`)).json().count,
    ).toBe(0);
    expect((await p.as.anonymous.get('/api/observations/')).statusCode).toBe(401);
  });

  it('are imported from a CSV file and through an API key, with where they came from', async () => {
    const { key } = (await p.as.member.post('/api/users/me/tokens/', { name: 'station-bot' })).json();
    const file = csv(
      `venue;date;slot;data_type;value\r\nobs-lido;${yesterday};day;obs-tmin;"8,5"\r\nobs-asiago;${yesterday};day;obs-tmin;3\r\n`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/observations/import/',
      ...file,
      headers: { ...file.headers, authorization: `Token ${key}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ written: 2, created: 1, updated: 1 });
    const rows = (await stored()).filter((r) => r.origin.startsWith('import'));
    expect(rows.map((r) => [r.value, r.source, r.origin]).sort()).toEqual([
      [3, 'imported', 'import: obs.csv (key station-bot)'],
      [8.5, 'imported', 'import: obs.csv (key station-bot)'],
    ]);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/observations/',
      payload: { rows: [row({ value: 23 })] },
      headers: { authorization: `Token ${key}` },
    });
    expect(json.statusCode, json.body).toBe(200);
    expect((await stored()).find((r) => r.value === 23)?.origin).toBe('api (key station-bot)');
  });

  it('are all or nothing: each bad row is named, and nothing is written', async () => {
    const before = await stored();
    const response = await p.as.member.post('/api/observations/', {
      rows: [
        row({ date: addDays(today, -2) }),
        row({ venue: 'nowhere' }),
        row({ data_type: 'nothing' }),
        row({ date: addDays(today, 1) }),
        row({ value: 80 }),
        row({ slot: 'night' }),
        row({ venue: 'obs-asiago', value: 'warm' }),
        row({ date: addDays(today, -2) }),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual({
      'rows.1.venue': ['No venue with code “nowhere”.'],
      'rows.2.data_type': ['No data type with code “nothing”.'],
      'rows.3.date': [`${addDays(today, 1)} is in the future (today is ${today}).`],
      'rows.4.value': ['At most 50.'],
      'rows.5.slot': ['No bulletin type of venue “obs-lido” has slot “night” (it has day).'],
      'rows.6.value': [expect.any(String)],
      'rows.7.non_field_errors': ['The same observation is also in rows.0.'],
    });
    expect(await stored()).toEqual(before);

    const file = await p.as.member.request({
      method: 'POST',
      url: '/api/observations/import/',
      ...csv(
        `venue,date,slot,data_type,value\nobs-lido,${yesterday},day,obs-tmax,20\nobs-lido,yesterday,day,obs-tmax,x\n`,
      ),
    });
    expect(file.statusCode).toBe(400);
    expect(Object.keys(file.json().errors).sort()).toEqual(['lines.3.date', 'lines.3.value']);
    const header = await p.as.member.request({
      method: 'POST',
      url: '/api/observations/import/',
      ...csv('venue,date,value\nobs-lido,2026-01-01,3\n'),
    });
    expect(header.json().errors.file[0]).toContain('lacks the required columns slot, data_type');
    expect(await stored()).toEqual(before);
  });

  it('refuses more rows than the limit', async () => {
    const rows = Array.from({ length: 50_001 }, () => row());
    const response = await p.as.member.post('/api/observations/', { rows });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ rows: ['At most 50000 rows at a time.'] });
  });

  it('come from a big file read apart from the server’s thread, written whole, or refused whole', async () => {
    // 8 000 observations (four a day, going back 2 000 days): a file of 290 KB, read in the upload
    // thread, written a thousand to a statement.
    const lines = ['venue,date,slot,data_type,value'];
    for (let back = 1; lines.length <= 8000; back++)
      for (const venue of ['obs-lido', 'obs-asiago'])
        for (const dataType of ['obs-tmin', 'obs-tmax'])
          lines.push(`${venue},${addDays(today, -back)},day,${dataType},${back % 40}`);
    const text = `${lines.join('\n')}\n`;
    expect(text.length).toBeGreaterThan(256 * 1024);
    const before = (await stored()).length;
    const refused = await p.as.member.request({
      method: 'POST',
      url: '/api/observations/import/',
      ...csv(`${text}obs-lido,${addDays(today, 1)},day,obs-tmin,3\n`),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'lines.8002.date': [`${addDays(today, 1)} is in the future (today is ${today}).`],
    });
    expect(await stored()).toHaveLength(before);
    const imported = await p.as.member.request({
      method: 'POST',
      url: '/api/observations/import/',
      ...csv(text),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const { created, updated } = imported.json();
    expect(created + updated).toBe(8000);
    expect(await stored()).toHaveLength(before + created);

    const tooMany = Array.from({ length: 50_001 }, () => `obs-lido,${yesterday},day,obs-tmin,1`);
    const overLimit = await p.as.member.request({
      method: 'POST',
      url: '/api/observations/import/',
      ...csv(`venue,date,slot,data_type,value\n${tooMany.join('\n')}\n`),
    });
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json().errors).toEqual({ file: ['At most 50000 observations per file.'] });
  });

  it('are written for a venue by its authority’s people and staff only', async () => {
    const refused = await p.as.otherManager.post('/api/observations/', { rows: [row()] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toContain('obs-lido');
    expect((await p.as.staff.post('/api/observations/', { rows: [row()] })).statusCode).toBe(200);
  });
});
