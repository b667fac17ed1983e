import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venues } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeTemperatures } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let iconSet: number;
let lido: number;
let d: { tmin: number; tmax: number };

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  iconSet = (
    await p.as.staff.post('/api/icon-sets/', { code: 'dates-icons', name: 'Icons', authority_id: p.home.id })
  ).json().id;
  const rows = await t.db
    .insert(venues)
    .values({ code: 'lido', name: 'LIDO', kind: 'city', latitude: 45, longitude: 12, authorityId: p.home.id })
    .returning();
  lido = rows[0]?.id ?? 0;
  d = await makeTemperatures(t.db);
});
afterAll(() => t.close());

/** A daily type of the home authority over two days, in Italian and English. */
async function makeType(code: string) {
  const response = await p.as.manager.post('/api/bulletin-types/', {
    code,
    name: `Veneto ${code}`,
    authority_id: p.home.id,
    icon_set_id: iconSet,
    horizon_days: 2,
    slots: [{ code: 'day', label: 'Day', start_hour: 0, end_hour: 24 }],
    data_types: [{ data_type_id: d.tmin, required: true }],
    venue_ids: [lido],
    languages: ['it', 'en'],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

function create(typeId: number, issue_date: string) {
  return p.as.member.post('/api/bulletins/', { bulletin_type_id: typeId, issue_date });
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

describe('the check on the dates a bulletin’s texts name', () => {
  it('warns of a title or synopsis that names another day, naming the date and the language; submit goes on', async () => {
    const typeId = await makeType('checked');
    const draft = (await create(typeId, '2026-11-28')).json();
    const written = await putTexts(draft.id, [
      {
        language: 'it',
        title: 'Previsioni del 26 novembre',
        synopsis: 'Sabato 28 sereno, domenica 29/11 nubi.',
      },
      { language: 'en', title: 'Forecast for 28 November', synopsis: 'Rain from Thursday, November 26.' },
    ]);
    expect(written.statusCode, written.body).toBe(200);
    // The texts' answer tells the warnings at once, as the editor's live check does.
    expect(written.json().problems.map((problem: { code: string; language: string }) => problem)).toEqual([
      expect.objectContaining({ code: 'synopsis_other_date', language: 'en' }),
      expect.objectContaining({ code: 'title_other_date', language: 'it' }),
    ]);

    const revision = (await p.as.member.get(`/api/bulletins/${draft.id}/`)).json().revision;
    await p.as.member.request({
      method: 'PATCH',
      url: `/api/bulletins/${draft.id}/values/`,
      payload: {
        changes: [0, 1].map((day) => ({
          venue_id: lido,
          day,
          slot: 'day',
          data_type_id: d.tmin,
          value: 3,
        })),
      },
      headers: { 'if-match': `"${revision}"` },
    });
    const check = (await p.as.member.get(`/api/bulletins/${draft.id}/check/`)).json();
    expect(check).toMatchObject({ passes: true, errors: 0, warnings: 2 });
    expect(check.problems).toEqual([
      {
        severity: 'warning',
        code: 'synopsis_other_date',
        message:
          'The synopsis in en names Thursday, November 26, which is not a day of this bulletin (2026-11-28 to 2026-11-29).',
        language: 'en',
        date: 'Thursday, November 26',
      },
      {
        severity: 'warning',
        code: 'title_other_date',
        message:
          'The title in it names 26 novembre, which is not a day of this bulletin (2026-11-28 to 2026-11-29).',
        language: 'it',
        date: '26 novembre',
      },
    ]);
    const submitted = await p.as.member.post(`/api/bulletins/${draft.id}/submit/`, {});
    expect(submitted.statusCode, submitted.body).toBe(200);
  });
});
