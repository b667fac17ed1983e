import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { venues } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas, PERSONAS } from '../../test/personas.ts';
import { makeDailyType, publishedBulletin, writeCells } from '../bulletins/test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;
let published: number;
let draft: number;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  type = await makeDailyType(t.db, p, 'pub');
  published = await publishedBulletin(p, type, '2026-07-01');
  const created = await p.as.member.post('/api/bulletins/', {
    bulletin_type_id: type.typeId,
    issue_date: '2026-07-02',
  });
  draft = created.json().id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the public API', () => {
  it('serves a published bulletin to anyone, cacheable, from any site, with no cookie', async () => {
    const response = await get(`/api/public/bulletins/${published}/`, { origin: 'https://meteo.example' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers['set-cookie']).toBeUndefined();
    const body = response.json();
    expect(body).toMatchObject({ id: published, status: 'published', issue_date: '2026-07-01' });
    expect(body.values).toHaveLength(8);
    expect(body.texts).toEqual([
      { language: 'it', title: 'Bollettino', synopsis: 'Sereno.', venue_notes: {} },
    ]);
    expect(body).not.toHaveProperty('actions');
  });

  it('answers 304 to a client that holds the current version', async () => {
    const first = await get(`/api/public/bulletins/${published}/`);
    const etag = String(first.headers.etag);
    const again = await get(`/api/public/bulletins/${published}/`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=60');
    const list = await get('/api/public/bulletins/');
    const listAgain = await get('/api/public/bulletins/', { 'if-none-match': String(list.headers.etag) });
    expect(listAgain.statusCode).toBe(304);
  });

  it('never shows a draft or a bulletin of a type that is not public, whoever asks', async () => {
    for (const persona of PERSONAS) {
      const browser = p.as[persona];
      expect((await browser.get(`/api/public/bulletins/${draft}/`)).statusCode, persona).toBe(404);
      const listed = (await browser.get(`/api/public/bulletins/?bulletin_type=${type.typeId}`)).json();
      expect(
        listed.results.map((b: { id: number }) => b.id),
        persona,
      ).toEqual([published]);
    }
    const hidden = await makeDailyType(t.db, p, 'pub-private');
    const internal = await publishedBulletin(p, hidden, '2026-07-01');
    await t.db.update(bulletinTypes).set({ isPublic: false }).where(eq(bulletinTypes.id, hidden.typeId));
    expect((await get(`/api/public/bulletins/${internal}/`)).statusCode).toBe(404);
    const list = (await get(`/api/public/bulletins/?bulletin_type=${hidden.typeId}`)).json();
    expect(list).toMatchObject({ count: 0, results: [] });
    // A 404 still allows any origin to read it.
    expect((await get(`/api/public/bulletins/${draft}/`)).headers['access-control-allow-origin']).toBe('*');
  });

  it('ignores credentials: a wrong API key does not refuse a public read', async () => {
    const response = await get(`/api/public/bulletins/${published}/`, { authorization: 'Token not-a-key' });
    expect(response.statusCode).toBe(200);
  });

  it('shows what was published after a venue and the type are renamed', async () => {
    await t.db.update(venues).set({ name: 'Renamed venue' }).where(eq(venues.id, type.lido));
    await t.db.update(bulletinTypes).set({ name: 'Renamed type' }).where(eq(bulletinTypes.id, type.typeId));
    const body = (await get(`/api/public/bulletins/${published}/`)).json();
    expect(body.composition.venues.map((v: { name: string }) => v.name)).toEqual(['LIDO', 'ASIAGO']);
    expect(body.bulletin_type.name).toBe('Daily pub');
    const [listed] = (await get(`/api/public/bulletins/?bulletin_type=${type.typeId}`)).json().results;
    expect(listed.bulletin_type.name).toBe('Daily pub');
  });

  it('lists newest first with the date filters, superseded ones marked as such', async () => {
    const older = await publishedBulletin(p, type, '2026-06-20');
    const correction = (await p.as.member.post(`/api/bulletins/${published}/correct/`, {})).json();
    await writeCells(p.as.member, correction.id, [
      { venue_id: type.lido, day: 0, slot: 'day', data_type_id: type.tmin, value: 1 },
    ]);
    for (const [as, action] of [
      [p.as.member, 'submit'],
      [p.as.manager, 'publish'],
    ] as const)
      expect((await as.post(`/api/bulletins/${correction.id}/${action}/`, {})).statusCode).toBe(200);
    const all = (await get(`/api/public/bulletins/?bulletin_type=${type.typeId}`)).json();
    expect(all.results.map((b: { id: number; status: string }) => [b.id, b.status])).toEqual([
      [correction.id, 'published'],
      [published, 'superseded'],
      [older, 'published'],
    ]);
    const june = (
      await get(`/api/public/bulletins/?bulletin_type=${type.typeId}&issue_date_before=2026-06-30`)
    ).json();
    expect(june.results.map((b: { id: number }) => b.id)).toEqual([older]);
    const july = (await get(`/api/public/bulletins/?issue_date_after=2026-07-01&page_size=1`)).json();
    expect(july).toMatchObject({
      count: 2,
      next: '/api/public/bulletins/?issue_date_after=2026-07-01&page_size=1&page=2',
    });
    expect((await get('/api/public/bulletins/?issue_date_after=July')).statusCode).toBe(400);
  });

  it('answers a cross-site preflight for conditional reads', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/public/bulletins/',
      headers: { origin: 'https://meteo.example', 'access-control-request-headers': 'if-none-match' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(String(response.headers['access-control-allow-headers'])).toContain('If-None-Match');
  });

  it('does not name a correction still being written, and names it once it is published', async () => {
    const original = await publishedBulletin(p, type, '2026-07-20');
    const correction = (await p.as.member.post(`/api/bulletins/${original}/correct/`, {})).json().id;
    expect((await p.as.member.get(`/api/bulletins/${original}/`)).json().corrected_by_id).toBe(correction);
    for (const url of [`/api/public/bulletins/${original}/`, `/api/public/bulletins/${original}/export.json`])
      expect((await get(url)).json().corrected_by_id, url).toBeNull();
    const listed = (
      await get('/api/public/bulletins/?issue_date_after=2026-07-20&issue_date_before=2026-07-20')
    )
      .json()
      .results.find((b: { id: number }) => b.id === original);
    expect(listed.corrected_by_id).toBeNull();
    await writeCells(p.as.member, correction, [
      { venue_id: type.lido, day: 0, slot: 'day', data_type_id: type.tmin, value: 6 },
    ]);
    expect((await p.as.member.post(`/api/bulletins/${correction}/submit/`, {})).statusCode).toBe(200);
    expect((await p.as.manager.post(`/api/bulletins/${correction}/publish/`, {})).statusCode).toBe(200);
    expect((await get(`/api/public/bulletins/${original}/`)).json().corrected_by_id).toBe(correction);
  });

  it('reads an id one way, held or not: `0x1` or `1.0` is no bulletin', async () => {
    expect((await get(`/api/public/bulletins/${published}/`)).statusCode).toBe(200);
    // Now held in memory: the front door must not read other spellings as its id.
    for (const spelling of [`0x${published.toString(16)}`, `${published}.0`, `0${published}`])
      expect((await get(`/api/public/bulletins/${spelling}/`)).statusCode, spelling).toBe(404);
  });

  it('does not let a shared cache keep a refusal of a PDF', async () => {
    const refused = await get(`/api/public/bulletins/${draft}/export.pdf`);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['cache-control'] ?? '').not.toContain('public');
  });
});
