import { MAX_SVG_BYTES } from '@bora/shared/icon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas, PERSONAS, type Persona, refusal } from '../../test/personas.ts';
import { type FormFile, multipartForm, svgOf } from './test-form.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let referenceId: number;
let homeSetId: number;
let refSun: number;
let refRain: number;

const fields = (iconSetId: number, code: string, extra: Record<string, string | number> = {}) => ({
  icon_set_id: iconSetId,
  code,
  name: `Icon ${code}`,
  category: 'sky',
  ...extra,
});
const picture = (content: Buffer | string = svgOf(), filename = 'icon.svg'): FormFile => ({
  field: 'svg',
  filename,
  content,
});

function upload(persona: Persona, form: Record<string, string | number | null>, files = [picture()]) {
  return p.as[persona].request({ method: 'POST', url: '/api/icons/', ...multipartForm(form, files) });
}

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  referenceId = (
    await p.as.staff.post('/api/icon-sets/', { code: 'ref', name: 'Reference', authority_id: null })
  ).json().id;
  homeSetId = (
    await p.as.staff.post('/api/icon-sets/', { code: 'home', name: 'Home', authority_id: p.home.id })
  ).json().id;
  refSun = (await upload('staff', fields(referenceId, 'sun', { variant: 'day', wmo_code: '0' }))).json().id;
  refRain = (
    await upload('staff', fields(referenceId, 'rain', { category: 'precipitation', wmo_code: 61 }))
  ).json().id;
});
afterAll(() => t.close());

describe('uploading one icon', () => {
  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['otherManager', 403],
    ['manager', 201],
    ['staff', 201],
  ] as [Persona, number][])('lets %s add an icon to the home set: %i', async (persona, status) => {
    const code = `by-${persona.toLowerCase()}`;
    const response = await upload(persona, fields(homeSetId, code, { wmo_code: '3', variant: 'night' }));
    expect(response.statusCode).toBe(status);
    const listed = (await p.as.anonymous.get(`/api/icons/?icon_set=${homeSetId}&search=${code}`)).json();
    expect(listed.count).toBe(status === 201 ? 1 : 0);
    if (status === 201) {
      expect(response.json()).toMatchObject({ code, wmo_code: 3, variant: 'night', reference_icon_id: null });
      expect(response.json().svg_url).toMatch(new RegExp(`^/api/icons/${response.json().id}/svg/\\?v=\\d+$`));
    }
  });

  it.each(['anonymous', 'member', 'otherManager', 'manager'] as Persona[])(
    'refuses %s an icon in the reference set',
    async (persona) => {
      expect((await upload(persona, fields(referenceId, `x-${persona.toLowerCase()}`))).statusCode).toBe(
        refusal(persona),
      );
    },
  );

  it('converts the text fields and reports bad ones on the field', async () => {
    const bad = await upload('staff', {
      icon_set_id: '',
      code: 'Bad Code',
      category: 'weird',
      wmo_code: 'abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'category',
      'code',
      'icon_set_id',
      'name',
      'wmo_code',
    ]);
    const range = await upload('staff', fields(homeSetId, 'range', { wmo_code: 100 }));
    expect(range.json().errors.wmo_code).toEqual(['WMO present-weather codes run from 0 to 99.']);
    const noSet = await upload('staff', fields(999999, 'nowhere'));
    expect(noSet.statusCode).toBe(400);
    expect(noSet.json().errors).toHaveProperty('icon_set_id');
    const duplicate = await upload('staff', fields(referenceId, 'sun'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.code).toEqual(['This code is already used in this set.']);
    const noFile = await upload('staff', fields(homeSetId, 'no-file'), []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toHaveProperty('svg');
  });

  it('removes script, event handlers, foreignObject, external links and CSS url() from an upload', async () => {
    const attack = svgOf(
      '<script>alert(1)</script>' +
        '<rect width="10" height="10" onload="alert(2)" style="fill: url(https://evil.example/x.svg#a)"/>' +
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>' +
        '<use href="https://evil.example/sprite.svg#icon"/>' +
        '<style>@import url(https://evil.example/a.css); circle { fill: url(https://evil.example/b) }</style>' +
        '<circle cx="5" cy="5" r="3"/>' +
        // What is left must still draw something, or the upload is refused for that.
        '<rect x="1" y="1" width="2" height="2"/>',
    );
    const response = await upload('manager', fields(homeSetId, 'attack'), [picture(attack)]);
    expect(response.statusCode).toBe(201);
    expect(response.json().removed.sort()).toEqual(
      ['CSS @import', 'CSS url()', 'event handler', 'external reference', 'foreignObject', 'script'].sort(),
    );
    const served = await p.as.anonymous.get(response.json().svg_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['cache-control']).toContain('immutable');
    for (const bad of ['<script', 'onload', 'foreignObject', 'evil.example', '@import']) {
      expect(served.body).not.toContain(bad);
    }
    expect(served.body).toContain('<circle');
  });

  it('refuses a PNG renamed .svg and a picture over the size limit, on the svg field, saving nothing', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
    const renamed = await upload('staff', fields(homeSetId, 'png'), [picture(png, 'sun.svg')]);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors.svg[0]).toContain('not an SVG');
    const big = svgOf(`<path d="${'M0 0L1 1'.repeat(MAX_SVG_BYTES / 8)}"/>`);
    const tooBig = await upload('staff', fields(homeSetId, 'big'), [picture(big)]);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors.svg[0]).toContain('larger than 256 KB');
    expect((await p.as.anonymous.get(`/api/icons/?icon_set=${homeSetId}&search=png`)).json().count).toBe(0);
  });

  it('refuses a 20 MB upload with a clear 413 problem', async () => {
    const huge = Buffer.alloc(20 * 1024 * 1024, 'a');
    const response = await upload('staff', fields(homeSetId, 'huge'), [picture(huge)]);
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toContain('larger than 10 MB');
    expect(response.json().errors).toHaveProperty('svg');
  });
});

describe('reading icons', () => {
  it.each(PERSONAS)('lets %s list, read, see the picture and the history', async (persona) => {
    const list = await p.as[persona].get(`/api/icons/?icon_set=${referenceId}&ordering=code`);
    expect(list.json().results.map((i: { code: string }) => i.code)).toEqual(['rain', 'sun']);
    const one = (await p.as[persona].get(`/api/icons/${refSun}/`)).json();
    expect(one).toMatchObject({ code: 'sun', variant: 'day', wmo_code: 0, category: 'sky' });
    expect((await p.as[persona].get(one.svg_url)).body).toContain('<circle');
    expect((await p.as[persona].get(`/api/icons/${refSun}/history/`)).json()[0].action).toBe('create');
  });

  it('filters by category, variant, reference icon and unmapped; orders and pages up to 500', async () => {
    const codes = async (query: string) =>
      (await p.as.anonymous.get(`/api/icons/?${query}`)).json().results.map((i: { code: string }) => i.code);
    expect(await codes(`icon_set=${referenceId}&category=precipitation`)).toEqual(['rain']);
    expect(await codes(`icon_set=${referenceId}&variant=day`)).toEqual(['sun']);
    expect(await codes(`icon_set=${referenceId}&ordering=-wmo_code`)).toEqual(['rain', 'sun']);
    const mapped = await upload('staff', fields(homeSetId, 'mapped-sun', { reference_icon_id: refSun }));
    expect(mapped.statusCode).toBe(201);
    expect((await upload('staff', fields(homeSetId, 'lone-cloud'))).statusCode).toBe(201);
    expect(await codes(`reference_icon=${refSun}`)).toEqual(['mapped-sun']);
    const unmapped = await codes('unmapped=true&page_size=500');
    expect(unmapped).not.toContain('mapped-sun');
    expect(unmapped).not.toContain('sun');
    expect(unmapped).toContain('lone-cloud');
    expect((await p.as.anonymous.get('/api/icons/?page_size=501')).statusCode).toBe(400);
    expect((await p.as.anonymous.get('/api/icons/?ordering=svg')).statusCode).toBe(400);
    expect((await p.as.anonymous.get('/api/icons/?category=nope')).json().errors).toHaveProperty('category');
  });

  it('draws a moving picture still with still=1, and says what still takes', async () => {
    const moving = svgOf(
      '<style>.ray{animation:spin 9s linear infinite}</style>' +
        '<path class="ray" d="M32 4v8"><animateTransform attributeName="transform" type="rotate" values="0 32 32;360 32 32" dur="45s" repeatCount="indefinite"/></path>' +
        '<circle cx="32" cy="32" r="10"><animate attributeName="r" values="10;12;10" dur="3s" repeatCount="indefinite"/><set attributeName="fill" to="red" begin="1s"/></circle>',
    ).replace('0 0 10 10', '0 0 64 64');
    const created = await upload('staff', fields(referenceId, 'moving-sun'), [picture(moving)]);
    expect(created.statusCode).toBe(201);
    const url: string = created.json().svg_url;
    const original = await p.as.anonymous.get(url);
    expect(original.body).toContain('<animateTransform');

    const still = await p.as.anonymous.get(`${url}&still=1`);
    expect(still.statusCode).toBe(200);
    expect(still.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(still.headers['cache-control']).toContain('immutable');
    for (const moves of ['<animate', '<set', '<animateTransform', '<animateMotion'])
      expect(still.body).not.toContain(moves);
    // What was drawn stays, with the CSS animation stopped by a style first in the picture.
    expect(still.body).toContain('<path class="ray" d="M32 4v8"/>');
    expect(still.body).toContain('<circle cx="32" cy="32" r="10"/>');
    expect(still.body).toMatch(
      /^<svg[^>]*><style>\*\{animation:none!important;transition:none!important\}<\/style>/,
    );

    const wrong = await p.as.anonymous.get(`${url}&still=yes`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    expect(wrong.json().errors).toHaveProperty('still');
  });

  it('answers 404 for a missing icon and its picture', async () => {
    expect((await p.as.anonymous.get('/api/icons/999999/')).statusCode).toBe(404);
    expect((await p.as.anonymous.get('/api/icons/999999/svg/')).statusCode).toBe(404);
  });
});

describe('mapping and metadata', () => {
  let homeIcon: number;
  beforeAll(async () => {
    homeIcon = (await upload('manager', fields(homeSetId, 'cloudy'))).json().id;
  });

  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['otherManager', 403],
    ['manager', 200],
    ['staff', 200],
  ] as [Persona, number][])('lets %s map a home icon: %i', async (persona, status) => {
    const target = persona === 'staff' ? refRain : refSun;
    const response = await p.as[persona].request({
      method: 'PATCH',
      url: `/api/icons/${homeIcon}/`,
      payload: { reference_icon_id: target },
    });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json().reference_icon_id).toBe(target);
  });

  it('maps only onto reference icons, never a reference icon itself, and null unmaps', async () => {
    const other = (await upload('manager', fields(homeSetId, 'other-home'))).json().id;
    const ontoHome = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/icons/${homeIcon}/`,
      payload: { reference_icon_id: other },
    });
    expect(ontoHome.statusCode).toBe(400);
    expect(ontoHome.json().errors.reference_icon_id).toEqual([
      'Choose an icon of the national reference set.',
    ]);
    const missing = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/icons/${homeIcon}/`,
      payload: { reference_icon_id: 999999 },
    });
    expect(missing.json().errors).toHaveProperty('reference_icon_id');
    const referenceMapped = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/icons/${refSun}/`,
      payload: { reference_icon_id: refRain },
    });
    expect(referenceMapped.statusCode).toBe(400);
    expect(referenceMapped.json().errors).toHaveProperty('reference_icon_id');
    const unmap = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/icons/${homeIcon}/`,
      payload: { reference_icon_id: null },
    });
    expect(unmap.json().reference_icon_id).toBeNull();
    const moved = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/icons/${homeIcon}/`,
      payload: { icon_set_id: referenceId },
    });
    expect(moved.json().errors).toHaveProperty('icon_set_id');
  });

  it('replaces the whole metadata with PUT and records each change without the markup', async () => {
    const put = await p.as.manager.request({
      method: 'PUT',
      url: `/api/icons/${homeIcon}/`,
      payload: {
        icon_set_id: homeSetId,
        code: 'cloudy',
        name: 'Nuvoloso',
        category: 'sky',
        variant: 'any',
        wmo_code: 3,
        reference_icon_id: refSun,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      name: 'Nuvoloso',
      description: '',
      wmo_code: 3,
      reference_icon_id: refSun,
    });
    const history = (await p.as.member.get(`/api/icons/${homeIcon}/history/`)).json();
    expect(history[0]).toMatchObject({ action: 'update', actor: 'p-manager' });
    expect(history[0].changed.sort()).toEqual(['name', 'reference_icon_id', 'wmo_code']);
    expect(JSON.stringify(history)).not.toContain('<svg');
  });

  it('replaces the picture under a new versioned URL, for the owner only', async () => {
    const before = (await p.as.anonymous.get(`/api/icons/${homeIcon}/`)).json();
    const form = multipartForm({}, [picture(svgOf('<rect width="3" height="3" onclick="x()"/>'))]);
    const refused = await p.as.otherManager.request({
      method: 'PUT',
      url: `/api/icons/${homeIcon}/svg/`,
      ...form,
    });
    expect(refused.statusCode).toBe(403);
    const replaced = await p.as.manager.request({
      method: 'PUT',
      url: `/api/icons/${homeIcon}/svg/`,
      ...form,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().removed).toEqual(['event handler']);
    expect(replaced.json().svg_url).not.toBe(before.svg_url);
    // A second picture at once still gets an address of its own: no cache can mix them up.
    const second = multipartForm({}, [picture(svgOf('<rect width="4" height="4"/>'))]);
    const again = await p.as.manager.request({
      method: 'PUT',
      url: `/api/icons/${homeIcon}/svg/`,
      ...second,
    });
    expect(again.json().svg_url).not.toBe(replaced.json().svg_url);
    const served = await p.as.anonymous.get(again.json().svg_url);
    expect(served.body).toContain('<rect');
    expect(served.body).not.toContain('onclick');
    const history = (await p.as.member.get(`/api/icons/${homeIcon}/history/`)).json();
    expect(history[0].changed).toEqual(['svg']);
    expect(history[0].after.svg).toMatch(/^sha256:/);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const bad = await p.as.manager.request({
      method: 'PUT',
      url: `/api/icons/${homeIcon}/svg/`,
      ...multipartForm({}, [picture(png)]),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('svg');
  });

  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['otherManager', 403],
  ] as [Persona, number][])('refuses %s to delete a home icon', async (persona, status) => {
    expect(
      (await p.as[persona].request({ method: 'DELETE', url: `/api/icons/${homeIcon}/` })).statusCode,
    ).toBe(status);
  });

  it('deletes a reference icon for staff only, unmapping the icons that stood for it', async () => {
    const fog = (await upload('staff', fields(referenceId, 'fog'))).json().id;
    await p.as.manager.request({
      method: 'PATCH',
      url: `/api/icons/${homeIcon}/`,
      payload: { reference_icon_id: fog },
    });
    expect((await p.as.manager.request({ method: 'DELETE', url: `/api/icons/${fog}/` })).statusCode).toBe(
      403,
    );
    expect((await p.as.staff.request({ method: 'DELETE', url: `/api/icons/${fog}/` })).statusCode).toBe(204);
    expect((await p.as.anonymous.get(`/api/icons/${fog}/`)).statusCode).toBe(404);
    expect((await p.as.anonymous.get(`/api/icons/${homeIcon}/`)).json().reference_icon_id).toBeNull();
    expect(
      (await p.as.manager.request({ method: 'DELETE', url: `/api/icons/${homeIcon}/` })).statusCode,
    ).toBe(204);
  });
});
