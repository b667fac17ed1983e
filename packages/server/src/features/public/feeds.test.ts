import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import {
  bulletinAfter,
  makeDailyType,
  publishedBulletin,
  readyDraft,
  writeTexts,
} from '../bulletins/test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'http://meteo.example' });
  p = await makePersonas(t.app, t.db);
  type = await makeDailyType(t.db, p, 'feed');
  await t.db
    .update(bulletinTypes)
    .set({ translations: { en: { name: 'Daily <feed> & co' } } })
    .where(eq(bulletinTypes.id, type.typeId));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'mirror.example', ...headers } });

type Link = { '@_href': string; '@_rel'?: string; '@_type'?: string };
/** A text construct (`<title type="text">`), as the parser reads it: its text and its type. */
type Text = { '#text': string; '@_type': string };
type Entry = { id: string; title: Text; updated: string; link: Link[]; author: { name: string } };
type Feed = { id: string; title: Text; updated: string; link: Link[]; entry?: Entry[] };

/** The feed of an answer, after checking it is well-formed XML with every element RFC 4287 requires. */
function atomOf(body: string): Feed {
  expect(XMLValidator.validate(body)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'entry' || name === 'link',
  }).parse(body);
  const feed = parsed.feed as Feed & { '@_xmlns': string };
  expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  for (const field of ['id', 'title', 'updated'] as const) expect(feed[field], field).toBeTruthy();
  expect(Date.parse(feed.updated)).not.toBeNaN();
  for (const entry of feed.entry ?? []) {
    for (const field of ['id', 'title', 'updated'] as const) expect(entry[field], field).toBeTruthy();
    expect(Date.parse(entry.updated)).not.toBeNaN();
    expect(entry.link.length).toBeGreaterThan(0);
    expect(entry.author.name).toBeTruthy();
  }
  return feed;
}

const idOf = (entry: Entry) => Number(entry.id.split('/').pop());

describe('the Atom feeds', () => {
  it('lists a type’s published bulletins newest first, each linking its page and its PDF', async () => {
    const empty = await get('/api/public/bulletin-types/feed/feed.atom');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(atomOf(empty.body).entry).toBeUndefined();
    const older = await publishedBulletin(p, type, '2026-10-01');
    const newer = await publishedBulletin(p, type, '2026-10-02');
    await bulletinAfter(p, type, '2026-10-03', 'submit');
    await bulletinAfter(p, type, '2026-10-04');
    const response = await get('/api/public/bulletin-types/feed/feed.atom', {
      origin: 'https://reader.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const feed = atomOf(response.body);
    expect(feed.entry?.map(idOf)).toEqual([newer, older]);
    const [first] = feed.entry ?? [];
    expect(first?.link).toEqual(
      expect.arrayContaining([
        { '@_rel': 'alternate', '@_type': 'text/html', '@_href': `http://meteo.example/bulletin/${newer}` },
        {
          '@_rel': 'enclosure',
          '@_type': 'application/pdf',
          '@_href': `http://meteo.example/api/public/bulletins/${newer}/export.pdf`,
        },
      ]),
    );
    // The type and the date in Italian, the type's first language; the bulletin's own title
    // ("Bollettino") says nothing more.
    expect(first?.title).toEqual({ '#text': 'Daily feed – 2 ottobre 2026', '@_type': 'text' });
    const etag = String(response.headers.etag);
    expect(
      (await get('/api/public/bulletin-types/feed/feed.atom', { 'if-none-match': etag })).statusCode,
    ).toBe(304);
  });

  it('writes titles in the language asked for, escaped, else the type’s name and the date', async () => {
    const english = await get('/api/public/bulletin-types/feed/feed.atom?lang=en');
    const feed = atomOf(english.body);
    expect(feed.title['#text']).toBe('Daily <feed> & co');
    expect(english.body).toContain('Daily &lt;feed&gt; &amp; co');
    expect(feed.entry?.[0]?.title['#text']).toBe('Daily <feed> & co – 2 October 2026');
    const byHeader = atomOf(
      (await get('/api/public/bulletin-types/feed/feed.atom', { 'accept-language': 'en-GB' })).body,
    );
    expect(byHeader.title['#text']).toBe('Daily <feed> & co');
    expect(String(english.headers.vary)).toMatch(/accept-language/i);
    const italian = atomOf((await get('/api/public/bulletin-types/feed/feed.atom?lang=it')).body);
    expect(italian.title['#text']).toBe('Daily feed');
  });

  it('has one feed of every public type, and refuses what is not a public type or a language', async () => {
    const hidden = await makeDailyType(t.db, p, 'feed-hidden');
    const internal = await publishedBulletin(p, hidden, '2026-10-05');
    await t.db.update(bulletinTypes).set({ isPublic: false }).where(eq(bulletinTypes.id, hidden.typeId));
    const all = atomOf((await get('/api/public/feed.atom')).body);
    const ids = all.entry?.map(idOf) ?? [];
    expect(ids.length).toBe(2);
    expect(ids).not.toContain(internal);
    const refused = await get('/api/public/bulletin-types/feed-hidden/feed.atom');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toContain('feed-hidden');
    const badLanguage = await get('/api/public/feed.atom?lang=xx');
    expect(badLanguage.statusCode).toBe(400);
    expect(Object.keys(badLanguage.json().errors)).toEqual(['lang']);
  });

  it('says at once that a bulletin was withdrawn, and why, and which version a correction corrects', async () => {
    const withdrawnLater = await publishedBulletin(p, type, '2026-10-06');
    const url = '/api/public/bulletin-types/feed/feed.atom?lang=it';
    const entryOf = (feed: Feed, id: number) => feed.entry?.find((e) => idOf(e) === id);
    const before = entryOf(atomOf((await get(url)).body), withdrawnLater);
    expect(before?.title['#text']).toBe('Daily feed – 6 ottobre 2026');
    const withdrawn = await p.as.manager.post(`/api/bulletins/${withdrawnLater}/withdraw/`, {
      comment: 'Wrong.',
    });
    expect(withdrawn.statusCode).toBe(200);
    const after = entryOf(atomOf((await get(url)).body), withdrawnLater);
    expect(after?.title['#text']).toBe('Daily feed – 6 ottobre 2026 – Ritirato: Wrong.');
    expect(Date.parse(String(after?.updated))).toBeGreaterThan(Date.parse(String(before?.updated)));
    const english = entryOf(
      atomOf((await get('/api/public/bulletin-types/feed/feed.atom?lang=en')).body),
      withdrawnLater,
    );
    expect(english?.title['#text']).toBe('Daily <feed> & co – 6 October 2026 – Withdrawn: Wrong.');

    const corrected = await publishedBulletin(p, type, '2026-10-08');
    const correction = (await p.as.member.post(`/api/bulletins/${corrected}/correct/`, {})).json()
      .id as number;
    expect((await p.as.member.post(`/api/bulletins/${correction}/submit/`, {})).statusCode).toBe(200);
    expect((await p.as.manager.post(`/api/bulletins/${correction}/publish/`, {})).statusCode).toBe(200);
    const feed = atomOf((await get(url)).body);
    expect(entryOf(feed, correction)?.title['#text']).toBe(
      'Daily feed – 8 ottobre 2026 – Corregge la versione 1',
    );
    // What it corrects is superseded: its correction stands for it.
    expect(entryOf(feed, corrected)).toBeUndefined();
  });

  it('tells apart the entries of the feed of every type: each names its type and date, and a title that says more', async () => {
    const twin = await makeDailyType(t.db, p, 'feed-twin');
    const sameDay = await readyDraft(p, twin, '2026-10-02');
    await writeTexts(p.as.member, sameDay, 'Neve in quota dal pomeriggio', 'Neve.');
    expect((await p.as.member.post(`/api/bulletins/${sameDay}/submit/`, {})).statusCode).toBe(200);
    expect((await p.as.manager.post(`/api/bulletins/${sameDay}/publish/`, {})).statusCode).toBe(200);
    const all = atomOf((await get('/api/public/feed.atom?lang=it')).body);
    const titles = (all.entry ?? []).map((e) => e.title['#text']);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).toContain('Daily feed – 2 ottobre 2026');
    expect(titles).toContain('Daily feed-twin – 2 ottobre 2026: Neve in quota dal pomeriggio');
  });
});
