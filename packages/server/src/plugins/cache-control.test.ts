import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorities } from '../db/schema/authorities.ts';
import { iconSets, icons } from '../db/schema/reference.ts';
import { makeAuthority, makeUser, PASSWORD } from '../test/fixtures.ts';
import { createTestApp } from '../test/helper.ts';
import { Browser } from '../test/sessions.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let authorityId: number;
let iconId: number;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';

beforeAll(async () => {
  t = await createTestApp();
  await makeUser(t.db, 'cached-staff', { staff: true });
  const authority = await makeAuthority(t.db, 'pictured');
  authorityId = authority.id;
  await t.db.update(authorities).set({ logoSvg: SVG }).where(eq(authorities.id, authorityId));
  const [set] = await t.db.insert(iconSets).values({ code: 'pics', name: 'Pictures' }).returning();
  const [icon] = await t.db
    .insert(icons)
    .values({ iconSetId: set?.id ?? 0, code: 'sun', name: 'Sun', category: 'sky', svg: SVG })
    .returning();
  iconId = icon?.id ?? 0;
});
afterAll(() => t.close());

describe('caching', () => {
  it('sends public pictures without any cookie, even to a browser that has none yet', async () => {
    const signedIn = await new Browser(t.app).login('cached-staff', PASSWORD);
    for (const url of [`/api/icons/${iconId}/svg/`, `/api/authorities/${authorityId}/logo/`]) {
      for (const browser of [new Browser(t.app), signedIn]) {
        const response = await browser.get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control']).toContain('public');
        expect(response.headers['set-cookie'], url).toBeUndefined();
      }
    }
  });

  it('still gives a new browser its CSRF cookie on the answers that are not shared', async () => {
    const response = await t.app.inject({ url: '/api/navbar/' });
    expect(response.cookies.map((c) => c.name)).toContain('csrftoken');
  });

  it('forbids storing the answers about people and their keys', async () => {
    const staff = await new Browser(t.app).login('cached-staff', PASSWORD);
    const created = await staff.post('/api/users/me/tokens/', { name: 'Stored nowhere' });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/users/me/', '/api/users/', '/api/users/me/tokens/']) {
      const response = await staff.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const userId = (await staff.get('/api/users/')).json().results[0].id;
    expect((await staff.get(`/api/users/${userId}/`)).headers['cache-control']).toBe('no-store');
  });
});
