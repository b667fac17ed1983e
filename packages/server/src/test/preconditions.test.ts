import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './fixtures.ts';
import { createTestApp } from './helper.ts';
import { MatrixFixtures } from './matrix-fixtures.ts';
import { makePersonas } from './personas.ts';
import { Browser } from './sessions.ts';

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

/**
 * A write that changes part of an object or a list it belongs to, made ready on something fresh:
 * `read` is what the client reads the version from, `change` is someone else's change meanwhile,
 * `write` is the write sent with `If-Match` (or without).
 */
type PartWrite = {
  browser: Browser;
  read: string;
  change: () => Promise<unknown>;
  write: (ifMatch?: string) => Promise<LightMyRequestResponse>;
  done: number;
};

const headersOf = (ifMatch?: string) => (ifMatch ? { 'if-match': ifMatch } : {});

/** A new user signed in with a browser of their own. */
async function someone(): Promise<{ id: number; browser: Browser }> {
  const user = await fx.user();
  return { id: user.id, browser: await new Browser(t.app).login(user.username, PASSWORD) };
}

/** A new authority with a member, and a user who is not one yet. */
async function authorityWithMember() {
  const authority = await fx.authority();
  const member = await fx.user();
  const members = `/api/authorities/${authority}/members/`;
  const add = (username: string, ifMatch?: string) =>
    p.as.staff.request({
      method: 'POST',
      url: members,
      payload: { username, role: 'member' },
      headers: headersOf(ifMatch),
    });
  expect((await add(member.username)).statusCode).toBe(200);
  return { members, member, add, change: async () => add((await fx.user()).username) };
}

/** A change of one member of a new authority (`…/members/{userId}/`). */
async function memberWrite(method: 'PATCH' | 'DELETE', payload: object | undefined, done: number) {
  const { members, member, change } = await authorityWithMember();
  return {
    browser: p.as.staff,
    read: members,
    change,
    write: (ifMatch?: string) =>
      p.as.staff.request({ method, url: `${members}${member.id}/`, payload, headers: headersOf(ifMatch) }),
    done,
  };
}

const PARTS: Record<string, () => Promise<PartWrite>> = {
  'a user’s memberships (PUT)': async () => {
    const user = await fx.user();
    const memberships = (role: string, ifMatch?: string) =>
      p.as.staff.request({
        method: 'PUT',
        url: `/api/users/${user.id}/memberships/`,
        payload: [{ authority_id: p.home.id, role }],
        headers: headersOf(ifMatch),
      });
    return {
      browser: p.as.staff,
      read: `/api/users/${user.id}/`,
      change: () => memberships('member'),
      write: (ifMatch) => memberships('manager', ifMatch),
      done: 200,
    };
  },
  'one’s notification e-mail choices (PUT)': async () => {
    const { browser } = await someone();
    const choose = (mail: string[], ifMatch?: string) =>
      browser.request({
        method: 'PUT',
        url: '/api/notifications/preferences/',
        payload: { mail },
        headers: headersOf(ifMatch),
      });
    return {
      browser,
      read: '/api/notifications/preferences/',
      change: () => choose(['submitted']),
      write: (ifMatch) => choose(['returned', 'published'], ifMatch),
      done: 200,
    };
  },
  'an authority’s members (POST)': async () => {
    const { members, add, change } = await authorityWithMember();
    const newcomer = await fx.user();
    return {
      browser: p.as.staff,
      read: members,
      change,
      write: (ifMatch) => add(newcomer.username, ifMatch),
      done: 200,
    };
  },
  'a member’s role (PATCH)': () => memberWrite('PATCH', { role: 'manager' }, 200),
  'a member (DELETE)': () => memberWrite('DELETE', undefined, 204),
  'one’s API key (DELETE)': async () => {
    const { browser } = await someone();
    const kept = await fx.ownToken(browser);
    const other = await fx.ownToken(browser);
    const revoke = (id: number, ifMatch?: string) =>
      browser.request({ method: 'DELETE', url: `/api/users/me/tokens/${id}/`, headers: headersOf(ifMatch) });
    return {
      browser,
      read: '/api/users/me/tokens/',
      change: () => revoke(other),
      write: (ifMatch) => revoke(kept, ifMatch),
      done: 204,
    };
  },
};

describe.each(Object.entries(PARTS))('writing %s with If-Match', (_what, make) => {
  it('refuses a stale or broken one with 412 and the current ETag, changing nothing', async () => {
    const part = await make();
    const stale = (await part.browser.get(part.read)).headers.etag as string;
    expect(stale).toMatch(/^"[\w-]{27}"$/);
    await part.change();
    const before = await part.browser.get(part.read);
    expect(before.headers.etag).not.toBe(stale);
    for (const tag of [stale, '"garbage"', 'W/"x"']) {
      const refused = await part.write(tag);
      expect(refused.statusCode, tag).toBe(412);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.headers.etag).toBe(before.headers.etag);
      expect((await part.browser.get(part.read)).body).toBe(before.body);
    }
  });

  it('saves with the current one, and the version read next is another', async () => {
    const part = await make();
    const current = (await part.browser.get(part.read)).headers.etag as string;
    const saved = await part.write(current);
    expect(saved.statusCode, saved.body).toBe(part.done);
    expect((await part.browser.get(part.read)).headers.etag).not.toBe(current);
  });

  it('still saves without If-Match, as clients that do not send it expect', async () => {
    const part = await make();
    expect((await part.write()).statusCode).toBe(part.done);
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
