import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helper.ts';
import { MatrixFixtures } from './matrix-fixtures.ts';
import { makePersonas } from './personas.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let fx: MatrixFixtures;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  fx = new MatrixFixtures(t.app, t.db, p);
});
afterAll(() => t.close());

/** Each kind of reference object: a fresh one's path, and a change that staff may make to it. */
const KINDS: Record<
  string,
  { path: () => Promise<string>; change: Record<string, unknown>; undeletable?: true }
> = {
  venue: { path: async () => `/api/venues/${await fx.venue()}/`, change: { notes: 'Changed' } },
  'data type': { path: async () => `/api/data-types/${await fx.dataType()}/`, change: { name: 'Changed' } },
  'icon set': { path: async () => `/api/icon-sets/${await fx.iconSet()}/`, change: { name: 'Changed' } },
  icon: { path: async () => `/api/icons/${await fx.icon()}/`, change: { name: 'Changed' } },
  'bulletin type': {
    path: async () => `/api/bulletin-types/${await fx.bulletinType()}/`,
    change: { name: 'Changed' },
  },
  authority: { path: async () => `/api/authorities/${await fx.authority()}/`, change: { name: 'Changed' } },
  user: {
    path: async () => `/api/users/${(await fx.user()).id}/`,
    change: { name: 'Changed' },
    undeletable: true,
  },
};

const patch = (url: string, payload: unknown, ifMatch?: string) =>
  p.as.staff.request({
    method: 'PATCH',
    url,
    payload: payload as object,
    headers: ifMatch ? { 'if-match': ifMatch } : {},
  });

describe.each(Object.entries(KINDS))('writing a %s with If-Match', (_kind, { path, change, undeletable }) => {
  it('answers its ETag, saves with the current one and answers the next', async () => {
    const url = await path();
    const read = await p.as.staff.get(url);
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const saved = await patch(url, change, etag);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).not.toBe(etag);
    expect((await p.as.staff.get(url)).headers.etag).toBe(saved.headers.etag);
  });

  it('refuses a stale one with 412 and the current ETag, changing nothing', async () => {
    const url = await path();
    const stale = (await p.as.staff.get(url)).headers.etag as string;
    const first = await patch(url, change, stale);
    expect(first.statusCode).toBe(200);
    const before = await p.as.staff.get(url);
    const second = await patch(url, change, stale);
    expect(second.statusCode).toBe(412);
    expect(second.headers['content-type']).toContain('application/problem+json');
    expect(second.headers.etag).toBe(before.headers.etag);
    expect((await p.as.staff.get(url)).body).toBe(before.body);
    if (undeletable) return;
    const removed = await p.as.staff.request({ method: 'DELETE', url, headers: { 'if-match': stale } });
    expect(removed.statusCode).toBe(412);
    expect((await p.as.staff.get(url)).statusCode).toBe(200);
  });

  it('lets exactly one of two saves of the same version through', async () => {
    const url = await path();
    const etag = (await p.as.staff.get(url)).headers.etag as string;
    const answers = await Promise.all([patch(url, change, etag), patch(url, { name: 'Other' }, etag)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
  });

  it('still saves without If-Match, as clients that do not send it expect', async () => {
    expect((await patch(await path(), change)).statusCode).toBe(200);
  });
});

describe('conditional reads', () => {
  it.each(['/api/venues/?page_size=5', '/api/authorities/', '/api/navbar/'])(
    'answers %s with an ETag, and 304 to a client that holds it',
    async (url) => {
      const first = await p.as.member.get(url);
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await p.as.member.get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await p.as.member.get(url, { 'if-none-match': '"something-else"' });
      expect(other.statusCode).toBe(200);
    },
  );

  it('answers 304 for a detail read whose version the client holds, and 200 once it changed', async () => {
    const url = `/api/venues/${await fx.venue()}/`;
    const etag = (await p.as.anonymous.get(url)).headers.etag as string;
    expect((await p.as.anonymous.get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    await patch(url, { notes: 'Changed again' });
    expect((await p.as.anonymous.get(url, { 'if-none-match': etag })).statusCode).toBe(200);
  });
});
