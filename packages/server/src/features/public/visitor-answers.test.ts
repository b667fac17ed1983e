import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletins } from '../../db/schema/bulletins.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeDailyType, publishedBulletin } from '../bulletins/test-fixtures.ts';

/**
 * What a visitor (nobody signed in) reads of a published bulletin is kept and answered again from
 * memory, the same for every visitor, until the bulletin changes: people who sign in read it from
 * the database, and a change made through the app is in the visitors' next answer.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  const type = await makeDailyType(t.db, p, 'visit');
  id = await publishedBulletin(p, type, '2026-07-01');
});
afterAll(() => t.close());

const visitor = (path: string, headers: Record<string, string> = {}) =>
  p.as.anonymous.get(`/api/bulletins/${id}/${path}`, headers);

describe('a published bulletin read by visitors', () => {
  it('is the same answer again, with the bulletin’s own tag, revalidated with 304', async () => {
    const first = await visitor('');
    expect(first.statusCode).toBe(200);
    const again = await visitor('');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.etag).toMatch(/^"/);
    expect((await visitor('', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    expect((await visitor('check/')).body).toBe((await visitor('check/')).body);
  });

  it('keeps a document’s name and language, one answer per language', async () => {
    const italian = await visitor('export.csv', { 'accept-language': 'it' });
    const english = await visitor('export.csv', { 'accept-language': 'en' });
    for (const language of ['it', 'en']) {
      const again = await visitor('export.csv', { 'accept-language': language });
      const first = language === 'it' ? italian : english;
      expect(again.body).toBe(first.body);
      expect(again.headers['content-language']).toBe(language);
      expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
      expect(again.headers['content-disposition']).toMatch(/^attachment; filename=/);
      expect(again.headers.vary).toMatch(/Accept-Language/);
    }
    expect(italian.body).not.toBe(english.body);
    const json = await visitor('export.json');
    expect((await visitor('export.json')).headers['content-disposition']).toBe(
      json.headers['content-disposition'],
    );
  });

  it('is not what people who sign in are answered: they read the database', async () => {
    expect((await visitor('')).json().actions).toEqual([]);
    const managed = (await p.as.manager.get(`/api/bulletins/${id}/`)).json();
    expect(managed.actions.map((a: { action: string }) => a.action)).toContain('withdraw');
    // Written behind the app's back (no event): visitors keep what they were answered, a member reads it now.
    await t.db.update(bulletins).set({ status: 'superseded' }).where(eq(bulletins.id, id));
    try {
      expect((await p.as.member.get(`/api/bulletins/${id}/`)).json().status).toBe('superseded');
      expect((await visitor('')).json().status).toBe('published');
    } finally {
      await t.db.update(bulletins).set({ status: 'published' }).where(eq(bulletins.id, id));
    }
  });

  it('shows a change made through the app in the visitors’ next answer', async () => {
    const before = (await visitor('')).json();
    expect(before.status).toBe('published');
    expect((await visitor('export.json')).json().status).toBe('published');
    const withdrawn = await p.as.manager.post(`/api/bulletins/${id}/withdraw/`, {
      comment: 'Issued in error.',
    });
    expect(withdrawn.statusCode).toBe(200);
    await t.events.settle();
    const after = (await visitor('')).json();
    expect(after.status).toBe('withdrawn');
    expect(after.revision).not.toBe(before.revision);
    expect((await visitor('export.json')).json().status).toBe('withdrawn');
  });
});
