import { brotliDecompressSync } from 'node:zlib';
import type { IconComparison, SetSuggestions } from '@bora/shared/icon-compare';
import { MAX_COMPARED_SETS } from '@bora/shared/icon-compare';
import { and, eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { iconPictures, iconSets, icons } from '../../db/schema/reference.ts';
import { loadDemoIcons } from '../../demo/icons.ts';
import { makeAuthority } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { pictureKeyOf, svgHashOf } from './picture-key.ts';
import { multipartForm } from './test-form.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
const set: Record<string, number> = {};

async function setId(code: string): Promise<number> {
  const [row] = await t.db.select({ id: iconSets.id }).from(iconSets).where(eq(iconSets.code, code));
  if (!row) throw new Error(`no set ${code}`);
  return row.id;
}

const compare = (ids: (number | string)[]) =>
  p.as.anonymous.get(`/api/icon-sets/compare/?sets=${ids.join(',')}`);

/** Uploads every reference icon again into a new set of the home authority; `disguise` hides their names and codes. */
async function copyOfReference(code: string, disguise: boolean): Promise<number> {
  const id = (
    await p.as.manager.post('/api/icon-sets/', { code, name: code, authority_id: p.home.id })
  ).json().id;
  const references = await t.db
    .select()
    .from(icons)
    .where(eq(icons.iconSetId, set.reference ?? 0))
    .orderBy(icons.id);
  for (const [n, icon] of references.entries()) {
    const fields = {
      icon_set_id: id,
      code: disguise ? `picture-${n}` : icon.code,
      name: disguise ? `Picture ${n}` : icon.name,
      category: icon.category,
      variant: disguise ? 'any' : icon.variant,
      wmo_code: disguise ? '' : (icon.wmoCode ?? ''),
    };
    const response = await p.as.manager.request({
      method: 'POST',
      url: '/api/icons/',
      ...multipartForm(fields, [{ field: 'svg', filename: `${icon.code}.svg`, content: icon.svg }]),
    });
    if (response.statusCode !== 201) throw new Error(`upload ${icon.code}: ${response.body}`);
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  await makeAuthority(t.db, 'veneto');
  await makeAuthority(t.db, 'lombardia');
  await loadDemoIcons(t.db);
  set.reference = await setId('reference');
  set.veneto = await setId('veneto-yr');
  set.lombardia = await setId('lombardia-qweather');
}, 120_000);
afterAll(() => t.close());

describe('GET /api/icon-sets/compare/', () => {
  it('answers a row per reference icon, the reference set first, a status and counts per set', async () => {
    const response = await compare([set.veneto ?? 0, set.lombardia ?? 0]);
    expect(response.statusCode).toBe(200);
    const body = response.json() as IconComparison;
    expect(body.reference.id).toBe(set.reference);
    expect(body.sets.map((s) => s.id)).toEqual([set.veneto, set.lombardia]);
    expect(body.rows).toHaveLength(40);
    for (const [column, compared] of body.sets.entries()) {
      const statuses = body.rows.map((row) => row.cells[column]?.status);
      const { counts } = compared;
      expect(counts.missing).toBe(statuses.filter((s) => s === 'missing').length);
      expect(counts.several).toBe(statuses.filter((s) => s === 'several').length);
      expect(counts.mapped + counts.unmapped + compared.broken.length).toBe(compared.icon_count);
      expect(counts.unmapped).toBe(compared.unmapped.length);
      expect(counts.coverage).toBeCloseTo((100 * (40 - counts.missing)) / 40, 1);
      for (const row of body.rows) {
        const cell = row.cells[column];
        expect(cell?.icons.every((icon) => icon.reference_icon_id === row.reference.id)).toBe(true);
        expect(cell?.status === 'missing').toBe(cell?.icons.length === 0);
        expect(cell?.fallback === null).toBe(cell?.status !== 'missing');
      }
    }
    // The demo sets have gaps, and every reference picture has been drawn once.
    expect(body.sets.some((s) => s.counts.missing > 0)).toBe(true);
    expect(body.rows.every((row) => row.reference.drawable === true)).toBe(true);
  });

  it('marks several icons of one variant for one reference icon, and a day and a night one as complete', async () => {
    const veneto = set.veneto ?? 0;
    const mapped = await t.db.select().from(icons).where(eq(icons.iconSetId, veneto));
    const [first, second] = mapped.filter((icon) => icon.referenceIconId !== null);
    if (!first || !second) throw new Error('the demo set maps too little');
    const target = first.referenceIconId ?? 0;
    const restore = second.referenceIconId;
    await t.db
      .update(icons)
      .set({ referenceIconId: target, variant: first.variant })
      .where(eq(icons.id, second.id));
    let row = (await compare([veneto]))
      .json()
      .rows.find((r: { reference: { id: number } }) => r.reference.id === target);
    expect(row.cells[0].status).toBe('several');
    await t.db
      .update(icons)
      .set({ variant: first.variant === 'day' ? 'night' : 'day' })
      .where(eq(icons.id, second.id));
    await t.db
      .update(icons)
      .set({ variant: first.variant === 'day' ? 'day' : 'night' })
      .where(eq(icons.id, first.id));
    row = (await compare([veneto]))
      .json()
      .rows.find((r: { reference: { id: number } }) => r.reference.id === target);
    expect(row.cells[0].status).toBe('complete');
    await t.db
      .update(icons)
      .set({ referenceIconId: restore, variant: second.variant })
      .where(eq(icons.id, second.id));
    await t.db.update(icons).set({ variant: first.variant }).where(eq(icons.id, first.id));
  });

  it('gives each gap the fallback a bulletin would show, and names the bulletin types of each set', async () => {
    const body = (await compare([set.veneto ?? 0])).json() as IconComparison;
    const gaps = body.rows.filter((row) => row.cells[0]?.status === 'missing');
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) {
      const fallback = gap.cells[0]?.fallback;
      expect(fallback).not.toBeNull();
      if (fallback?.reason === 'none') expect(fallback.icon).toBeNull();
      else expect(fallback?.icon?.icon_set_id).toBe(set.veneto);
    }
    expect(gaps.some((gap) => gap.cells[0]?.fallback?.reason !== 'none')).toBe(true);
    expect(body.sets[0]?.bulletin_types).toEqual([]);
  });

  it('names the bulletin types that use each set, the reference set included', async () => {
    await t.db.insert(bulletinTypes).values([
      { code: 'veneto-daily', name: 'Veneto, ogni giorno', iconSetId: set.veneto ?? 0 },
      { code: 'national-daily', name: 'Nazionale', iconSetId: set.reference ?? 0 },
    ]);
    try {
      const body = (await compare([set.veneto ?? 0, set.lombardia ?? 0])).json() as IconComparison;
      expect(body.reference.bulletin_types.map((b) => b.code)).toEqual(['national-daily']);
      expect(body.sets.map((s) => s.bulletin_types.map((b) => b.code))).toEqual([['veneto-daily'], []]);
    } finally {
      await t.db.delete(bulletinTypes).where(inArray(bulletinTypes.code, ['veneto-daily', 'national-daily']));
    }
  });

  it('lists broken mappings with a fix: to an icon outside the reference set, to one that does not draw', async () => {
    const lombardia = set.lombardia ?? 0;
    const [victim, other] = await t.db
      .select()
      .from(icons)
      .where(eq(icons.iconSetId, set.veneto ?? 0));
    const [reference] = await t.db
      .select()
      .from(icons)
      .where(and(eq(icons.iconSetId, set.reference ?? 0), eq(icons.code, 'tornado')));
    if (!victim || !other || !reference) throw new Error('demo icons missing');
    // The API refuses both; a database filled by hand, or an old import, need not have.
    await t.db.update(icons).set({ referenceIconId: other.id }).where(eq(icons.id, victim.id));
    const blank = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g/></svg>';
    const [pointing] = await t.db.select().from(icons).where(eq(icons.referenceIconId, reference.id));
    await t.db
      .update(icons)
      .set({ svg: blank, svgHash: svgHashOf(blank) })
      .where(eq(icons.id, reference.id));
    try {
      const body = (await compare([set.veneto ?? 0, lombardia])).json() as IconComparison;
      const broken = body.sets.flatMap((s) => s.broken);
      const outside = broken.find((b) => b.icon.id === victim.id);
      expect(outside).toMatchObject({
        problem: 'not_reference',
        reference_icon_id: other.id,
        target_code: other.code,
      });
      expect(['remap', 'unmap']).toContain(outside?.fix.action);
      if (outside?.fix.action === 'remap') expect(outside.fix.reference_icon_id).toBe(other.referenceIconId);
      expect(body.rows.find((r) => r.reference.id === reference.id)?.reference.drawable).toBe(false);
      if (pointing) {
        expect(broken.find((b) => b.icon.id === pointing.id)).toMatchObject({
          problem: 'undrawable',
          fix: { action: 'replace_picture', reference_icon_id: reference.id },
        });
      }
    } finally {
      await t.db
        .update(icons)
        .set({ referenceIconId: victim.referenceIconId })
        .where(eq(icons.id, victim.id));
      await t.db
        .update(icons)
        .set({ svg: reference.svg, svgHash: reference.svgHash })
        .where(eq(icons.id, reference.id));
    }
  });

  it('is kept, and sent compressed once made to a client that takes brotli, the same JSON inside', async () => {
    const url = `/api/icon-sets/compare/?sets=${set.veneto},${set.lombardia}`;
    const plain = await t.app.inject({ url });
    for (let i = 0; i < 2; i++) {
      const packed = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(packed.headers['content-encoding']).toBe('br');
      expect(packed.headers.etag).toBe(plain.headers.etag);
      expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(plain.body);
    }
    const held = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(held.statusCode).toBe(304);
    expect(held.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['an unknown set', () => '999999', /No icon set with id 999999/],
    ['a set twice', () => `${set.veneto},${set.veneto}`, /named twice/],
    [
      'too many sets',
      () => Array.from({ length: MAX_COMPARED_SETS + 2 }, (_, n) => n + 1).join(','),
      /At most 8 sets/,
    ],
    ['no id', () => 'abc', /whole number/],
    ['nothing', () => '', /whole number/],
  ])('answers %s with a 400 naming sets', async (_name, sets, message) => {
    const response = await p.as.anonymous.get(`/api/icon-sets/compare/?sets=${sets()}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/problem\+json/);
    expect(JSON.stringify(response.json().errors.sets)).toMatch(message);
  });

  it('counts the reference set, when named, for none of the sets: nine others are too many', async () => {
    const more = [];
    for (let n = 0; n < MAX_COMPARED_SETS + 1; n++) {
      more.push(
        (
          await p.as.staff.post('/api/icon-sets/', {
            code: `many-${n}`,
            name: `Many ${n}`,
            authority_id: p.home.id,
          })
        ).json().id,
      );
    }
    const nine = await compare(more);
    expect(nine.statusCode).toBe(400);
    expect(nine.json().errors.sets[0]).toMatch(/At most 8 sets/);
    expect((await compare([set.reference ?? 0, ...more.slice(0, MAX_COMPARED_SETS)])).statusCode).toBe(200);
  });

  it('exports the comparison as CSV, a row per reference icon, a column per set, formulas defused', async () => {
    await t.db
      .update(icons)
      .set({ name: '=HYPERLINK("x")' })
      .where(and(eq(icons.iconSetId, set.reference ?? 0), eq(icons.code, 'fog')));
    const response = await p.as.anonymous.get(
      `/api/icon-sets/compare.csv?sets=${set.veneto},${set.lombardia}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('reference,name,category,variant,wmo_code,veneto-yr,lombardia-qweather');
    expect(lines.filter((line) => !line.startsWith(',')).length).toBe(41);
    expect(response.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await p.as.anonymous.get('/api/icon-sets/compare.csv?sets=1,1')).statusCode).toBe(400);
  });
});

describe('suggestions', () => {
  let copy: number;
  let disguised: number;

  beforeAll(async () => {
    copy = await copyOfReference('copy', false);
    disguised = await copyOfReference('disguised', true);
  }, 120_000);

  const topHits = (body: SetSuggestions, expected: (code: string) => string) =>
    body.icons.filter((entry) => entry.candidates[0]?.reference.code === expected(entry.icon.code)).length /
    body.icons.length;

  it('ranks the right reference icon first for a copy of the reference set, with the score and its parts', async () => {
    const response = await p.as.anonymous.get(`/api/icon-sets/${copy}/suggestions/`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as SetSuggestions;
    expect(body.icons).toHaveLength(40);
    expect(topHits(body, (code) => code)).toBeGreaterThanOrEqual(0.95);
    const best = body.icons[0]?.candidates[0];
    expect(best?.parts).toEqual({ visual: 1, name: 1, category: 1, variant: 1, wmo: expect.any(Number) });
    expect(body.icons[0]?.candidates).toHaveLength(5);
  });

  it('finds them by the pictures alone when names, codes and WMO codes say nothing', async () => {
    const body = (
      await p.as.anonymous.get(`/api/icon-sets/${disguised}/suggestions/?limit=3`)
    ).json() as SetSuggestions;
    const codes = await t.db
      .select()
      .from(icons)
      .where(eq(icons.iconSetId, set.reference ?? 0))
      .orderBy(icons.id);
    const original = (code: string) => codes[Number(code.replace('picture-', ''))]?.code ?? '';
    expect(topHits(body, original)).toBeGreaterThanOrEqual(0.95);
    expect(body.icons[0]?.candidates).toHaveLength(3);
  });

  it('refuses a bad limit and an unknown set', async () => {
    expect((await p.as.anonymous.get(`/api/icon-sets/${copy}/suggestions/?limit=0`)).statusCode).toBe(400);
    expect((await p.as.anonymous.get('/api/icon-sets/999999/suggestions/')).statusCode).toBe(404);
  });

  it('accepts all suggestions above a score after a preview, for whoever may edit the set', async () => {
    const url = `/api/icon-sets/${copy}/suggestions/accept/`;
    expect((await p.as.otherManager.post(url, { min_score: 0.9 })).statusCode).toBe(403);
    expect((await p.as.manager.post(url, { min_score: 2 })).statusCode).toBe(400);
    const preview = await p.as.manager.post(url, { min_score: 0.9, dry_run: true });
    expect(preview.statusCode).toBe(200);
    const planned = preview.json().mappings.length;
    expect(preview.json()).toMatchObject({ dry_run: true, applied: false, left_unmapped: 40 - planned });
    expect(planned).toBeGreaterThanOrEqual(38);
    let body = (await compare([copy])).json() as IconComparison;
    expect(body.sets[0]?.counts.unmapped).toBe(40);
    const suggested = async () =>
      ((await p.as.anonymous.get(`/api/icon-sets/${copy}/suggestions/?limit=1`)).json() as SetSuggestions)
        .icons.length;
    expect(await suggested()).toBe(40);
    const done = await p.as.manager.post(
      url,
      { min_score: 0.9 },
      { 'if-match': String(preview.headers.etag) },
    );
    expect(done.json()).toMatchObject({ dry_run: false, applied: true, left_unmapped: 40 - planned });
    body = (await compare([copy])).json() as IconComparison;
    expect(body.sets[0]?.counts).toMatchObject({ mapped: planned, unmapped: 40 - planned });
    for (const mapping of done.json().mappings) expect(mapping.icon.code).toBe(mapping.reference.code);
    // The suggestions, kept as the comparison is, follow the mappings.
    expect(await suggested()).toBe(40 - planned);
    const history = (
      await p.as.anonymous.get(`/api/icons/${done.json().mappings[0].icon.id}/history/`)
    ).json();
    expect(JSON.stringify(history)).toContain('reference_icon_id');
  });

  it('maps what the preview showed, or nothing: a plan changed since answers 412 with its new tag', async () => {
    const url = `/api/icon-sets/${disguised}/suggestions/accept/`;
    const preview = await p.as.manager.post(url, { min_score: 0, dry_run: true });
    const tag = String(preview.headers.etag);
    expect(tag).toMatch(/^"/);
    const [first] = preview.json().mappings;
    // Someone maps one of the previewed icons by hand meanwhile.
    await t.db.update(icons).set({ referenceIconId: first.reference.id }).where(eq(icons.id, first.icon.id));
    await t.events.settle();
    const suggestions = (await p.as.anonymous.get(`/api/icon-sets/${disguised}/suggestions/`)).json();
    expect(suggestions.icons.map((entry: { icon: { id: number } }) => entry.icon.id)).not.toContain(
      first.icon.id,
    );
    const stale = await p.as.manager.post(url, { min_score: 0 }, { 'if-match': tag });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).not.toBe(tag);
    const after = (await compare([disguised])).json() as IconComparison;
    expect(after.sets[0]?.counts.mapped).toBe(1);
    const again = await p.as.manager.post(url, { min_score: 0, dry_run: true });
    expect(again.headers.etag).toBe(stale.headers.etag);
    const done = await p.as.manager.post(url, { min_score: 0 }, { 'if-match': String(again.headers.etag) });
    expect(done.json()).toMatchObject({
      applied: true,
      mappings: again.json().mappings.map(() => expect.anything()),
    });
  });
});

describe('GET /api/icons/{id}/difference/', () => {
  it('measures two pictures drawn alike, with a heat map; the same picture is no difference', async () => {
    const [sun, rain] = await t.db
      .select()
      .from(icons)
      .where(eq(icons.iconSetId, set.reference ?? 0))
      .limit(2);
    const response = await p.as.anonymous.get(`/api/icons/${sun?.id}/difference/?to=${rain?.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.difference).toBeGreaterThan(0);
    expect(body.heat_map).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const same = (await p.as.anonymous.get(`/api/icons/${sun?.id}/difference/?to=${sun?.id}`)).json();
    expect(same).toMatchObject({ difference: 0, ssim: 1, colour: 0 });
  });

  it('measures an icon’s new picture anew, and keeps each picture drawn once by its hash', async () => {
    const [first, second] = await t.db
      .select()
      .from(icons)
      .where(eq(icons.iconSetId, set.lombardia ?? 0))
      .orderBy(icons.id)
      .limit(2);
    if (!first || !second) throw new Error('demo icons missing');
    const url = `/api/icons/${first.id}/difference/?to=${second.id}`;
    const before = (await p.as.anonymous.get(url)).json();
    const replaced = await p.as.staff.request({
      method: 'PUT',
      url: `/api/icons/${first.id}/svg/`,
      ...multipartForm({}, [{ field: 'svg', filename: 'same.svg', content: second.svg }]),
    });
    expect(replaced.statusCode).toBe(200);
    const after = (await p.as.anonymous.get(url)).json();
    expect(before.difference).toBeGreaterThan(0);
    expect(after).toMatchObject({ difference: 0, ssim: 1 });
    const [row] = await t.db.select().from(icons).where(eq(icons.id, first.id));
    const kept = await t.db
      .select()
      .from(iconPictures)
      .where(eq(iconPictures.key, pictureKeyOf(row?.svgHash ?? '')));
    expect(kept).toHaveLength(1);
  });

  it('answers a missing other icon with a 400 on to, an unknown icon with a 404', async () => {
    const [sun] = await t.db.select().from(icons).limit(1);
    const missing = await p.as.anonymous.get(`/api/icons/${sun?.id}/difference/?to=999999`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.to).toBeDefined();
    expect((await p.as.anonymous.get(`/api/icons/${sun?.id}/difference/?to=x`)).statusCode).toBe(400);
    expect((await p.as.anonymous.get(`/api/icons/999999/difference/?to=${sun?.id}`)).statusCode).toBe(404);
  });
});

describe('pictures that do not draw', () => {
  it('are refused on upload, and nothing is saved', async () => {
    const blank = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>';
    const staff = await p.as.staff.request({
      method: 'POST',
      url: '/api/icons/',
      ...multipartForm({ icon_set_id: set.veneto ?? 0, code: 'blank', name: 'Blank', category: 'sky' }, [
        { field: 'svg', filename: 'blank.svg', content: blank },
      ]),
    });
    expect(staff.statusCode).toBe(400);
    expect(staff.json()).toMatchObject({
      code: 'svg_undrawable',
      errors: { svg: ['The picture draws nothing.'] },
    });
    const [row] = await t.db
      .select()
      .from(icons)
      .where(and(eq(icons.iconSetId, set.veneto ?? 0), eq(icons.code, 'blank')));
    expect(row).toBeUndefined();
  });
});

describe('GET /api/icon-sets/compare.pdf', () => {
  it('is a one-page contact sheet in the language asked for', async () => {
    const response = await p.as.anonymous.get(
      `/api/icon-sets/compare.pdf?sets=${set.veneto},${set.lombardia}&lang=en`,
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-language']).toBe('en');
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    expect(pdf.numPages).toBe(1);
    if (process.env.SHEET_OUT)
      (await import('node:fs')).writeFileSync(process.env.SHEET_OUT, response.rawPayload);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Icon comparison');
    expect(
      (await p.as.anonymous.get(`/api/icon-sets/compare.pdf?sets=${set.veneto}&lang=de`)).statusCode,
    ).toBe(400);
  });
});
