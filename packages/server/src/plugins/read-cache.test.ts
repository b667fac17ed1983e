import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_TABLES } from '../db/reference-tables.ts';
import { dataTypes, iconSets, venues } from '../db/schema/reference.ts';
import { createTestApp, eventually } from '../test/helper.ts';
import { makePersonas } from '../test/personas.ts';

/**
 * Lists of reference data are answered from memory after their first read: every write, through
 * whichever path, must still show in the next answer.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let venueId: number;
let dataTypeId: number;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  const [venue] = await t.db
    .insert(venues)
    .values({
      code: 'lido',
      name: 'Lido',
      kind: 'coast',
      latitude: 45.4,
      longitude: 12.36,
      authorityId: p.home.id,
    })
    .returning();
  venueId = venue?.id ?? 0;
  const [set] = await t.db
    .insert(iconSets)
    .values({ code: 'ref', name: 'Reference', isReference: true })
    .returning();
  const [dataType] = await t.db
    .insert(dataTypes)
    .values({ code: 'tmax', name: 'Tmax', valueKind: 'number', unit: '°C', decimals: 1 })
    .returning();
  dataTypeId = dataType?.id ?? 0;
  const created = await p.as.staff.post('/api/bulletin-types/', {
    code: 'coast',
    name: 'Coast',
    authority_id: p.home.id,
    icon_set_id: set?.id,
    horizon_days: 1,
    slots: [{ code: 'day', label: 'Day', start_hour: 6, end_hour: 18 }],
    data_types: [{ data_type_id: dataTypeId, required: true }],
    venue_ids: [venueId],
  });
  expect(created.statusCode).toBe(201);
});
afterAll(() => t.close());

const venueNames = async () =>
  (await p.as.anonymous.get('/api/venues/')).json().results.map((v: { name: string }) => v.name);

describe('a kept list', () => {
  it('is the same answer, with an ETag that a client can revalidate (304)', async () => {
    const first = await p.as.anonymous.get('/api/venues/?page_size=10');
    const kept = await p.as.member.get('/api/venues/?page_size=10');
    expect(kept.body).toBe(first.body);
    expect(kept.headers['content-type']).toBe(first.headers['content-type']);
    expect(kept.headers.etag).toBe(first.headers.etag);
    const revalidated = await p.as.anonymous.get('/api/venues/?page_size=10', {
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('shows a change made through the API at once', async () => {
    expect(await venueNames()).toEqual(['Lido']);
    const changed = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/venues/${venueId}/`,
      payload: { name: 'Lido di Venezia' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await venueNames()).toEqual(['Lido di Venezia']);
  });

  it('shows the new name of the authority a venue shows', async () => {
    const authority = async () => (await p.as.anonymous.get('/api/venues/')).json().results[0].authority.name;
    expect(await authority()).toBe('Home weather service');
    const renamed = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/authorities/${p.home.id}/`,
      payload: { name: 'Home service' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await authority()).toBe('Home service');
  });

  it('shows the new name of a data type in the bulletin types that use it', async () => {
    const names = async () =>
      (await p.as.anonymous.get('/api/bulletin-types/')).json().results[0].data_types[0].name;
    expect(await names()).toBe('Tmax');
    const changed = await p.as.staff.request({
      method: 'PATCH',
      url: `/api/data-types/${dataTypeId}/`,
      payload: { name: 'Highest temperature' },
    });
    expect(changed.json()).toMatchObject({ name: 'Highest temperature' });
    expect(await names()).toBe('Highest temperature');
  });

  it('answers all who ask at once for a list just changed, with the change', async () => {
    await p.as.manager.request({
      method: 'PATCH',
      url: `/api/venues/${venueId}/`,
      payload: { name: 'Lido!' },
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => p.as.anonymous.get('/api/venues/')));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.json().results[0].name))).toEqual(new Set(['Lido!']));
  });

  it('follows writes made straight in the database, as a manage command makes them', async () => {
    await venueNames();
    await t.db.update(venues).set({ name: 'Lido (VE)' }).where(eq(venues.id, venueId));
    await eventually(async () => expect(await venueNames()).toEqual(['Lido (VE)']));
  });

  it('is what the database announces that keeps it fresh: an unannounced write is not seen', async () => {
    await venueNames();
    // With triggers off (as a replica applies changes) the write sends no event.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(venues).set({ name: 'Unannounced' }).where(eq(venues.id, venueId));
    });
    expect(await venueNames()).toEqual(['Lido (VE)']);
    await t.events.publish('tables', 'venues');
    await t.events.settle();
    expect(await venueNames()).toEqual(['Unannounced']);
  });
});

describe('the tables a kept answer may be read from', () => {
  it('each announce every write', async () => {
    const heard = new Set<string>();
    const stop = t.events.subscribe('tables', (table) => heard.add(table));
    for (const table of REFERENCE_TABLES) {
      // A statement that touches no row still runs the statement trigger.
      await t.db.execute(sql.raw(`delete from ${table} where false`));
    }
    await t.events.settle();
    stop();
    expect([...heard].sort()).toEqual([...REFERENCE_TABLES].sort());
  });
});
