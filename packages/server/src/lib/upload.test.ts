import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm, svgOf } from '../features/icons/test-form.ts';
import { createTestApp } from '../test/helper.ts';
import { makePersonas } from '../test/personas.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
});
afterAll(async () => t?.close());

const uploads = () => [
  ['POST', '/api/venues/import/'],
  ['POST', '/api/icons/'],
  ['POST', '/api/icons/bulk/'],
  ['PUT', `/api/authorities/${p.home.id}/logo/`],
];

const good = multipartForm({}, [{ field: 'logo', filename: 'logo.svg', content: svgOf() }]);
const bodies: [string, string, string | Buffer][] = [
  ['no boundary', 'multipart/form-data', good.payload],
  ['an empty boundary', 'multipart/form-data; boundary=', good.payload],
  ['another boundary', 'multipart/form-data; boundary=not-the-one', good.payload],
  ['an empty body', good.headers['content-type'], ''],
  ['a body cut short', good.headers['content-type'], good.payload.subarray(0, 60)],
  ['junk', good.headers['content-type'], 'this is not a form'],
];

describe('a multipart body that cannot be read', () => {
  it.each(bodies)('with %s is a 400 problem, never a 500', async (_what, contentType, payload) => {
    for (const [method, url] of uploads()) {
      const response = await p.as.staff.request({
        method: method as 'POST',
        url: url as string,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('names the part the file goes in', async () => {
    const response = await p.as.staff.request({
      method: 'POST',
      url: '/api/venues/import/',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/could not be read.*"file"/);
  });
});

describe('a part named like a prototype property', () => {
  it('is refused by name, never a 500', async () => {
    const form = multipartForm({ constructor: 'x' }, [
      { field: 'logo', filename: 'logo.svg', content: svgOf() },
    ]);
    const response = await p.as.staff.request({
      method: 'PUT',
      url: `/api/authorities/${p.home.id}/logo/`,
      ...form,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/not allowed as field name/);
  });
});

describe('a file part without a file name', () => {
  const boundary = 'bora-no-filename';
  const partOf = (name: string, type: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\nContent-Type: ${type}\r\n\r\n` +
    `${svgOf()}\r\n--${boundary}--\r\n`;
  const routes = () => [
    ['POST', '/api/venues/import/', 'file'],
    ['POST', '/api/icons/', 'svg'],
    ['POST', '/api/icons/bulk/', 'svg'],
    ['PUT', `/api/authorities/${p.home.id}/logo/`, 'logo'],
  ];

  it('is a 400 on the field it came in, on every upload route', async () => {
    for (const [method, url, field] of routes()) {
      const response = await p.as.staff.request({
        method: method as 'POST',
        url: url as string,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: partOf(field as string, 'application/octet-stream'),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errors[field as string][0], `${method} ${url}`).toMatch(/no name/);
    }
  });

  it('is a 400 on the icon picture route too', async () => {
    const set = (
      await p.as.staff.post('/api/icon-sets/', { code: 'no-name', name: 'No name', authority_id: null })
    ).json();
    const created = multipartForm({ icon_set_id: set.id, code: 'sun', name: 'Sun', category: 'sky' }, [
      { field: 'svg', filename: 'sun.svg', content: svgOf() },
    ]);
    const icon = (await p.as.staff.request({ method: 'POST', url: '/api/icons/', ...created })).json();
    const response = await p.as.staff.request({
      method: 'PUT',
      url: `/api/icons/${icon.id}/svg/`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: partOf('svg', 'application/octet-stream'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.svg[0]).toMatch(/no name/);
  });
});
