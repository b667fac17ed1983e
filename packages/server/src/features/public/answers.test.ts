import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinSnapshots, bulletinValues } from '../../db/schema/bulletins.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeDailyType, publishedBulletin } from '../bulletins/test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  type = await makeDailyType(t.db, p, 'kept');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('a published bulletin’s public answer, made once and kept as bytes', () => {
  it('is the same JSON whatever the encoding the client accepts', async () => {
    const id = await publishedBulletin(p, type, '2026-08-01');
    const url = `/api/public/bulletins/${id}/`;
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect([plain.statusCode, br.statusCode, gzip.statusCode]).toEqual([200, 200, 200]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const response of [plain, br, gzip]) {
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.etag).toBe(plain.headers.etag);
    }
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.json()).toMatchObject({ id, status: 'published', issue_date: '2026-08-01' });
  });

  it('is answered from memory: once made, neither a 200 nor a 304 reads the bulletin again', async () => {
    const id = await publishedBulletin(p, type, '2026-08-02');
    const url = `/api/public/bulletins/${id}/`;
    const first = await get(url, { 'accept-encoding': 'br' });
    // Taken from under it without telling anyone: what is kept is what answers.
    await t.db.delete(bulletinSnapshots).where(eq(bulletinSnapshots.bulletinId, id));
    await t.db.delete(bulletinValues).where(eq(bulletinValues.bulletinId, id));
    const again = await get(url, { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const held = await get(url, { 'if-none-match': String(first.headers.etag), 'accept-encoding': 'br' });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    expect(held.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a bulletin’s CSV the same way, once per language, and forgets it when its type stops being public', async () => {
    const other = await makeDailyType(t.db, p, 'kept-csv');
    const id = await publishedBulletin(p, other, '2026-08-05');
    const url = (language: string) => `/api/public/bulletins/${id}/export.csv?lang=${language}`;
    const [it, en] = [await get(url('it')), await get(url('en'))];
    expect([it.statusCode, en.statusCode]).toEqual([200, 200]);
    await t.db.delete(bulletinSnapshots).where(eq(bulletinSnapshots.bulletinId, id));
    expect((await get(url('it'))).body).toBe(it.body);
    expect((await get(url('en'))).body).toBe(en.body);
    const current = await p.as.manager.get(`/api/bulletin-types/${other.typeId}/`);
    await p.as.manager.request({
      method: 'PATCH',
      url: `/api/bulletin-types/${other.typeId}/`,
      payload: { is_public: false },
      headers: { 'if-match': String(current.headers.etag) },
    });
    expect((await get(url('it'))).statusCode).toBe(404);
  });

  it('follows a state change at once: withdrawn, the next answer says so with a new tag', async () => {
    const id = await publishedBulletin(p, type, '2026-08-03');
    const url = `/api/public/bulletins/${id}/`;
    const before = await get(url);
    expect(before.json().status).toBe('published');
    const withdrawn = await p.as.manager.post(`/api/bulletins/${id}/withdraw/`, { comment: 'Wrong day.' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().status).toBe('withdrawn');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('is gone at once when its type stops being public', async () => {
    const other = await makeDailyType(t.db, p, 'private-soon');
    const id = await publishedBulletin(p, other, '2026-08-04');
    const url = `/api/public/bulletins/${id}/`;
    expect((await get(url)).statusCode).toBe(200);
    const current = await p.as.manager.get(`/api/bulletin-types/${other.typeId}/`);
    const changed = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/bulletin-types/${other.typeId}/`,
      payload: { is_public: false },
      headers: { 'if-match': String(current.headers.etag) },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
  });
});
