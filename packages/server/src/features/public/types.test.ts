import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays, todayIn } from '@bora/shared/agency-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { bulletinSnapshots, bulletinValues } from '../../db/schema/bulletins.ts';
import { dataTypes } from '../../db/schema/reference.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { bulletinAfter, makeDailyType, publishedBulletin, writeCells } from '../bulletins/test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'http://meteo.example' });
  p = await makePersonas(t.app, t.db);
  type = await makeDailyType(t.db, p, 'latest');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'mirror.example', ...headers } });

/** Corrects a published bulletin with tmin 1 at the lido on day 0, and publishes the correction. */
async function publishCorrection(id: number): Promise<number> {
  const correction = (await p.as.member.post(`/api/bulletins/${id}/correct/`, {})).json();
  await writeCells(p.as.member, correction.id, [
    { venue_id: type.lido, day: 0, slot: 'day', data_type_id: type.tmin, value: 1 },
  ]);
  expect((await p.as.member.post(`/api/bulletins/${correction.id}/submit/`, {})).statusCode).toBe(200);
  expect((await p.as.manager.post(`/api/bulletins/${correction.id}/publish/`, {})).statusCode).toBe(200);
  return correction.id;
}

describe('the public bulletin types', () => {
  it('lists the public active types with their venues, slots and data types, in both languages', async () => {
    await t.db
      .update(dataTypes)
      .set({ translations: { en: { name: 'Minimum temperature' } } })
      .where(eq(dataTypes.id, type.tmin));
    const hidden = await makeDailyType(t.db, p, 'latest-private');
    await t.db.update(bulletinTypes).set({ isPublic: false }).where(eq(bulletinTypes.id, hidden.typeId));
    const response = await get('/api/public/bulletin-types/', { origin: 'https://other.example' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const listed = response.json();
    expect(listed.map((x: { code: string }) => x.code)).toEqual(['latest']);
    const [daily] = listed;
    expect(daily.venues.map((v: { code: string }) => v.code)).toEqual(['latest-lido', 'latest-asiago']);
    expect(daily.slots).toEqual([
      { code: 'day', label: 'Day', start_hour: 0, end_hour: 24, translations: {} },
    ]);
    expect(daily.data_types[0]).toMatchObject({
      code: 'latest-tmin',
      name: 'Minimum',
      translations: { en: { name: 'Minimum temperature' } },
      unit: '°C',
    });
    expect(daily.links).toEqual({
      latest: 'http://meteo.example/api/public/bulletin-types/latest/latest/',
      feed: 'http://meteo.example/api/public/bulletin-types/latest/feed.atom',
    });
  });
});

describe('a type’s bulletin as published', () => {
  it('answers the newest published one with its links, a correction in place of what it corrects', async () => {
    expect((await get('/api/public/bulletin-types/latest/latest/')).statusCode).toBe(404);
    const older = await publishedBulletin(p, type, '2026-09-01');
    const newest = await publishedBulletin(p, type, '2026-09-02');
    await bulletinAfter(p, type, '2026-09-03', 'submit');
    const first = await get('/api/public/bulletin-types/latest/latest/');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      id: newest,
      issue_date: '2026-09-02',
      status: 'published',
      withdrawn: null,
    });
    expect(first.json().links).toEqual({
      page: `http://meteo.example/bulletin/${newest}`,
      json: `http://meteo.example/api/public/bulletins/${newest}/`,
      pdf: `http://meteo.example/api/public/bulletins/${newest}/export.pdf`,
      csv: `http://meteo.example/api/public/bulletins/${newest}/export.csv`,
      export_json: `http://meteo.example/api/public/bulletins/${newest}/export.json`,
    });
    const etag = String(first.headers.etag);
    expect(
      (await get('/api/public/bulletin-types/latest/latest/', { 'if-none-match': etag })).statusCode,
    ).toBe(304);
    // Links are the configured address's, whatever Host a request names: kept for everyone, no
    // request chooses where they point, and another Host is the same kept answer.
    const elsewhere = await get('/api/public/bulletin-types/latest/latest/', { host: 'evil.example' });
    expect(elsewhere.json().links.page).toBe(`http://meteo.example/bulletin/${newest}`);
    expect(elsewhere.headers.etag).toBe(etag);

    const correction = await publishCorrection(newest);
    const corrected = await get('/api/public/bulletin-types/latest/latest/', { 'if-none-match': etag });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ id: correction, version: 2, corrects_id: newest });
    const byDate = (await get('/api/public/bulletin-types/latest/2026-09-02/')).json();
    expect(byDate).toMatchObject({ id: correction, version: 2 });
    expect((await get('/api/public/bulletin-types/latest/2026-09-01/')).json().id).toBe(older);
  });

  it('answers a withdrawn bulletin of a date as it was, with when and why it was withdrawn', async () => {
    const id = await bulletinAfter(p, type, '2026-09-10', 'submit', 'publish', 'withdraw');
    const response = await get('/api/public/bulletin-types/latest/2026-09-10/');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id, status: 'withdrawn', withdrawn: { reason: 'Issued in error.' } });
    expect(body.values).toHaveLength(8);
    expect(Date.parse(body.withdrawn.at)).not.toBeNaN();
    expect(body.withdrawn).not.toHaveProperty('by');
  });

  it('serves kept bytes: compressed when accepted, no cookie read or set', async () => {
    const url = '/api/public/bulletin-types/latest/2026-09-01/';
    const plain = await get(url, { cookie: 'sessionid=forged; csrftoken=x', authorization: 'Token wrong' });
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['set-cookie']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('is answered from memory once made: neither a 200 nor a 304 reads the bulletin again', async () => {
    const url = '/api/public/bulletin-types/latest/2026-09-01/';
    const first = await get(url, { 'accept-encoding': 'gzip' });
    const id: number = JSON.parse(gunzipSync(first.rawPayload).toString()).id;
    // Taken from under it without telling anyone: what is kept is what answers.
    await t.db.delete(bulletinSnapshots).where(eq(bulletinSnapshots.bulletinId, id));
    await t.db.delete(bulletinValues).where(eq(bulletinValues.bulletinId, id));
    const again = await get(url, { 'accept-encoding': 'gzip' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const held = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(held.statusCode).toBe(304);
    expect(held.headers['access-control-allow-origin']).toBe('*');
  });

  it('refuses bad input with a problem naming it: unknown or private type 404, a bad date 400', async () => {
    const unknown = await get('/api/public/bulletin-types/no-such-type/latest/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect(unknown.json().detail).toContain('no-such-type');
    const privateType = await get('/api/public/bulletin-types/latest-private/latest/');
    expect(privateType.statusCode).toBe(404);
    expect(privateType.json().detail).toBe('No public bulletin type "latest-private".');
    const badDate = await get('/api/public/bulletin-types/latest/2026-02-30/');
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json().errors)).toEqual(['issue_date']);
    const noIssue = await get('/api/public/bulletin-types/latest/2020-01-01/');
    expect(noIssue.statusCode).toBe(404);
    expect(noIssue.json().detail).toContain('2020-01-01');
  });
});

describe('a venue’s forecast', () => {
  it('gives the coming days from the newest published bulletin of each public type, naming each value’s bulletin', async () => {
    const place = await makeDailyType(t.db, p, 'place');
    const today = todayIn('Europe/Rome');
    await publishedBulletin(p, place, addDays(today, -2));
    const yesterday = await publishedBulletin(p, place, addDays(today, -1));
    await bulletinAfter(p, place, today, 'submit');
    const response = await get('/api/public/venues/place-lido/forecast/');
    expect(response.statusCode, response.body).toBe(200);
    const forecast = response.json();
    expect(forecast.venue).toMatchObject({ code: 'place-lido', timezone: 'Europe/Rome' });
    expect(forecast.from).toBe(today);
    // Yesterday's bulletin: its day 1 is today; its day 0 has passed. The submitted one is not public.
    expect(forecast.values.map((v: { date: string; data_type: string }) => [v.date, v.data_type])).toEqual([
      [today, 'place-tmin'],
      [today, 'place-tmax'],
    ]);
    expect(forecast.values[0].bulletin).toEqual({
      id: yesterday,
      bulletin_type: 'place',
      issue_date: addDays(today, -1),
      version: 1,
      link: `http://meteo.example/bulletin/${yesterday}`,
    });
    expect(forecast.data_types.map((d: { code: string }) => d.code)).toEqual(['place-tmin', 'place-tmax']);
    const etag = String(response.headers.etag);
    expect((await get('/api/public/venues/place-lido/forecast/', { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
    const missing = await get('/api/public/venues/nowhere/forecast/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('No venue "nowhere".');
  });
});
