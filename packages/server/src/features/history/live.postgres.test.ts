import type { LivePresence, LiveSave } from '@bora/shared/bulletin-live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client.ts';
import { migrateDatabase } from '../../migrate.ts';
import { createTestAppOn, eventually } from '../../test/helper.ts';
import { MatrixFixtures } from '../../test/matrix-fixtures.ts';
import { makePersonas } from '../../test/personas.ts';
import { scratchPostgresDatabase } from '../../test/scratch-postgres.ts';
import { listening, SseClient } from '../../test/sse-client.ts';

/**
 * DESIGN §1: app servers on one PostgreSQL database share their live channels. Two app
 * instances, each with its own pool and its own LISTEN connection: a save through one reaches
 * a live client of the other, and each shows who has the bulletin open on the other.
 */
const WITHIN_MS = 2000;
let scratch: Awaited<ReturnType<typeof scratchPostgresDatabase>>;
let one: Awaited<ReturnType<typeof createTestAppOn>>;
let two: Awaited<ReturnType<typeof createTestAppOn>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let fx: MatrixFixtures;
const clients: SseClient[] = [];

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
  for (const client of clients) client.close();
  await one?.close();
  await two?.close();
  await scratch?.drop();
});

async function liveOn(server: typeof one, persona: 'member' | 'manager', id: number) {
  const url = `${await listening(server.app)}/api/bulletins/${id}/live/`;
  const client = await SseClient.open(url, p.as[persona].cookieHeader());
  clients.push(client);
  expect(client.status).toBe(200);
  return client;
}

describe('two app servers on one PostgreSQL database', () => {
  it('a save through one reaches a live client of the other within 2 s', async () => {
    const { id, cell, revision } = await fx.readyDraft();
    const watcher = await liveOn(two, 'member', id);
    await watcher.waitFor('presence');
    const saved = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/bulletins/${id}/values/`,
      payload: { changes: [{ ...cell, value: -3 }] },
      headers: { 'if-match': `"${revision}"` },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const save = await watcher.waitFor<LiveSave>('save', () => true, WITHIN_MS);
    expect(save).toMatchObject({ revision: revision + 1, who: { username: 'p-manager' } });
    expect(save.cells).toEqual([
      { ...cell, value: -3, note: '', source: 'manual', origin: `bulletin ${id} (user p-manager)` },
    ]);
  });

  it('shows who has the bulletin open on the other server, as they come and go', async () => {
    const id = await fx.draftBulletin();
    const member = await liveOn(one, 'member', id);
    expect(await member.waitFor<LivePresence>('presence')).toEqual({ viewers: [] });
    const manager = await liveOn(two, 'manager', id);
    const names = (s: LivePresence) => s.viewers.map((v) => v.username).join();
    await member.waitFor<LivePresence>('presence', (s) => names(s) === 'p-manager', WITHIN_MS);
    // The server the manager joined asked the other who was there already.
    await manager.waitFor<LivePresence>('presence', (s) => names(s) === 'p-member', WITHIN_MS);
    manager.close();
    await eventually(async () =>
      expect(names(member.last<LivePresence>('presence') ?? { viewers: [] })).toBe(''),
    );
  });
});
