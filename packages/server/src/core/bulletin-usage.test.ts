import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDailyType, writeCells } from '../features/bulletins/test-fixtures.ts';
import { createTestApp } from '../test/helper.ts';
import { makePersonas } from '../test/personas.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let type: Awaited<ReturnType<typeof makeDailyType>>;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  type = await makeDailyType(t.db, p, 'usage');
  // Two bulletins of the type, each with a cell of `lido` and `tmin`.
  for (const issue_date of ['2026-03-01', '2026-03-02']) {
    const created = await p.as.member.post('/api/bulletins/', { bulletin_type_id: type.typeId, issue_date });
    expect(created.statusCode).toBe(201);
    await writeCells(p.as.member, created.json().id, [
      { venue_id: type.lido, day: 0, slot: 'day', data_type_id: type.tmin, value: 3 },
    ]);
  }
  // The venue and the data type leave the type; its two bulletins still hold their cells.
  const revision = await p.as.manager.get(`/api/bulletin-types/${type.typeId}/`);
  const changed = await p.as.manager.request({
    method: 'PATCH',
    url: `/api/bulletin-types/${type.typeId}/`,
    payload: { venue_ids: [type.asiago], data_types: [{ data_type_id: type.tmax, required: true }] },
    headers: { 'if-match': revision.headers.etag as string },
  });
  expect(changed.statusCode, changed.body).toBe(200);
});
afterAll(() => t?.close());

/** The check's answer and the DELETE's: the same 409, naming the bulletins. */
async function refusedBoth(path: string, code: string) {
  const check = await p.as.staff.get(`${path}delete-check/`);
  expect(check.statusCode).toBe(200);
  const refused = await p.as.staff.request({ method: 'DELETE', url: path });
  expect(refused.statusCode, refused.body).toBe(409);
  expect(refused.headers['content-type']).toContain('application/problem+json');
  expect(refused.json().code).toBe(code);
  expect(check.json()).toEqual({ deletable: false, problem: { ...refused.json(), instance: undefined } });
  return refused.json();
}

describe('what bulletins stand on cannot be deleted', () => {
  it('a bulletin type with bulletins: 409 naming them, with deactivation as the way out', async () => {
    const problem = await refusedBoth(`/api/bulletin-types/${type.typeId}/`, 'used_by_bulletins');
    expect(problem.params).toEqual({ name: 'Daily usage', count: 2 });
    expect(problem.detail).toBe(
      'Daily usage: 2 bulletins of this type exist, and bulletins are kept: deactivate it instead.',
    );
  });

  it('an authority with bulletins: 409 that counts them with what it owns', async () => {
    const problem = await refusedBoth(`/api/authorities/${p.home.id}/`, 'authority_in_use');
    expect(problem.params.bulletins).toBe(2);
    expect(problem.detail).toMatch(/2 bulletins/);
  });

  it('a venue that no type uses any more but bulletins hold: 409', async () => {
    const problem = await refusedBoth(`/api/venues/${type.lido}/`, 'used_by_bulletins');
    expect(problem.detail).toMatch(/^LIDO: 2 bulletins with this venue exist/);
  });

  it('a data type that no type uses any more but bulletins hold: 409', async () => {
    const problem = await refusedBoth(`/api/data-types/${type.tmin}/`, 'used_by_bulletins');
    expect(problem.params.count).toBe(2);
  });

  it('a bulletin type without bulletins is deletable, and the check says so', async () => {
    const spare = await makeDailyType(t.db, p, 'spare');
    const path = `/api/bulletin-types/${spare.typeId}/`;
    expect((await p.as.manager.get(`${path}delete-check/`)).json()).toEqual({ deletable: true });
    expect((await p.as.manager.request({ method: 'DELETE', url: path })).statusCode).toBe(204);
  });

  it('a bulletin type with bulletins can be deactivated instead', async () => {
    const path = `/api/bulletin-types/${type.typeId}/`;
    const current = await p.as.manager.get(path);
    const deactivated = await p.as.manager.request({
      method: 'PATCH',
      url: path,
      payload: { active: false },
      headers: { 'if-match': current.headers.etag as string },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json().active).toBe(false);
  });
});
