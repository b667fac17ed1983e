import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm, svgOf } from '../features/icons/test-form.ts';
import { createTestApp } from '../test/helper.ts';
import { makePersonas } from '../test/personas.ts';

const NUL = 'Contains a NUL character, which is not allowed.';
const SURROGATE = 'Contains a broken character (half of a UTF-16 pair), which is not allowed.';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let setId: number;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  setId = (await p.as.staff.post('/api/icon-sets/', { code: 'set', name: 'Set', authority_id: null })).json()
    .id;
});
afterAll(async () => t?.close());

async function authorityCount(): Promise<number> {
  return (await p.as.staff.get('/api/authorities/')).json().count;
}

function rawJson(method: 'POST' | 'PUT', url: string, text: string) {
  return p.as.staff.request({ method, url, headers: { 'content-type': 'application/json' }, payload: text });
}

describe('text the database cannot store', () => {
  it('is refused in a body, naming the field, and nothing is written', async () => {
    const before = await authorityCount();
    const response = await p.as.staff.post('/api/authorities/', {
      code: 'nul',
      name: 'a\u0000b',
      kind: 'other',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual({ name: [NUL] });
    expect(await authorityCount()).toBe(before);
  });

  it('is refused at any depth of a body', async () => {
    const response = await p.as.staff.post('/api/data-types/', {
      code: 'sky',
      name: 'Sky',
      value_kind: 'category',
      options: [
        { code: 'a', label: 'A' },
        { code: 'b', label: 'B\u0000' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'options.1.label': [NUL] });
  });

  it('is refused in a field name', async () => {
    const response = await rawJson(
      'POST',
      '/api/authorities/',
      '{"code":"k","name":"K","kind":"other","x\\u0000":1}',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.non_field_errors[0]).toMatch(/^A field name contains a NUL/);
  });

  it('is refused as half a surrogate pair, which would otherwise be stored as �', async () => {
    for (const half of ['\\ud800', '\\udfff', 'x\\udc00y']) {
      const response = await rawJson(
        'POST',
        '/api/authorities/',
        `{"code":"s","name":"${half}","kind":"other"}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ name: [SURROGATE] });
    }
    const whole = await rawJson(
      'POST',
      '/api/authorities/',
      '{"code":"s","name":"\\ud83c\\udf27 rain","kind":"other"}',
    );
    expect(whole.statusCode).toBe(201);
    expect(whole.json().name).toBe('🌧 rain');
  });

  it.each(['/api/venues/', '/api/authorities/', '/api/icons/', '/api/users/', '/api/venues/export.csv'])(
    'is refused in the query of %s',
    async (url) => {
      for (const query of ['search=%00', 'ordering=name%00', 'nope=%00']) {
        const response = await p.as.staff.get(`${url}?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.headers['content-type']).toContain('application/problem+json');
      }
    },
  );

  it('is refused in a query parameter named like a property every object has', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const response = await p.as.staff.get(`/api/venues/?${name}=%00`);
      expect(response.statusCode, name).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('is refused in the text fields and file names of a multipart form', async () => {
    const field = multipartForm({ icon_set_id: setId, code: 'sun', name: 'S\u0000un', category: 'sky' }, [
      { field: 'svg', filename: 'sun.svg', content: svgOf() },
    ]);
    const one = await p.as.staff.request({ method: 'POST', url: '/api/icons/', ...field });
    expect(one.statusCode).toBe(400);
    expect(one.json().errors).toEqual({ name: [NUL] });

    const named = multipartForm({ icon_set_id: setId }, [
      { field: 'svg', filename: 'r\u0000ain.svg', content: svgOf() },
    ]);
    const bulk = await p.as.staff.request({ method: 'POST', url: '/api/icons/bulk/', ...named });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().errors.svg[0]).toMatch(/^The file name contains a NUL/);
    expect((await p.as.staff.get(`/api/icons/?icon_set=${setId}`)).json().count).toBe(0);
  });

  it('is refused in a login form', async () => {
    const response = await p.as.anonymous.submitLogin('p-staff\u0000', 'x');
    expect(response.statusCode).toBe(400);
  });
});

describe('a body nested deeper than any form', () => {
  it('is refused without exhausting the stack', async () => {
    const depth = 100000;
    const response = await rawJson(
      'POST',
      '/api/authorities/',
      `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('other control characters', () => {
  it('are stored as sent (PostgreSQL takes them)', async () => {
    const name = 'Tab\there, bell\u0007, escape\u001b, delete\u007f, line\u2028end';
    const response = await p.as.staff.post('/api/authorities/', { code: 'ctl', name, kind: 'other' });
    expect(response.statusCode).toBe(201);
    expect((await p.as.staff.get(`/api/authorities/${response.json().id}/`)).json().name).toBe(name);
  });
});
