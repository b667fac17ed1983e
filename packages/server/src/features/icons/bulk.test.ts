import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas, type Persona } from '../../test/personas.ts';
import { codeFromFileName, nameFromFileName } from './bulk.ts';
import { type FormFile, multipartForm, svgOf } from './test-form.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let homeSetId: number;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const svgPart = (filename: string, content: Buffer | string = svgOf()): FormFile => ({
  field: 'svg',
  filename,
  content,
});
const zipPart = (entries: Record<string, Uint8Array | string>): FormFile => ({
  field: 'file',
  filename: 'icons.zip',
  type: 'application/zip',
  content: Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(entries).map(([name, data]) => [
          name,
          typeof data === 'string' ? strToU8(data) : data,
        ]),
      ),
    ),
  ),
});

function bulk(persona: Persona, files: FormFile[], fields: Record<string, string | number> = {}) {
  return p.as[persona].request({
    method: 'POST',
    url: '/api/icons/bulk/',
    ...multipartForm({ icon_set_id: homeSetId, ...fields }, files),
  });
}
const codesInSet = async () =>
  (await p.as.anonymous.get(`/api/icons/?icon_set=${homeSetId}&ordering=code&page_size=500`))
    .json()
    .results.map((i: { code: string }) => i.code);

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  homeSetId = (
    await p.as.staff.post('/api/icon-sets/', { code: 'home', name: 'Home', authority_id: p.home.id })
  ).json().id;
});
afterAll(() => t.close());

describe('codes and names from file names', () => {
  it('slugs the name and keeps a readable title', () => {
    expect(codeFromFileName('Heavy Rain (2).svg')).toBe('heavy-rain-2');
    expect(codeFromFileName('Nebbia_Fitta.SVG')).toBe('nebbia-fitta');
    expect(codeFromFileName('Città.svg')).toBe('citta');
    expect(nameFromFileName('heavy_rain-night.svg')).toBe('Heavy rain night');
  });
});

describe('bulk upload', () => {
  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['otherManager', 403],
  ] as [Persona, number][])('refuses %s', async (persona, status) => {
    expect((await bulk(persona, [svgPart('a.svg')])).statusCode).toBe(status);
    expect(await codesInSet()).toEqual([]);
  });

  it('creates one icon per SVG part, with codes and names from the file names and the category given', async () => {
    const response = await bulk('manager', [svgPart('Clear Day.svg'), svgPart('rain.svg')], {
      category: 'precipitation',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      applied: true,
      created: [
        { filename: 'Clear Day.svg', code: 'clear-day' },
        { filename: 'rain.svg', code: 'rain' },
      ],
      rejected: [],
    });
    const icons = (await p.as.anonymous.get(`/api/icons/?icon_set=${homeSetId}&ordering=code`)).json()
      .results;
    expect(icons.map((i: { name: string; category: string }) => `${i.name}:${i.category}`)).toEqual([
      'Clear Day:precipitation',
      'Rain:precipitation',
    ]);
    const history = (await p.as.member.get(`/api/icons/${icons[0].id}/history/`)).json();
    expect(history[0]).toMatchObject({ action: 'create', actor: 'p-manager' });
  });

  it('unpacks a zip, skipping folders, __MACOSX and dotfiles, sanitising every picture', async () => {
    const response = await bulk('staff', [
      zipPart({
        'set/': new Uint8Array(0),
        'set/snow.svg': svgOf('<circle r="2" onload="alert(1)"/>'),
        '__MACOSX/set/._snow.svg': 'junk',
        'set/.hidden.svg': svgOf(),
        'set/readme.txt': 'hello',
      }),
    ]);
    expect(response.json()).toEqual({
      applied: true,
      created: [{ filename: 'snow.svg', code: 'snow' }],
      rejected: [],
    });
    const snow = (await p.as.anonymous.get(`/api/icons/?icon_set=${homeSetId}&search=snow`)).json()
      .results[0];
    expect(snow.category).toBe('other');
    expect((await p.as.anonymous.get(snow.svg_url)).body).not.toContain('onload');
  });

  it('saves nothing when any file is rejected, and says why for each', async () => {
    const response = await bulk('staff', [
      zipPart({
        'fog.svg': svgOf(),
        'png-in-disguise.svg': PNG,
        'rain.svg': svgOf(),
        'Fog.svg': svgOf(),
        'broken.svg': '<svg><unclosed',
        '---.svg': svgOf(),
      }),
    ]);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.applied).toBe(false);
    expect(report.created).toEqual([{ filename: 'fog.svg', code: 'fog' }]);
    const reasons = Object.fromEntries(
      report.rejected.map((r: { filename: string; reason: string }) => [r.filename, r.reason]),
    );
    expect(Object.keys(reasons).sort()).toEqual([
      '---.svg',
      'Fog.svg',
      'broken.svg',
      'png-in-disguise.svg',
      'rain.svg',
    ]);
    expect(reasons['png-in-disguise.svg']).toContain('not an SVG');
    expect(reasons['rain.svg']).toContain('already has an icon with code "rain"');
    expect(reasons['Fog.svg']).toContain('also gives the code "fog"');
    expect(await codesInSet()).toEqual(['clear-day', 'rain', 'snow']);
  });

  it('refuses a file that is not a zip, a zip with too many entries, and an empty upload', async () => {
    const notZip = await bulk('staff', [{ field: 'file', filename: 'x.zip', content: 'not a zip' }]);
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().errors.file).toEqual(['This is not a readable .zip file.']);
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`i${i}.svg`, svgOf()]));
    const bomb = await bulk('staff', [zipPart(many)]);
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().errors.file[0]).toContain('more than 500 entries');
    const nothing = await bulk('staff', []);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors).toHaveProperty('svg');
    const noSet = await p.as.staff.request({
      method: 'POST',
      url: '/api/icons/bulk/',
      ...multipartForm({}, [svgPart('a.svg')]),
    });
    expect(noSet.json().errors).toHaveProperty('icon_set_id');
    expect(await codesInSet()).toEqual(['clear-day', 'rain', 'snow']);
  });

  it('refuses a zip that would unpack beyond the upload limit before unpacking it', async () => {
    const inflated = new Uint8Array(11 * 1024 * 1024).fill(32);
    const response = await bulk('staff', [zipPart({ 'huge.svg': inflated })]);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors.file[0]).toContain('larger than 10 MB');
  });
});
