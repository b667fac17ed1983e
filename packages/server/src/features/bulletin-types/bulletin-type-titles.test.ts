import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataTypes, venues } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let base: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  const set = (
    await p.as.staff.post('/api/icon-sets/', { code: 'tt-icons', name: 'Icons', authority_id: p.home.id })
  ).json();
  const [venue] = await t.db
    .insert(venues)
    .values({ code: 'tt-a', name: 'A', kind: 'city', latitude: 45, longitude: 11, authorityId: p.home.id })
    .returning();
  const [sky] = await t.db
    .insert(dataTypes)
    .values({ code: 'tt-sky', name: 'Sky', valueKind: 'text' })
    .returning();
  base = {
    name: 'Titled',
    authority_id: p.home.id,
    icon_set_id: set.id,
    horizon_days: 2,
    slots: [{ code: 'day', label: 'Day', start_hour: 0, end_hour: 24 }],
    data_types: [{ data_type_id: sky?.id }],
    venue_ids: [venue?.id],
    languages: ['it', 'en'],
  };
});
afterAll(() => t.close());

describe('a bulletin type’s title templates', () => {
  it('are kept per language, a blank one as none, and read back; none by default', async () => {
    const created = await p.as.manager.post('/api/bulletin-types/', {
      ...base,
      code: 'tt-kept',
      title_templates: { it: '  Previsioni del {issue_date} ', en: '' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().title_templates).toEqual({ it: 'Previsioni del {issue_date}' });
    const read = (await p.as.anonymous.get(`/api/bulletin-types/${created.json().id}/`)).json();
    expect(read.title_templates).toEqual({ it: 'Previsioni del {issue_date}' });

    const plain = await p.as.manager.post('/api/bulletin-types/', { ...base, code: 'tt-plain' });
    expect(plain.json().title_templates).toEqual({});
  });

  it('refuses an unknown placeholder with a 400 that names the field and the placeholder', async () => {
    const response = await p.as.manager.post('/api/bulletin-types/', {
      ...base,
      code: 'tt-unknown',
      title_templates: { it: 'Previsioni del {issue_date}', en: 'Forecast for {date} ({weekday})' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().errors).toEqual({
      'title_templates.en': [
        'Unknown placeholder {date}: use {issue_date}, {valid_from}, {valid_to}, {valid_period}, {type}.',
        'Unknown placeholder {weekday}: use {issue_date}, {valid_from}, {valid_to}, {valid_period}, {type}.',
      ],
    });
  });

  it('refuses a template on a change too, keeping the stored ones', async () => {
    const created = (
      await p.as.manager.post('/api/bulletin-types/', {
        ...base,
        code: 'tt-changed',
        title_templates: { it: 'Previsioni del {issue_date}' },
      })
    ).json();
    const refused = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/bulletin-types/${created.id}/`,
      payload: { title_templates: { it: 'Previsioni del {data}' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['title_templates.it']);
    expect(refused.json().errors['title_templates.it'][0]).toMatch(/^Unknown placeholder \{data\}/);
    const stored = (await p.as.anonymous.get(`/api/bulletin-types/${created.id}/`)).json();
    expect(stored.title_templates).toEqual({ it: 'Previsioni del {issue_date}' });

    const changed = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/bulletin-types/${created.id}/`,
      payload: { title_templates: { it: '{type}, {valid_period}' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const history = (await p.as.member.get(`/api/bulletin-types/${created.id}/history/`)).json();
    expect(history[0].changed).toEqual(['title_templates']);
  });

  it('refuses a template in a language the type is not written in, or in none, and one too long', async () => {
    const response = await p.as.manager.post('/api/bulletin-types/', {
      ...base,
      code: 'tt-foreign',
      title_templates: { de: 'Vorhersage vom {issue_date}', it: 'x'.repeat(201), xx: 'Nope' },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors['title_templates.de']).toEqual(['Add this language to the type first.']);
    expect(errors['title_templates.it']).toEqual(['At most 200 characters.']);
    expect(errors.title_templates).toEqual(['Unrecognized key: "xx"']);
  });
});
