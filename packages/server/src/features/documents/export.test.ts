import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataTypes, icons, venues } from '../../db/schema/reference.ts';
import { parseCsv } from '../../lib/csv.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { readStrictCsv } from '../../test/strict-csv.ts';
import { makeDailyType, publishedBulletin, writeCells } from '../bulletins/test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;
let published: number;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  type = await makeDailyType(t.db, p, 'exp');
  published = await publishedBulletin(p, type, '2026-08-01');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/**
 * A CSV document read back: its rows of fields, after checking the byte-order mark Excel needs. The
 * app's reader (which imports take) and a strict RFC 4180 one (what other programs may be) read the
 * same rows, but for the one quote that keeps a spreadsheet from running a cell as a formula.
 */
function rowsOf(body: string, separator: ',' | ';'): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const rows = parseCsv(body.slice(1), separator).map((record) => record.fields);
  const unguarded = (cell: string) => cell.replace(/^'(?='*[=+\-@\t\r])/, '');
  expect(readStrictCsv(body.slice(1), separator).map((row) => row.map(unguarded))).toEqual(rows);
  return rows;
}

async function newDraft(issueDate: string): Promise<number> {
  const created = await p.as.member.post('/api/bulletins/', {
    bulletin_type_id: type.typeId,
    issue_date: issueDate,
  });
  return created.json().id;
}

describe('a bulletin as a CSV document', () => {
  it('writes a row per venue, day and slot, a column per data type, in Italian with `;` and decimal commas', async () => {
    const response = await get(`/api/bulletins/${published}/export.csv?lang=it`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-language']).toBe('it');
    expect(response.headers['content-disposition']).toBe('attachment; filename=exp-2026-08-01-v1.csv');
    expect(rowsOf(response.body, ';')).toEqual([
      [
        'Codice località',
        'Località',
        'Data',
        'Fascia oraria',
        'Minimum (°C) [exp-tmin]',
        'Maximum (°C) [exp-tmax]',
      ],
      ['exp-lido', 'LIDO', '2026-08-01', 'Day', '5,0', '15,0'],
      ['exp-lido', 'LIDO', '2026-08-02', 'Day', '5,0', '15,0'],
      ['exp-asiago', 'ASIAGO', '2026-08-01', 'Day', '5,0', '15,0'],
      ['exp-asiago', 'ASIAGO', '2026-08-02', 'Day', '5,0', '15,0'],
    ]);
  });

  it('writes English with `,` and decimal points', async () => {
    const rows = rowsOf((await get(`/api/bulletins/${published}/export.csv?lang=en`)).body, ',');
    expect(rows[0]).toEqual([
      'Venue code',
      'Venue',
      'Date',
      'Time slot',
      'Minimum (°C) [exp-tmin]',
      'Maximum (°C) [exp-tmax]',
    ]);
    expect(rows[1]).toEqual(['exp-lido', 'LIDO', '2026-08-01', 'Day', '5.0', '15.0']);
  });

  it('takes its language from lang, else Accept-Language, else the type’s first language', async () => {
    const url = `/api/bulletins/${published}/export.csv`;
    expect(
      (await get(url, { 'accept-language': 'en-GB,en;q=0.9,it;q=0.5' })).headers['content-language'],
    ).toBe('en');
    expect((await get(url, { 'accept-language': 'de, it;q=0.3' })).headers['content-language']).toBe('it');
    expect((await get(`${url}?lang=it`, { 'accept-language': 'en' })).headers['content-language']).toBe('it');
    expect((await get(url)).headers['content-language']).toBe('it');
    const bad = await get(`${url}?lang=fr`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['lang']);
  });

  it('keeps a draft within its authority; writes negative numbers as numbers and defuses formulas', async () => {
    const draft = await newDraft('2026-08-03');
    await writeCells(p.as.member, draft, [
      { venue_id: type.lido, day: 0, slot: 'day', data_type_id: type.tmin, value: -2.5 },
      { venue_id: type.asiago, day: 1, slot: 'day', data_type_id: type.tmax, value: 1 },
    ]);
    await t.db.update(venues).set({ name: '=HYPERLINK("x")' }).where(eq(venues.id, type.asiago));
    try {
      for (const who of ['anonymous', 'otherManager'] as const)
        expect((await p.as[who].get(`/api/bulletins/${draft}/export.csv`)).statusCode).toBe(404);
      const body = (await p.as.member.get(`/api/bulletins/${draft}/export.csv?lang=it`)).body;
      expect(body).toContain(`;"'=HYPERLINK(""x"")";`);
      expect(rowsOf(body, ';').slice(1)).toEqual([
        ['exp-lido', 'LIDO', '2026-08-03', 'Day', '-2,5', ''],
        ['exp-asiago', '=HYPERLINK("x")', '2026-08-04', 'Day', '', '1,0'],
      ]);
    } finally {
      await t.db.update(venues).set({ name: 'ASIAGO' }).where(eq(venues.id, type.asiago));
    }
  });

  it('writes a bulletin without values as its heading row alone', async () => {
    const draft = await newDraft('2026-08-05');
    const rows = rowsOf((await p.as.member.get(`/api/bulletins/${draft}/export.csv?lang=en`)).body, ',');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[0]).toBe('Venue code');
  });
});

describe('a bulletin as a JSON document', () => {
  it('is the public answer’s shape, to download, for whoever may read the bulletin', async () => {
    const response = await get(`/api/bulletins/${published}/export.json`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename=exp-2026-08-01-v1.json');
    expect(response.body).toBe((await get(`/api/public/bulletins/${published}/`)).body);
    const draft = await newDraft('2026-08-06');
    expect((await p.as.otherManager.get(`/api/bulletins/${draft}/export.json`)).statusCode).toBe(404);
    const own = await p.as.member.get(`/api/bulletins/${draft}/export.json`);
    expect(own.json()).toMatchObject({ id: draft, status: 'draft', values: [] });
  });
});

describe('the public documents of a published bulletin', () => {
  it('serve the CSV to anyone, from any site, cacheable, made once per language', async () => {
    const url = `/api/public/bulletins/${published}/export.csv`;
    const it = await get(`${url}?lang=it`, { origin: 'https://meteo.example' });
    expect(it.statusCode, it.body).toBe(200);
    expect(it.headers['access-control-allow-origin']).toBe('*');
    expect(it.headers['cache-control']).toBe('public, max-age=60');
    expect(it.headers['content-disposition']).toBe('attachment; filename=exp-2026-08-01-v1.csv');
    expect(it.headers['set-cookie']).toBeUndefined();
    expect(it.body).toBe((await get(`/api/bulletins/${published}/export.csv?lang=it`)).body);
    const en = await get(url, { 'accept-language': 'en' });
    expect(rowsOf(en.body, ',')[1]).toEqual(['exp-lido', 'LIDO', '2026-08-01', 'Day', '5.0', '15.0']);
    expect(en.headers.vary).toMatch(/accept-language/i);
    expect(en.headers.etag).not.toBe(it.headers.etag);
    const again = await get(`${url}?lang=it`, { 'if-none-match': String(it.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serve the JSON as the public answer’s bytes, with its ETag and a 304', async () => {
    const url = `/api/public/bulletins/${published}/export.json`;
    const json = await get(url);
    const answer = await get(`/api/public/bulletins/${published}/`);
    expect(json.statusCode).toBe(200);
    expect(json.body).toBe(answer.body);
    expect(json.headers['content-disposition']).toBe('attachment; filename=exp-2026-08-01-v1.json');
    expect((await get(url, { 'if-none-match': String(json.headers.etag) })).statusCode).toBe(304);
  });

  it('are missing for a draft, whoever asks', async () => {
    const draft = await newDraft('2026-08-07');
    for (const document of ['export.csv', 'export.json']) {
      expect((await get(`/api/public/bulletins/${draft}/${document}`)).statusCode).toBe(404);
      expect((await p.as.member.get(`/api/public/bulletins/${draft}/${document}`)).statusCode).toBe(404);
    }
  });
});

describe('icons in a document', () => {
  it('are named in a draft as in a published bulletin: from its icon set now', async () => {
    const set = (
      await p.as.staff.post('/api/icon-sets/', {
        code: 'exp-sky-icons',
        name: 'Sky',
        authority_id: p.home.id,
      })
    ).json();
    await t.db.insert(icons).values({
      iconSetId: set.id,
      code: 'exp-rain',
      name: 'Pioggia',
      category: 'sky',
      svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const [sky] = await t.db
      .insert(dataTypes)
      .values({ code: 'exp-sky', name: 'Cielo', valueKind: 'icon', iconCategory: 'sky' })
      .returning();
    const created = await p.as.manager.post('/api/bulletin-types/', {
      code: 'exp-sky',
      name: 'Sky',
      authority_id: p.home.id,
      icon_set_id: set.id,
      horizon_days: 1,
      slots: [{ code: 'day', label: 'Day', start_hour: 0, end_hour: 24 }],
      data_types: [{ data_type_id: sky?.id, required: false }],
      venue_ids: [type.lido],
      languages: ['it'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = (
      await p.as.member.post('/api/bulletins/', {
        bulletin_type_id: created.json().id,
        issue_date: '2026-08-09',
      })
    ).json().id;
    await writeCells(p.as.member, draft, [
      { venue_id: type.lido, day: 0, slot: 'day', data_type_id: sky?.id, value: 'exp-rain' },
    ]);
    const rows = rowsOf((await p.as.member.get(`/api/bulletins/${draft}/export.csv?lang=it`)).body, ';');
    expect(rows[1]).toEqual(['exp-lido', 'LIDO', '2026-08-09', 'Day', 'Pioggia']);
  });
});

describe('time slots and numbers in a CSV document', () => {
  it('names each slot in the file’s language, writes no thousands separator, and reads back', async () => {
    const [snow] = await t.db
      .insert(dataTypes)
      .values({
        code: 'exp-snow',
        name: 'Quota neve',
        unit: 'm',
        valueKind: 'integer',
        minimum: 0,
        maximum: 20000,
      })
      .returning();
    const typeOfBulletin = (await p.as.manager.get(`/api/bulletin-types/${type.typeId}/`)).json();
    const created = await p.as.manager.post('/api/bulletin-types/', {
      code: 'exp-slots',
      name: 'Neve',
      authority_id: p.home.id,
      icon_set_id: typeOfBulletin.icon_set_id,
      horizon_days: 1,
      slots: [
        {
          code: 'am',
          label: 'Mattina',
          start_hour: 6,
          end_hour: 12,
          translations: { en: { label: 'Morning' }, de: { label: 'Morgen' } },
        },
        { code: 'pm', label: 'Pomeriggio', start_hour: 12, end_hour: 18 },
      ],
      data_types: [{ data_type_id: snow?.id, required: false }],
      venue_ids: [type.lido],
      languages: ['it', 'en'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = (
      await p.as.member.post('/api/bulletins/', {
        bulletin_type_id: created.json().id,
        issue_date: '2026-08-10',
      })
    ).json().id;
    await writeCells(p.as.member, draft, [
      { venue_id: type.lido, day: 0, slot: 'am', data_type_id: snow?.id, value: 1100 },
      { venue_id: type.lido, day: 0, slot: 'pm', data_type_id: snow?.id, value: 12500 },
    ]);
    const en = rowsOf((await p.as.member.get(`/api/bulletins/${draft}/export.csv?lang=en`)).body, ',');
    expect(en.slice(1)).toEqual([
      ['exp-lido', 'LIDO', '2026-08-10', 'Morning', '1100'],
      // A slot without an English label is named in Italian.
      ['exp-lido', 'LIDO', '2026-08-10', 'Pomeriggio', '12500'],
    ]);
    const it = rowsOf((await p.as.member.get(`/api/bulletins/${draft}/export.csv?lang=it`)).body, ';');
    expect(it.slice(1).map((row) => [row[3], row[4]])).toEqual([
      ['Mattina', '1100'],
      ['Pomeriggio', '12500'],
    ]);
    // The English file, sent back to an empty draft of the type, fills the same cells.
    const other = (
      await p.as.member.post('/api/bulletins/', {
        bulletin_type_id: created.json().id,
        issue_date: '2026-08-11',
      })
    ).json().id;
    const file = (await p.as.member.get(`/api/bulletins/${draft}/export.csv?lang=en`)).body.replaceAll(
      '2026-08-10',
      '2026-08-11',
    );
    const boundary = '----bora-export';
    const imported = await p.as.member.request({
      method: 'POST',
      url: `/api/bulletins/${other}/import/`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`,
    });
    expect(imported.json()).toMatchObject({ set: 2 });
  });
});
