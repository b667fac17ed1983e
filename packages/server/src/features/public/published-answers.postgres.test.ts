import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client.ts';
import { migrateDatabase } from '../../migrate.ts';
import { createTestAppOn, eventually } from '../../test/helper.ts';
import { MatrixFixtures } from '../../test/matrix-fixtures.ts';
import { makePersonas } from '../../test/personas.ts';
import { scratchPostgresDatabase } from '../../test/scratch-postgres.ts';

/**
 * DESIGN §1: what one app server keeps of the public API in memory is an optimisation that the
 * others' changes drop. Two app servers on one PostgreSQL database: the newest bulletin of a type,
 * its feed and the list of public types, kept by one, follow a publication or a change of the
 * type made through the other.
 */
let scratch: Awaited<ReturnType<typeof scratchPostgresDatabase>>;
let one: Awaited<ReturnType<typeof createTestAppOn>>;
let two: Awaited<ReturnType<typeof createTestAppOn>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let fx: MatrixFixtures;

beforeAll(async () => {
  scratch = await scratchPostgresDatabase();
  const first = await openPostgres(scratch.url, { max: 4 });
  await migrateDatabase(first);
  one = await createTestAppOn(first);
  two = await createTestAppOn(await openPostgres(scratch.url, { max: 4 }));
  p = await makePersonas(one.app, one.db);
  fx = new MatrixFixtures(one.app, one.db, p);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await scratch?.drop();
});

const onTwo = async (url: string) => two.app.inject({ method: 'GET', url });

describe('the public answers one server keeps, on two servers of one PostgreSQL database', () => {
  it('follow a correction published through the other server', async () => {
    const { id, type } = await fx.publishedCodes();
    const latest = `/api/public/bulletin-types/${type}/latest/`;
    const feed = `/api/public/bulletin-types/${type}/feed.atom`;
    expect((await onTwo(latest)).json().id).toBe(id);
    expect((await onTwo(feed)).body).toContain(`/bulletin/${id}<`);
    const correction = (await p.as.staff.post(`/api/bulletins/${id}/correct/`, {})).json().id as number;
    for (const action of ['submit', 'publish'])
      expect((await p.as.staff.post(`/api/bulletins/${correction}/${action}/`, {})).statusCode).toBe(200);
    await eventually(async () => {
      expect((await onTwo(latest)).json().id).toBe(correction);
      expect((await onTwo(feed)).body).toContain(`/bulletin/${correction}<`);
    });
  });

  it('forget a type made private through the other server', async () => {
    const { type } = await fx.publishedCodes();
    const listed = async () =>
      (await onTwo('/api/public/bulletin-types/')).json().map((t: { code: string }) => t.code);
    expect(await listed()).toContain(type);
    const typeId = (await p.as.staff.get(`/api/bulletin-types/?search=${type}`)).json().results[0].id;
    const current = await p.as.staff.get(`/api/bulletin-types/${typeId}/`);
    const changed = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/bulletin-types/${typeId}/`,
      payload: { is_public: false },
      headers: { 'if-match': String(current.headers.etag) },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await eventually(async () => {
      expect(await listed()).not.toContain(type);
      expect((await onTwo(`/api/public/bulletin-types/${type}/latest/`)).statusCode).toBe(404);
    });
  });
});
