import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { venues } from '../../db/schema/reference.ts';
import { parseCsv } from '../../lib/csv.ts';
import { Conflict } from '../../lib/errors.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas, type Persona, refusal } from '../../test/personas.ts';
import type { Browser } from '../../test/sessions.ts';
import { importVenues } from './import.ts';
import { findVenueByCode, updateVenue } from './repository.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  await t.db.insert(venues).values([
    {
      code: 'venezia',
      name: 'Venezia, "La Serenissima"',
      kind: 'city',
      latitude: 45.4371,
      longitude: 12.3326,
      elevation: 1,
      region: 'Veneto',
      province: 'VE',
      authorityId: p.home.id,
      notes: 'Line one\nline two; città',
    },
    {
      code: 'milano',
      name: 'Milano',
      kind: 'city',
      latitude: 45.4642,
      longitude: 9.19,
      elevation: null,
      region: 'Lombardia',
      province: 'MI',
      authorityId: p.other.id,
      active: false,
    },
  ]);
});
afterAll(() => t.close());

function upload(
  browser: Browser,
  content: string | Buffer,
  { dryRun, field = 'file' }: { dryRun?: boolean; field?: string } = {},
) {
  const boundary = '----bora-csv-boundary';
  const parts = [
    ...(dryRun ? [`--${boundary}\r\nContent-Disposition: form-data; name="dry_run"\r\n\r\ntrue\r\n`] : []),
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="venues.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  ];
  return browser.request({
    method: 'POST',
    url: '/api/venues/import/',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

const count = async () => (await p.as.anonymous.get('/api/venues/')).json().count as number;
const HEADER = 'code;name;kind;latitude;longitude;elevation;region;province;authority';

describe('CSV export', () => {
  it('answers the filtered list as a UTF-8 attachment, quoted where needed, for anyone', async () => {
    const all = await p.as.anonymous.get('/api/venues/export.csv');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toBe('attachment; filename="venues.csv"');
    const rows = parseCsv(all.body).map((r) => r.fields);
    expect(rows[0]).toEqual([
      'code',
      'name',
      'kind',
      'latitude',
      'longitude',
      'elevation',
      'region',
      'province',
      'timezone',
      'authority',
      'active',
      'notes',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        'milano',
        'Milano',
        'city',
        '45.4642',
        '9.19',
        '',
        'Lombardia',
        'MI',
        'Europe/Rome',
        'other-service',
        'false',
        '',
      ],
      [
        'venezia',
        'Venezia, "La Serenissima"',
        'city',
        '45.4371',
        '12.3326',
        '1',
        'Veneto',
        'VE',
        'Europe/Rome',
        'home-service',
        'true',
        'Line one\nline two; città',
      ],
    ]);
    expect(all.body).toContain('"Venezia, ""La Serenissima"""');
    const filtered = await p.as.anonymous.get(`/api/venues/export.csv?authority=${p.other.id}&search=mil`);
    expect(parseCsv(filtered.body).map((r) => r.fields[0])).toEqual(['code', 'milano']);
  });
});

describe('CSV import', () => {
  it.each(['anonymous', 'member', 'otherManager'] as Persona[])(
    'rejects %s: nobody unsigned or managing nothing, and a row for an authority they do not manage',
    async (persona) => {
      const response = await upload(p.as[persona], `${HEADER}\nnew-one;New;city;45;12;;;;home-service\n`);
      if (persona !== 'otherManager') {
        expect(response.statusCode).toBe(refusal(persona));
        expect(await count()).toBe(2);
        return;
      }
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ applied: false, rejected: 1, created: 0 });
      expect(response.json().rows[0].errors.authority[0]).toContain('You may not manage the venues of');
      expect(await count()).toBe(2);
    },
  );

  it('creates and updates a manager’s rows from a semicolon file with a BOM and decimal commas', async () => {
    const csv =
      '\uFEFFCode;Name;Kind;Latitude;Longitude;Elevation;Region;Province;Authority;Notes\r\n' +
      'padova;Padova;city;45,4064;11,8768;12;Veneto;PD;home-service;"Prato; della Valle"\r\n' +
      'venezia;Venezia;city;45,4371;12,3326;2;Veneto;VE;home-service;\r\n';
    const dry = await upload(p.as.manager, csv, { dryRun: true });
    expect(dry.json()).toMatchObject({ created: 1, updated: 1, rejected: 0, applied: false });
    expect(await count()).toBe(2);
    const applied = await upload(p.as.manager, csv);
    expect(applied.json()).toEqual({
      created: 1,
      updated: 1,
      rejected: 0,
      applied: true,
      rows: [
        { line: 2, code: 'padova', outcome: 'created' },
        { line: 3, code: 'venezia', outcome: 'updated' },
      ],
    });
    const padova = (await p.as.anonymous.get('/api/venues/?search=padova')).json().results[0];
    expect(padova).toMatchObject({
      latitude: 45.4064,
      longitude: 11.8768,
      notes: 'Prato; della Valle',
      active: true,
    });
    const venezia = (await p.as.anonymous.get('/api/venues/?search=venezia')).json().results[0];
    expect(venezia).toMatchObject({ name: 'Venezia', elevation: 2, notes: '' });
    const history = (await p.as.member.get(`/api/venues/${venezia.id}/history/`)).json();
    expect(history[0]).toMatchObject({ action: 'update', actor: 'p-manager' });
    expect(history[0].changed).toEqual(expect.arrayContaining(['name', 'elevation', 'notes']));
    const created = (await p.as.member.get(`/api/venues/${padova.id}/history/`)).json();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ action: 'create', actor: 'p-manager' });
  });

  it('writes nothing when one row is rejected, and says why per field', async () => {
    const csv = [
      'code,name,kind,latitude,longitude,authority,active',
      'good-one,Good,city,45,12,home-service,true',
      'too-north,North,city,95,12,home-service,yes',
      'good-one,Again,city,45,12,home-service,',
      'bad-kind,Bad,volcano,abc,12,ghost-service,maybe',
    ].join('\n');
    const response = await upload(p.as.staff, csv);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ applied: false, created: 1, rejected: 3 });
    expect(report.rows[1]).toEqual({
      line: 3,
      code: 'too-north',
      outcome: 'rejected',
      errors: { latitude: ['Between -90 and 90.'] },
    });
    expect(report.rows[2].errors.code).toEqual(['This code is also on line 2.']);
    expect(Object.keys(report.rows[3].errors).sort()).toEqual(['active', 'authority', 'kind', 'latitude']);
    expect(report.rows[3].errors.authority).toEqual(['No authority with code “ghost-service”.']);
    expect(await count()).toBe(3);
  });

  it('refuses a file missing required columns, naming them, and an empty or binary file', async () => {
    const missing = await upload(p.as.staff, 'code,name,kind\nx,X,city\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.file[0]).toContain('latitude, longitude, authority');
    expect(missing.json().detail).toContain('latitude, longitude, authority');
    const empty = await upload(p.as.staff, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.file).toEqual(['The file is empty.']);
    const png = await upload(
      p.as.staff,
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]),
    );
    expect(png.statusCode).toBe(400);
    expect(png.json().errors.file[0]).toContain('not a CSV file');
    const wrongPart = await upload(p.as.staff, `${HEADER}\n`, { field: 'csv' });
    expect(wrongPart.json().errors).toHaveProperty('file');
    const notMultipart = await p.as.staff.post('/api/venues/import/', { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
    expect(await count()).toBe(3);
  });

  it('round-trips: an export imported again changes nothing and records no history', async () => {
    const exported = (await p.as.anonymous.get('/api/venues/export.csv')).body;
    const before = (await p.as.anonymous.get('/api/venues/?ordering=code')).json().results;
    const reimported = await upload(p.as.staff, exported);
    expect(reimported.json()).toMatchObject({ applied: true, created: 0, updated: 3, rejected: 0 });
    const after = (await p.as.anonymous.get('/api/venues/?ordering=code')).json().results;
    expect(after).toEqual(before);
    const edited = exported.replace('Lombardia', 'Lombardy');
    await upload(p.as.staff, edited);
    const milano = (await p.as.anonymous.get('/api/venues/?search=milano')).json().results[0];
    expect(milano.region).toBe('Lombardy');
    const history = (await p.as.member.get(`/api/venues/${milano.id}/history/`)).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ actor: 'p-staff', changed: ['region'] });
  });

  it('stops with a conflict, writing nothing, when a venue of the file changed after the file was checked', async () => {
    const milano = await findVenueByCode(t.db, 'milano');
    if (!milano) throw new Error('milano is missing');
    const csv = `${HEADER}\nmilano;Milano;city;45,4642;9,19;;Lombardia;MI;other-service\nnuova;Nuova;city;45;9;;;;other-service\n`;
    // Someone renames Milano between the check of the file and its import.
    const renamedMeanwhile = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key !== 'transaction') return Reflect.get(target, key, receiver);
        return async (work: Parameters<Db['transaction']>[0]) => {
          await updateVenue(target, milano.id, { name: 'Milano (renamed)' });
          return target.transaction(work);
        };
      },
    });
    const staff = { username: 'p-staff', name: '', is_staff: true, authority: [] };
    const attempt = importVenues(renamedMeanwhile, Buffer.from(csv), {
      dryRun: false,
      viewer: staff,
      actor: null,
    });
    await expect(attempt).rejects.toThrow(Conflict);
    await expect(attempt).rejects.toThrow('Venues changed while the file was being checked (milano)');
    expect((await findVenueByCode(t.db, 'milano'))?.name).toBe('Milano (renamed)');
    expect(await findVenueByCode(t.db, 'nuova')).toBeUndefined();
  });

  it('neutralises formulas on export and takes them back unchanged on import, negative coordinates as numbers', async () => {
    const formulas = {
      name: '=HYPERLINK("https://evil.example","click")',
      region: '+39 region',
      province: '@SUM(1)',
      notes: '-2+3',
    };
    const created = await p.as.staff.post('/api/venues/', {
      code: 'formula',
      kind: 'other',
      latitude: -33.5,
      longitude: -3.5,
      elevation: -20,
      authority_id: p.home.id,
      ...formulas,
    });
    expect(created.statusCode).toBe(201);
    const exported = (await p.as.anonymous.get('/api/venues/export.csv?search=formula')).body;
    const [, row] = exported.split('\r\n');
    expect(row).toBe(
      `formula,"'=HYPERLINK(""https://evil.example"",""click"")",other,-33.5,-3.5,-20,'+39 region,'@SUM(1),Europe/Rome,home-service,true,'-2+3`,
    );
    const before = created.json();
    const reimported = await upload(p.as.staff, exported);
    expect(reimported.json()).toMatchObject({ applied: true, updated: 1, rejected: 0 });
    const after = (await p.as.anonymous.get(`/api/venues/${before.id}/`)).json();
    expect(after).toMatchObject({ ...formulas, latitude: -33.5, longitude: -3.5, elevation: -20 });
    expect(after.updated_at).toBe(before.updated_at);
  });
});
