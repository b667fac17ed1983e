import { NOT_A_TRANSLATION_LANGUAGE } from '@bora/shared/translations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorities } from '../../db/schema/authorities.ts';
import { dataTypes } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { multipartForm, svgOf } from '../icons/test-form.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let skyId: number;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  // Written as records were before they had translations: the column's default alone.
  const [sky] = await t.db
    .insert(dataTypes)
    .values({
      code: 'sky',
      name: 'Cielo',
      description: 'Stato del cielo.',
      valueKind: 'icon',
      iconCategory: 'sky',
    })
    .returning();
  skyId = sky?.id ?? 0;
});
afterAll(() => t.close());

const english = { en: { name: 'Sky', description: 'State of the sky.' }, de: { name: 'Himmel' } };

describe('names and descriptions in other languages', () => {
  it('reads a record written before translations as having none', async () => {
    const sky = (await p.as.anonymous.get(`/api/data-types/${skyId}/`)).json();
    expect(sky).toMatchObject({ name: 'Cielo', description: 'Stato del cielo.', translations: {} });
  });

  it('keeps what a PATCH with If-Match writes, drops blank texts, and records it in the history', async () => {
    const read = await p.as.anonymous.get(`/api/data-types/${skyId}/`);
    const patched = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/data-types/${skyId}/`,
      headers: { 'if-match': String(read.headers.etag) },
      payload: { translations: { ...english, fr: { name: '  ', description: '' } } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Cielo', translations: english });
    expect((await p.as.anonymous.get('/api/data-types/')).json().results[0].translations).toEqual(english);
    const stale = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/data-types/${skyId}/`,
      headers: { 'if-match': String(read.headers.etag) },
      payload: { translations: {} },
    });
    expect(stale.statusCode).toBe(412);
    const [latest] = (await p.as.member.get(`/api/data-types/${skyId}/history/`)).json();
    expect(latest.changed).toEqual(['translations']);
  });

  it('refuses an unknown language, Italian (the record’s own texts) and overlong texts, on their path', async () => {
    const patch = (translations: unknown) =>
      p.as.staff.request({ method: 'PATCH', url: `/api/data-types/${skyId}/`, payload: { translations } });
    const unknown = await patch({ es: { name: 'Cielo' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect(unknown.json().errors).toEqual({ 'translations.es': [NOT_A_TRANSLATION_LANGUAGE] });
    expect(Object.keys((await patch({ it: { name: 'Cielo' } })).json().errors)).toEqual(['translations.it']);
    const long = await patch({ en: { name: 'x'.repeat(201), description: 'y'.repeat(5001) } });
    expect(long.json().errors).toEqual({
      'translations.en.name': ['At most 200 characters.'],
      'translations.en.description': ['At most 5000 characters.'],
    });
    expect((await p.as.anonymous.get(`/api/data-types/${skyId}/`)).json().translations).toEqual(english);
  });

  it('keeps a category option’s label in other languages, reads an option stored before them as it was, and refuses a bad one on its field', async () => {
    const [stored] = await t.db
      .insert(dataTypes)
      .values({
        code: 'sea',
        name: 'Mare',
        valueKind: 'category',
        options: [{ code: 'calm', label: 'Calmo' }],
      })
      .returning();
    const url = `/api/data-types/${stored?.id}/`;
    expect((await p.as.anonymous.get(url)).json().options).toEqual([{ code: 'calm', label: 'Calmo' }]);
    const options = [
      { code: 'calm', label: 'Calmo', translations: { en: { label: 'Calm' }, de: { label: ' ' } } },
      { code: 'rough', label: 'Mosso', translations: { en: { label: 'Rough' }, de: { label: 'Grob' } } },
    ];
    const patched = await p.as.staff.request({ method: 'PATCH', url, payload: { options } });
    expect(patched.statusCode).toBe(200);
    const kept = [
      { code: 'calm', label: 'Calmo', translations: { en: { label: 'Calm' } } },
      { code: 'rough', label: 'Mosso', translations: { en: { label: 'Rough' }, de: { label: 'Grob' } } },
    ];
    expect(patched.json().options).toEqual(kept);
    expect((await p.as.anonymous.get(url)).json().options).toEqual(kept);
    const long = await p.as.staff.request({
      method: 'PATCH',
      url,
      payload: {
        options: [options[0], { ...options[1], translations: { en: { label: 'x'.repeat(101) }, es: {} } }],
      },
    });
    expect(long.statusCode).toBe(400);
    expect(long.headers['content-type']).toContain('application/problem+json');
    expect(long.json().errors).toEqual({
      'options.1.translations.en.label': ['At most 100 characters.'],
      'options.1.translations.es': [NOT_A_TRANSLATION_LANGUAGE],
    });
    expect((await p.as.anonymous.get(url)).json().options).toEqual(kept);
  });

  it('takes them on bulletin types’ data types, icon sets, icons and authorities', async () => {
    const set = await p.as.staff.post('/api/icon-sets/', {
      code: 'reference',
      name: 'Icone di riferimento',
      authority_id: null,
      translations: { en: { name: 'Reference icons' } },
    });
    expect(set.json().translations).toEqual({ en: { name: 'Reference icons' } });
    const icon = await p.as.staff.request({
      method: 'POST',
      url: '/api/icons/',
      ...multipartForm(
        {
          icon_set_id: set.json().id,
          code: 'sun',
          name: 'Sereno',
          category: 'sky',
          translations: JSON.stringify({ en: { name: 'Clear' } }),
        },
        [{ field: 'svg', filename: 'sun.svg', content: svgOf() }],
      ),
    });
    expect(icon.statusCode).toBe(201);
    expect(icon.json().translations).toEqual({ en: { name: 'Clear' } });
    const authority = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/authorities/${p.home.id}/`,
      payload: { translations: { en: { name: 'Home Weather Service', short_name: 'HWS' } } },
    });
    expect(authority.json().translations).toEqual({
      en: { name: 'Home Weather Service', short_name: 'HWS' },
    });
    const type = await p.as.staff.post('/api/bulletin-types/', {
      code: 'daily',
      name: 'Giornaliero',
      authority_id: null,
      icon_set_id: set.json().id,
      horizon_days: 1,
      slots: [{ code: 'am', label: 'Mattina', start_hour: 6, end_hour: 12 }],
      data_types: [{ data_type_id: skyId }],
      venue_ids: [await venueId()],
      translations: { en: { name: 'Daily' } },
    });
    expect(type.statusCode).toBe(201);
    expect(type.json()).toMatchObject({
      translations: { en: { name: 'Daily' } },
      data_types: [{ code: 'sky', name: 'Cielo', translations: english }],
    });
  });
});

async function venueId(): Promise<number> {
  const [owner] = await t.db.select({ id: authorities.id }).from(authorities).limit(1);
  const venue = await p.as.staff.post('/api/venues/', {
    code: 'lido',
    name: 'Lido',
    kind: 'coast',
    latitude: 45.41,
    longitude: 12.37,
    authority_id: owner?.id,
  });
  expect(venue.statusCode).toBe(201);
  return venue.json().id;
}
