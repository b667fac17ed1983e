import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, PASSWORD } from '../test/fixtures.ts';
import { createTestApp } from '../test/helper.ts';
import { Browser } from '../test/sessions.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let behindProxy: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  behindProxy = await createTestApp({ publicUrl: 'https://bora.example.org' });
  for (const app of [t, behindProxy]) await makeUser(app.db, 'signed-in');
});
afterAll(async () => {
  await t.close();
  await behindProxy.close();
});

/** Creates an API key with the browser's valid CSRF token, from the given request headers. */
async function createKey(browser: Browser, headers: Record<string, string>) {
  const response = await browser.post('/api/users/me/tokens/', { name: 'From a form' }, headers);
  const keys = (await browser.get('/api/users/me/tokens/')).json() as unknown[];
  return { response, keys: keys.length };
}

describe('unsafe requests from another site', () => {
  it('are refused when the browser says they are cross-site, even with the right token', async () => {
    const browser = await new Browser(t.app).login('signed-in', PASSWORD);
    const { response, keys } = await createKey(browser, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toBe(
      'CSRF Failed: the request comes from another site (Sec-Fetch-Site: cross-site).',
    );
    expect(keys).toBe(0);
  });

  it('are refused when their Origin is not the app’s own', async () => {
    const browser = await new Browser(t.app).login('signed-in', PASSWORD);
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example', 'not a url']) {
      const { response, keys } = await createKey(browser, { origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json().detail).toContain('Origin checking failed');
      expect(keys).toBe(0);
    }
  });

  it('pass from the app’s own origin, or with no Origin at all (the token then decides)', async () => {
    const browser = await new Browser(t.app).login('signed-in', PASSWORD);
    const same = await createKey(browser, { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' });
    expect(same.response.statusCode).toBe(201);
    const noOrigin = await createKey(browser, {});
    expect(noOrigin.response.statusCode).toBe(201);
    expect(noOrigin.keys).toBe(2);
  });

  it('are compared with PUBLIC_URL when it is set, not with the Host the proxy passed on', async () => {
    const browser = await new Browser(behindProxy.app).login('signed-in', PASSWORD);
    const internal = await createKey(browser, { origin: 'http://localhost' });
    expect(internal.response.statusCode).toBe(403);
    expect(internal.response.json().detail).toBe(
      'CSRF Failed: Origin checking failed - http://localhost does not match https://bora.example.org.',
    );
    const pub = await createKey(browser, { origin: 'https://bora.example.org' });
    expect(pub.response.statusCode).toBe(201);
  });

  it('cannot sign someone in from another site', async () => {
    const browser = new Browser(t.app, { headers: { origin: 'https://evil.example' } });
    const response = await browser.submitLogin('signed-in', PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('This form was sent from another site');
    expect(browser.jar.sessionid).toBeUndefined();
  });
});
