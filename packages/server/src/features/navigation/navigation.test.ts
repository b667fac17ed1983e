import type { NavEntry } from '@bora/shared/navigation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAuthority, makeUser, PASSWORD } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/helper.ts';
import { Browser } from '../../test/sessions.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  const veneto = await makeAuthority(t.db, 'veneto');
  await makeUser(t.db, 'member', { memberOf: [{ id: veneto.id, role: 'member' }] });
  await makeUser(t.db, 'boss', { staff: true });
});
afterAll(() => t.close());

const names = (entries: NavEntry[]) => entries.map((e) => e.name);
const REFERENCE_SCREENS = [
  '/bulletin-types',
  '/data-types',
  '/icons',
  '/icon-compare',
  '/venues',
  '/authorities',
];

describe('GET /api/navbar/', () => {
  it('gives visitors the public screens and a plain link to the login page', async () => {
    const entries: NavEntry[] = (await t.app.inject({ url: '/api/navbar/' })).json();
    expect(names(entries)).toEqual(['Bulletins', 'Verification', 'Reference data', 'About', 'Login']);
    const reference = entries.find((e) => e.name === 'Reference data');
    expect(reference?.children.map((c) => c.url)).toEqual(REFERENCE_SCREENS);
    expect(reference?.children.every((c) => c.router_link)).toBe(true);
    expect(entries.at(-1)).toEqual({
      name: 'Login',
      url: '/accounts/login/',
      router_link: false,
      children: [],
    });
  });

  it('gives a member no login link and no administration', async () => {
    const browser = await new Browser(t.app).login('member', PASSWORD);
    expect(names((await browser.get('/api/navbar/')).json())).toEqual([
      'Bulletins',
      'Verification',
      'Reference data',
      'About',
    ]);
  });

  it('gives staff the administration entries', async () => {
    const browser = await new Browser(t.app).login('boss', PASSWORD);
    const entries: NavEntry[] = (await browser.get('/api/navbar/')).json();
    const admin = entries.find((e) => e.name === 'Administration');
    expect(admin?.children.map((c) => [c.url, c.router_link])).toEqual([
      ['/users', true],
      ['/api/docs/', false],
      ['/api/schema/', false],
    ]);
  });

  it('names the entries in Italian for an Italian browser', async () => {
    const entries: NavEntry[] = (
      await t.app.inject({ url: '/api/navbar/', headers: { 'accept-language': 'it' } })
    ).json();
    expect(names(entries)).toEqual([
      'Bollettini',
      'Verifica',
      'Dati di riferimento',
      'Informazioni',
      'Accedi',
    ]);
  });
});

describe('GET /api/footer_navbar/', () => {
  it('answers JSON to Accept: application/json, with a reserved entry', async () => {
    const response = await t.app.inject({
      url: '/api/footer_navbar/',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const entries = response.json();
    expect(Array.isArray(entries)).toBe(true);
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(['name', 'reserved', 'router_link', 'url']);
    }
    expect(entries.filter((e: { reserved: boolean }) => e.reserved)).toEqual([
      { name: 'Reserved area', url: '/accounts/login/', router_link: false, reserved: true },
    ]);
    expect(entries).toContainEqual({ name: 'About', url: '/about', router_link: true, reserved: false });
  });
});
