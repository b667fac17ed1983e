import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, PASSWORD } from '../test/fixtures.ts';
import { createTestApp } from '../test/helper.ts';
import { Browser } from '../test/sessions.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let signedIn: Browser;

beforeAll(async () => {
  t = await createTestApp();
  await makeUser(t.db, 'http-user');
  signedIn = await new Browser(t.app).login('http-user', PASSWORD);
  await makeUser(t.db, 'former');
});
afterAll(() => t.close());

describe('HTTP rules', () => {
  it('answers an unknown /api/ path with a JSON 404 problem', async () => {
    const response = await t.app.inject({ url: '/api/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('answers an address that is not UTF-8, or a segment too long, with 404 to everyone, whatever the method', async () => {
    const urls = [
      '/api/venues/%ED%A0%80/',
      '/api/venues/%C0/history/',
      '/%ED%A0%80',
      `/api/venues/${'1'.repeat(300)}/`,
      `/api/users/${'1'.repeat(5000)}/`,
    ];
    for (const url of urls) {
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        for (const [who, response] of [
          ['anonymous', await t.app.inject({ method, url })],
          ['signed in', await signedIn.request({ method, url, payload: method === 'GET' ? undefined : {} })],
        ] as const) {
          const where = `${who} ${method} ${url.slice(0, 40)}`;
          expect(response.statusCode, where).toBe(404);
          expect(response.headers['content-type'], where).toContain('application/problem+json');
          expect(response.json(), where).toMatchObject({ status: 404 });
          expect(response.headers['x-content-type-options'], where).toBe('nosniff');
        }
      }
    }
  });

  it('answers a missing file with 404, not the app', async () => {
    const response = await t.app.inject({ url: '/assets/missing-chunk.js' });
    expect(response.statusCode).toBe(404);
  });

  it('sends the security headers on every answer', async () => {
    for (const url of ['/api/navbar/', '/accounts/login/', '/api/nothing/']) {
      const headers = (await t.app.inject({ url })).headers;
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // A page may run the app's own scripts; an API answer (data) nothing at all.
      if (url === '/api/navbar/' || url === '/api/nothing/')
        expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      else expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('same-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('lets any site load the public API, which runs nothing and is never sniffed', async () => {
    const headers = (await t.app.inject({ url: '/api/public/bulletins/' })).headers;
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['access-control-allow-origin']).toBe('*');
  });

  it('refuses an unsupported content type with a problem', async () => {
    const response = await signedIn.request({
      method: 'POST',
      url: '/api/users/me/password/',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('takes JSON, not forms, on JSON calls: an HTML form on another site cannot post to them', async () => {
    const browser = await new Browser(t.app).login('former', PASSWORD);
    const form = await browser.request({
      method: 'POST',
      url: '/api/users/me/tokens/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=From+a+form',
    });
    expect(form.statusCode).toBe(415);
    expect(form.headers['content-type']).toContain('application/problem+json');
    const multipart = await browser.request({
      method: 'POST',
      url: '/api/users/me/tokens/',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nFrom a form\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(415);
    expect(multipart.json().detail).toBe('This call takes application/json.');
    expect((await browser.get('/api/users/me/tokens/')).json()).toEqual([]);
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await signedIn.request({
      method: 'POST',
      url: '/api/users/me/password/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ old_password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().status).toBe(413);
  });
});

describe('OpenAPI', () => {
  it('publishes an OpenAPI 3.1 document at /api/schema/ with every endpoint', async () => {
    const response = await t.app.inject({ url: '/api/schema/' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/me/',
        '/api/users/me/password/',
        '/api/navbar/',
        '/api/footer_navbar/',
      ]),
    );
  });

  it('serves the interactive docs at /api/docs/', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('tile sources', () => {
  it('allows the configured tile server in img-src, with subdomain placeholders as a wildcard', async () => {
    const { tileSource } = await import('./security-headers.ts');
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    const headers = (await t.app.inject({ url: '/accounts/login/' })).headers;
    expect(headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://tiles.example.org",
    );
  });
});

describe('OpenAPI scope', () => {
  it('documents the API only, not the browser pages', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/schema/' })).json().paths);
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
  });
});

describe('served over HTTPS', () => {
  it('tells the browser to come back only over HTTPS, on the public API as on every answer', async () => {
    const secure = await createTestApp({ publicUrl: 'https://bora.example.org', secureCookies: true });
    try {
      for (const url of ['/api/navbar/', '/api/public/bulletins/', '/accounts/login/'])
        expect((await secure.app.inject({ url })).headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
    } finally {
      await secure.close();
    }
  });
});
