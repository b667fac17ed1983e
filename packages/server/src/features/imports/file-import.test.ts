import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadReadLimits, uploadsBeingRead } from '../../lib/upload-thread.ts';
import { eventually } from '../../test/helper.ts';
import { bulletinAfter, valuesOfBulletin, writeCells } from '../bulletins/test-fixtures.ts';
import { workflowBench } from '../bulletins/test-workflow.ts';

const bench = workflowBench('files', '2026-05-01');

let day = 0;
/** A new empty draft of the type, with its issue date. */
async function draft(): Promise<{ id: number; date: string }> {
  day += 1;
  const date = `2026-05-${String(day).padStart(2, '0')}`;
  const created = await bench.p.as.member.post('/api/bulletins/', {
    bulletin_type_id: bench.type.typeId,
    issue_date: date,
  });
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().id, date };
}

const next = (date: string) => `2026-05-${String(Number(date.slice(8)) + 1).padStart(2, '0')}`;

function multipart(parts: Record<string, string | { filename: string; data: Buffer | string }>) {
  const boundary = '----bora-import';
  const chunks: Buffer[] = [];
  for (const [name, part] of Object.entries(parts)) {
    const head =
      typeof part === 'string'
        ? `Content-Disposition: form-data; name="${name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push(Buffer.from(typeof part === 'string' ? part : part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  id: number,
  file: { filename: string; data: Buffer | string },
  fields: Record<string, string> = {},
) {
  const { payload, headers } = multipart({ ...fields, file });
  return bench.p.as.member.request({ method: 'POST', url: `/api/bulletins/${id}/import/`, payload, headers });
}

const valuesOf = (id: number) => valuesOfBulletin(bench.p.as.member, id);

/** The Italian CSV of the bulletin's layout: `;`, decimal commas, the data types' codes in brackets. */
const italianCsv = (date: string, lines: string[]) =>
  `\uFEFFCodice località;Località;Data;Fascia oraria;Minimum (°C) [files-tmin];Maximum (°C) [files-tmax]\r\n${lines
    .map((line) => line.replaceAll('{d0}', date).replaceAll('{d1}', next(date)))
    .join('\r\n')}\r\n`;

describe('importing a file into a draft', () => {
  it('matches the columns of the bulletin’s CSV, shows cell by cell what would change, then imports it all', async () => {
    const { id, date } = await draft();
    await writeCells(bench.p.as.member, id, [
      { venue_id: bench.type.lido, day: 0, slot: 'day', data_type_id: bench.type.tmin, value: 2 },
    ]);
    const csv = italianCsv(date, [
      'files-lido;LIDO;{d0};day;4,5;12',
      'files-lido;LIDO;{d1};day;5;13,5',
      'files-asiago;ASIAGO;{d0};day;-3,2;6',
    ]);
    const dry = await upload(id, { filename: 'modello (1).csv', data: csv }, { dry_run: 'true' });
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json();
    expect(report.columns.map((c: { role: string }) => c.role)).toEqual([
      'venue',
      'venue_name',
      'date',
      'slot',
      'data_type',
      'data_type',
    ]);
    expect(report).toMatchObject({
      dry_run: true,
      set: 5,
      kept_manual: 1,
      unknown: 0,
      refused: [],
      revision: 2,
      file: { kind: 'csv', lines: 4 },
    });
    expect(report.changes[0]).toEqual({
      line: 2,
      venue_id: bench.type.lido,
      day: 0,
      slot: 'day',
      data_type_id: bench.type.tmax,
      before: null,
      after: 12,
    });
    expect(await valuesOf(id)).toHaveLength(1);

    const done = await upload(id, { filename: 'modello (1).csv', data: csv });
    expect(done.json()).toMatchObject({ dry_run: false, set: 5, kept_manual: 1, revision: 3 });
    const values = await valuesOf(id);
    expect(values).toHaveLength(6);
    const asiago = values.find((v) => v.venue_id === bench.type.asiago && v.data_type_id === bench.type.tmin);
    expect(asiago).toMatchObject({
      value: -3.2,
      source: 'imported',
      origin: 'import: modello 1 .csv (user p-member)',
    });
    const typed = values.find(
      (v) => v.venue_id === bench.type.lido && v.day === 0 && v.data_type_id === bench.type.tmin,
    );
    expect(typed).toMatchObject({ value: 2, source: 'manual' });
    const [latest] = (await bench.p.as.member.get(`/api/bulletins/${id}/history/`)).json().results;
    expect(latest).toMatchObject({ kind: 'import', kept_manual: 1 });
  });

  it('reads an XLSX workbook for its values: a formula’s last result, never the formula', async () => {
    const { id, date } = await draft();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Run');
    sheet.addRow(['Venue code', 'Date', 'Time slot', 'files-tmin', 'Maximum']);
    sheet.addRow(['files-lido', date, 'day', 1.5, { formula: 'D2+10', result: 11.5 }]);
    sheet.addRow([
      'files-asiago',
      new Date(`${date}T00:00:00Z`),
      'Day',
      { formula: 'WEBSERVICE("http://x")', result: 3 },
      9,
    ]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload(id, { filename: 'run.xlsx', data });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ set: 4, file: { kind: 'xlsx' } });
    const values = await valuesOf(id);
    expect(values.map((v) => v.value).sort((a, b) => a - b)).toEqual([1.5, 3, 9, 11.5]);
  });

  it('leaves out the lines of venues outside the type, and counts their values', async () => {
    const { id, date } = await draft();
    const csv = italianCsv(date, ['files-lido;LIDO;{d0};day;1;2', 'parigi;Parigi;{d0};day;3;4']);
    expect((await upload(id, { filename: 'a.csv', data: csv })).json()).toMatchObject({ set: 2, unknown: 2 });
  });

  it('refuses the whole file for a value it cannot take, each by line and column; a dry run lists them', async () => {
    const { id, date } = await draft();
    const csv = italianCsv(date, [
      'files-lido;LIDO;{d0};day;1;2',
      'files-lido;LIDO;{d1};day;99;2',
      'files-asiago;ASIAGO;2026-12-25;day;1;2',
      'files-asiago;ASIAGO;{d0};notte;1;2',
      'files-asiago;ASIAGO;{d1};day;caldo;2',
    ]);
    const dry = (await upload(id, { filename: 'a.csv', data: csv }, { dry_run: 'true' })).json();
    expect(dry.refused.map((r: { line: number; column: string | null }) => [r.line, r.column])).toEqual([
      [3, 'Minimum (°C) [files-tmin]'],
      [4, null],
      [5, null],
      [6, 'Minimum (°C) [files-tmin]'],
    ]);
    expect(dry.refused[1].reason).toContain('outside the bulletin');
    expect(dry.refused[2].reason).toContain('not a time slot');
    // Each says why by a code and its values, for a client to say it in the reader's language.
    expect(dry.refused.map((r: { code: string; params: object }) => [r.code, r.params])).toEqual([
      ['invalid_value', {}],
      ['outside_bulletin', { date: '2026-12-25', from: date, to: next(date) }],
      ['unknown_slot', { slot: 'notte' }],
      ['invalid_value', {}],
    ]);
    expect(dry.refused[3]).toMatchObject({ value: 'caldo', reason: 'Enter a number.' });
    const refused = await upload(id, { filename: 'a.csv', data: csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'import_refused', params: { count: 4 } });
    expect(refused.json().detail).toBe(
      "4 of the file's values are refused: nothing was imported. A dry run lists them all.",
    );
    expect(refused.json().errors.file[0]).toMatch(/^Line 3, Minimum \(°C\) \[files-tmin\]: /);
    expect(await valuesOf(id)).toEqual([]);
  });

  it('refuses a second line for a cell, naming the line that sets it first, and a date that is none', async () => {
    const { id, date } = await draft();
    const csv = italianCsv(date, [
      'files-lido;LIDO;{d0};day;1;2',
      'files-lido;LIDO;{d0};day;3;',
      'files-lido;LIDO;26/05;day;1;2',
    ]);
    const dry = (await upload(id, { filename: 'a.csv', data: csv }, { dry_run: 'true' })).json();
    expect(dry.refused).toEqual([
      {
        line: 3,
        column: 'Minimum (°C) [files-tmin]',
        value: '3',
        reason: 'Line 2 sets this value already.',
        code: 'repeated_cell',
        params: { line: 2 },
      },
      {
        line: 4,
        column: null,
        value: '26/05',
        reason: '“26/05” is not a date (YYYY-MM-DD).',
        code: 'not_a_date',
        params: { date: '26/05' },
      },
    ]);
  });

  it('asks which column holds what when the headings name nothing it knows, and takes the choice', async () => {
    const { id, date } = await draft();
    const csv = `Stazione,Giorno,Tn\nfiles-lido,${date},4\n`;
    const unmatched = await upload(id, { filename: 'a.csv', data: csv });
    expect(unmatched.statusCode).toBe(400);
    expect(unmatched.json().errors.columns[0]).toContain('No column holds the venue');
    expect(unmatched.json()).toMatchObject({
      code: 'import_columns_missing',
      params: { missing: 'venue,date,data_type' },
    });
    const chosen = await upload(
      id,
      { filename: 'a.csv', data: csv },
      { columns: JSON.stringify({ 0: 'venue', 1: 'date', 2: 'data_type:files-tmin' }) },
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().set).toBe(1);
    const badChoice = await upload(
      id,
      { filename: 'a.csv', data: csv },
      { columns: '{"0": "data_type:nope"}' },
    );
    expect(badChoice.json().errors.columns[0]).toContain('no data type nope');
    const notJson = await upload(id, { filename: 'a.csv', data: csv }, { columns: '{' });
    expect(notJson.json().errors).toHaveProperty('columns');
  });

  it.each([
    ['a binary file', Buffer.from([0, 1, 2, 3, 255])],
    ['a zip that is no workbook', Buffer.from(zipSync({ 'a.txt': strToU8('hello') }))],
  ])('refuses %s on the file field', async (_name, data) => {
    const { id } = await draft();
    const response = await upload(id, { filename: 'x.xlsx', data });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.file[0]).toMatch(/CSV|XLSX/);
  });

  it('refuses a zip bomb before inflating it', async () => {
    const { id } = await draft();
    // 60 MB of zeros packs into a few dozen KB.
    const bomb = Buffer.from(
      zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(60 * 1024 * 1024) }, { level: 9 }),
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(id, { filename: 'bomb.xlsx', data: bomb });
    expect(response.statusCode, response.body).toBe(413);
  });

  it('refuses an import into a published bulletin', async () => {
    const id = await bulletinAfter(bench.p, bench.type, '2026-06-01', 'submit', 'publish');
    const response = await upload(id, {
      filename: 'a.csv',
      data: italianCsv('2026-06-01', ['files-lido;LIDO;{d0};day;1;2']),
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('a big file', () => {
  const LINES = 20_000;
  let workbook: Buffer;
  beforeAll(async () => {
    // Lines of venues the type does not have: read whole, and left out (`unknown`).
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Run');
    sheet.addRow(['Venue code', 'Date', 'Time slot', 'files-tmin', 'files-tmax']);
    for (let line = 0; line < LINES; line++) sheet.addRow([`elsewhere-${line}`, '2026-05-01', 'day', 1, 2]);
    workbook = Buffer.from(await book.xlsx.writeBuffer());
  });
  const dryRun = (id: number) => upload(id, { filename: 'big.xlsx', data: workbook }, { dry_run: 'true' });

  it('is read while the server answers other requests', async () => {
    const { id } = await draft();
    let imported = false;
    const importing = dryRun(id).then((response) => {
      imported = true;
      return response;
    });
    await eventually(async () => expect(uploadsBeingRead()).toBe(1), 10_000);
    const me = await bench.p.as.member.get('/api/users/me/');
    expect(me.statusCode).toBe(200);
    // Answered while the workbook was still being read.
    expect(uploadsBeingRead()).toBe(1);
    expect(imported).toBe(false);
    const report = await importing;
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ file: { kind: 'xlsx', lines: LINES + 1 }, unknown: 2 * LINES });
    expect(uploadsBeingRead()).toBe(0);
  });

  it('that takes too long or too much memory to read is refused, and the next one is read', async () => {
    const { id } = await draft();
    const limits = { ...uploadReadLimits };
    try {
      uploadReadLimits.seconds = 0.001;
      const slow = await dryRun(id);
      expect(slow.statusCode).toBe(400);
      expect(slow.json()).toMatchObject({
        code: 'upload_too_slow',
        params: { seconds: 0.001 },
        errors: { file: [expect.stringContaining('took longer than 0.001 s to read')] },
      });
      // The thread was ended: the next one starts with this much memory, too little for the workbook.
      Object.assign(uploadReadLimits, { seconds: limits.seconds, heapMb: 32 });
      const costly = await dryRun(id);
      expect(costly.statusCode).toBe(400);
      expect(costly.json()).toMatchObject({
        code: 'upload_too_costly',
        errors: { file: [expect.stringContaining('needs more memory to read than one upload may use')] },
      });
    } finally {
      Object.assign(uploadReadLimits, limits);
    }
    const read = await dryRun(id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().file.lines).toBe(LINES + 1);
  });
});

describe('the import template', () => {
  it('is the bulletin’s CSV layout with a line for every venue, day and slot, in the language asked', async () => {
    const { id, date } = await draft();
    const csv = await bench.p.as.member.get(`/api/bulletins/${id}/import-template.csv?lang=en`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`files-${date}-template.csv`);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Venue code,Venue,Date,Time slot,Minimum (°C) [files-tmin],Maximum (°C) [files-tmax]',
    );
    expect(lines).toHaveLength(1 + 2 * 2);
    expect(lines[1]).toBe(`files-lido,LIDO,${date},Day,,`);
    // Filled in and sent back, it imports.
    const filled = `${lines[0]}\r\n${lines[1]?.replace(/,,$/, ',4.5,12')}\r\n`;
    expect((await upload(id, { filename: 'template.csv', data: filled })).json()).toMatchObject({ set: 2 });
  });

  it('comes as an XLSX workbook too, which imports as it is filled in', async () => {
    const { id } = await draft();
    const response = await bench.p.as.member.request({
      url: `/api/bulletins/${id}/import-template.xlsx?lang=it`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(1).value).toBe('Codice località');
    expect(sheet.rowCount).toBe(5);
    sheet.getRow(2).getCell(5).value = 3;
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await upload(id, { filename: 'template.xlsx', data })).json()).toMatchObject({ set: 1 });
  });
});
