import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venues } from '../db/schema/reference.ts';
import { createTestApp } from '../test/helper.ts';
import { makePersonas } from '../test/personas.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  const [row] = await t.db
    .insert(venues)
    .values({
      code: 'venezia',
      name: 'Venezia',
      kind: 'city',
      latitude: 45.4,
      longitude: 12.3,
      authorityId: p.home.id,
    })
    .returning();
  id = row?.id ?? 0;
});
afterAll(async () => t?.close());

describe('ids in a path', () => {
  it('are found written in decimal digits', async () => {
    expect((await p.as.staff.get(`/api/venues/${id}/`)).statusCode).toBe(200);
  });

  it.each(['0x%s', '%20%d', '%d.0', '0%d', '+%d', '%d%20', '%de0'])(
    'are 404 written as %s',
    async (pattern) => {
      const written = pattern.replace('%s', id.toString(16)).replace('%d', String(id));
      const response = await p.as.staff.get(`/api/venues/${written}/`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    },
  );

  it('are 404 beyond 2³¹ − 1', async () => {
    for (const written of ['2147483648', '99999999999', '-1', '0']) {
      expect((await p.as.staff.get(`/api/venues/${written}/`)).statusCode).toBe(404);
    }
  });
});

describe('ids in a query filter', () => {
  it('are refused by name unless written in decimal digits', async () => {
    const response = await p.as.staff.get('/api/venues/?authority=0x1');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('authority');
    expect((await p.as.staff.get(`/api/venues/?authority=${p.home.id}`)).json().count).toBe(1);
  });
});

describe('ids in a body', () => {
  it.each([2 ** 31, -(2 ** 31) - 1, 99999999999, 0, 1.5])('are refused on the field, %s', async (bad) => {
    const checks: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/api/icon-sets/', { code: 'set', name: 'Set', authority_id: bad }, 'authority_id'],
      [
        'POST',
        '/api/venues/',
        { code: 'v', name: 'V', kind: 'city', latitude: 1, longitude: 1, authority_id: bad },
        'authority_id',
      ],
      [
        'PUT',
        `/api/users/${p.home.id}/memberships/`,
        [{ authority_id: bad, role: 'member' }] as never,
        '0.authority_id',
      ],
    ];
    for (const [method, url, payload, field] of checks) {
      const response = await p.as.staff.request({ method: method as 'POST', url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().errors[field], `${method} ${url}`).toEqual([
        'An id is a whole number from 1 to 2147483647.',
      ]);
    }
  });
});
