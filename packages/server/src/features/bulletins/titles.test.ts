import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletins, bulletinTexts } from '../../db/schema/bulletins.ts';
import { venues } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeTemperatures } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let iconSet: number;
let v: { lido: number; asiago: number };
let d: { tmin: number; tmax: number };

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  iconSet = (
    await p.as.staff.post('/api/icon-sets/', { code: 'titles-icons', name: 'Icons', authority_id: p.home.id })
  ).json().id;
  const rows = await t.db
    .insert(venues)
    .values(
      ['lido', 'asiago'].map((code) => ({
        code,
        name: code.toUpperCase(),
        kind: 'city' as const,
        latitude: 45,
        longitude: 12,
        authorityId: p.home.id,
      })),
    )
    .returning();
  v = { lido: rows[0]?.id ?? 0, asiago: rows[1]?.id ?? 0 };
  d = await makeTemperatures(t.db);
});
afterAll(() => t.close());

/** A daily type of the home authority over `horizon` days, in Italian and English, with the templates given. */
async function makeType(code: string, title_templates: Record<string, string>, horizon_days = 2) {
  const response = await p.as.manager.post('/api/bulletin-types/', {
    code,
    name: `Veneto ${code}`,
    authority_id: p.home.id,
    icon_set_id: iconSet,
    horizon_days,
    slots: [{ code: 'day', label: 'Day', start_hour: 0, end_hour: 24 }],
    data_types: [{ data_type_id: d.tmin, required: true }],
    venue_ids: [v.lido],
    languages: ['it', 'en'],
    title_templates,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

function create(typeId: number, issue_date: string, copy_from: 'previous' | null = null) {
  return p.as.member.post('/api/bulletins/', { bulletin_type_id: typeId, issue_date, copy_from });
}

async function putTexts(id: number, texts: { language: string; title: string; synopsis: string }[]) {
  const revision = (await p.as.member.get(`/api/bulletins/${id}/`)).json().revision;
  return p.as.member.request({
    method: 'PUT',
    url: `/api/bulletins/${id}/texts/`,
    payload: { texts },
    headers: { 'if-match': `"${revision}"` },
  });
}

const titles = (texts: { language: string; title: string }[]) =>
  Object.fromEntries(texts.map((text) => [text.language, text.title]));

describe('a new bulletin’s titles', () => {
  it('are made from the type’s templates, each in its language’s long date format', async () => {
    const typeId = await makeType('made', {
      it: 'Previsioni del {issue_date}',
      en: '{type}: forecast for {valid_period}',
    });
    const response = await create(typeId, '2026-11-28');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().texts).toEqual([
      {
        language: 'en',
        title: 'Veneto made: forecast for 28–29 November 2026',
        synopsis: '',
        venue_notes: {},
      },
      { language: 'it', title: 'Previsioni del 28 novembre 2026', synopsis: '', venue_notes: {} },
    ]);
  });

  it('are left to be written by hand when the type has no template', async () => {
    const typeId = await makeType('none', {});
    expect((await create(typeId, '2026-11-28')).json().texts).toEqual([]);
  });

  it('are made anew when a bulletin is carried over, never copied; the synopsis carries as it was', async () => {
    // Italian has a template, English has none: its title carries as before.
    const typeId = await makeType('carried', { it: 'Previsioni del {issue_date}' });
    const previous = (await create(typeId, '2026-11-26')).json();
    await putTexts(previous.id, [
      { language: 'it', title: 'Previsioni del 26 novembre 2026 (a mano)', synopsis: 'Sereno.' },
      { language: 'en', title: 'Forecast, written by hand', synopsis: 'Clear.' },
    ]);
    await t.db.update(bulletins).set({ status: 'published' }).where(eq(bulletins.id, previous.id));

    const response = await create(typeId, '2026-11-28', 'previous');
    expect(response.statusCode, response.body).toBe(201);
    const carried = response.json();
    expect(carried.copied_from_id).toBe(previous.id);
    expect(titles(carried.texts)).toEqual({
      it: 'Previsioni del 28 novembre 2026',
      en: 'Forecast, written by hand',
    });
    expect(carried.texts.map((text: { synopsis: string }) => text.synopsis).sort()).toEqual([
      'Clear.',
      'Sereno.',
    ]);
    // The bulletin it came from keeps its own title.
    const [kept] = await t.db.select().from(bulletinTexts).where(eq(bulletinTexts.bulletinId, previous.id));
    expect(kept?.title).toMatch(/26 novembre|written by hand/);
  });

  it('follow the template as it is when the bulletin is made', async () => {
    const typeId = await makeType('changed', { it: 'Previsioni del {issue_date}' });
    const patched = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/bulletin-types/${typeId}/`,
      payload: { title_templates: { it: 'Bollettino {valid_from} – {valid_to}', en: 'Until {valid_to}' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(titles((await create(typeId, '2026-12-31')).json().texts)).toEqual({
      it: 'Bollettino 31 dicembre 2026 – 1 gennaio 2027',
      en: 'Until 1 January 2027',
    });
  });
});

describe('the check on a carried-over bulletin', () => {
  it('is silent on a carried-over bulletin whose titles come from the templates', async () => {
    const typeId = await makeType('silent', {
      it: 'Previsioni del {issue_date}',
      en: 'Forecast for {issue_date}',
    });
    const previous = (await create(typeId, '2026-11-26')).json();
    await putTexts(previous.id, [
      { language: 'it', title: 'x', synopsis: 'Variabile.' },
      { language: 'en', title: 'x', synopsis: 'Changeable.' },
    ]);
    await t.db.update(bulletins).set({ status: 'published' }).where(eq(bulletins.id, previous.id));
    const carried = (await create(typeId, '2026-11-28', 'previous')).json();
    const check = (await p.as.member.get(`/api/bulletins/${carried.id}/check/`)).json();
    expect(check.problems.filter((problem: { date?: string }) => problem.date !== undefined)).toEqual([]);
  });
});

describe('a bulletin’s titles in lists', () => {
  it('come in every language they are written in, in the staff list, the public list and the public answer', async () => {
    const typeId = await makeType('listed', {
      it: 'Previsioni del {issue_date}',
      en: 'Forecast for {issue_date}',
    });
    const both = (await create(typeId, '2026-11-20')).json();
    const italianOnly = (await create(typeId, '2026-11-21')).json();
    await putTexts(italianOnly.id, [{ language: 'en', title: '', synopsis: '' }]);
    const listed = (
      await p.as.member.get(`/api/bulletins/?bulletin_type=${typeId}&ordering=issue_date`)
    ).json();
    expect(listed.results.map((b: { titles: unknown }) => b.titles)).toEqual([
      { it: 'Previsioni del 20 novembre 2026', en: 'Forecast for 20 November 2026' },
      { it: 'Previsioni del 21 novembre 2026' },
    ]);
    // The Italian title stays where clients read it before.
    expect(listed.results[0].title).toBe('Previsioni del 20 novembre 2026');

    await t.db.update(bulletins).set({ status: 'published' }).where(eq(bulletins.id, both.id));
    const publicList = (await p.as.anonymous.get(`/api/public/bulletins/?bulletin_type=${typeId}`)).json();
    expect(publicList.results.map((b: { id: number; titles: unknown }) => [b.id, b.titles])).toEqual([
      [both.id, { it: 'Previsioni del 20 novembre 2026', en: 'Forecast for 20 November 2026' }],
    ]);
    const answer = (await p.as.anonymous.get(`/api/public/bulletins/${both.id}/`)).json();
    expect(answer.titles).toEqual({
      it: 'Previsioni del 20 novembre 2026',
      en: 'Forecast for 20 November 2026',
    });
  });
});
