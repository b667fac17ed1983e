import type { Delivery } from '@bora/shared/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../db/client.ts';
import { migrateDatabase } from '../../migrate.ts';
import { createTestAppOn, drained, eventually, testConfig } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { startServer } from '../../test/processes.ts';
import { scratchPostgresDatabase } from '../../test/scratch-postgres.ts';
import { startReceiver } from '../../test/webhook-receiver.ts';
import { bulletinAfter, makeDailyType } from '../bulletins/test-fixtures.ts';

/**
 * Deliveries across servers (DESIGN §1): two app servers on one PostgreSQL send each delivery once,
 * and a server killed between tries loses nothing and sends nothing twice once it is back.
 */
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const dropped: (() => Promise<void>)[] = [];

/** A new, migrated database of the test's own. */
async function freshDatabase(): Promise<string> {
  const scratch = await scratchPostgresDatabase();
  dropped.push(scratch.drop);
  const database = await openPostgres(scratch.url, { max: 2 });
  await migrateDatabase(database);
  await database.close();
  return scratch.url;
}

/** An app server on the database at `url`, closed after the file's tests. */
async function appOn(url: string, options: { workJobs: boolean }) {
  const database: Database = await openPostgres(url, { max: 4 });
  const t = await createTestAppOn(database, {}, { workJobs: options.workJobs });
  dropped.unshift(t.close);
  return t;
}

/**
 * Two app servers working one new database, a type of it whose webhook posts to `path`, and how
 * to publish `count` of its bulletins, on the days of `month` from the 10th.
 */
async function twoServersSendingTo(code: string, path: string) {
  const url = await freshDatabase();
  const a = await appOn(url, { workJobs: true });
  await appOn(url, { workJobs: true });
  const p = await makePersonas(a.app, a.db);
  const type = await makeDailyType(a.db, p, code);
  const hook = await p.as.manager.post(`/api/bulletin-types/${type.typeId}/webhooks/`, {
    url: receiver.url(path),
    events: ['published'],
  });
  expect(hook.statusCode, hook.body).toBe(201);
  const publish = async (month: string, count: number) => {
    const published: number[] = [];
    for (let day = 0; day < count; day++)
      published.push(await bulletinAfter(p, type, `${month}-${10 + day}`, 'submit', 'publish'));
    return published;
  };
  return { a, p, publish };
}

beforeAll(async () => {
  receiver = await startReceiver();
});

afterAll(async () => {
  for (const drop of dropped) await drop();
  await receiver.close();
});

describe('deliveries on several servers', () => {
  it('are sent once each, whichever server takes them', async () => {
    const { a, publish } = await twoServersSendingTo('twice', '/both');
    const published = await publish('2032-01', 12);
    await eventually(async () => expect(receiver.to('/both')).toHaveLength(12), 20_000);
    await drained(a.app, ['events', 'deliveries']);
    const ids = receiver.to('/both').map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    const bodies = receiver.to('/both').map((r) => JSON.parse(r.body).data.id as number);
    expect(bodies.sort()).toEqual([...published].sort());
  }, 90_000);

  it('go to one receiver one at a time, whichever servers take them', async () => {
    receiver.answer('/one-at-a-time', 'hold');
    const { p, publish } = await twoServersSendingTo('queued', '/one-at-a-time');
    const published = await publish('2032-03', 6);
    // While the receiver holds its first, the others wait, on both servers.
    await eventually(async () => expect(receiver.to('/one-at-a-time')).toHaveLength(1));
    for (const id of published)
      await eventually(async () => {
        const [delivery]: Delivery[] = (await p.as.manager.get(`/api/bulletins/${id}/deliveries/`)).json();
        expect(delivery?.state).toBe('pending');
      });
    expect(receiver.to('/one-at-a-time')).toHaveLength(1);
    receiver.answer('/one-at-a-time', { status: 204, afterMs: 50 });
    receiver.release('/one-at-a-time');
    await eventually(async () => expect(receiver.to('/one-at-a-time')).toHaveLength(6), 20_000);
    expect(receiver.mostAtOnce('/one-at-a-time')).toBe(1);
  }, 90_000);

  it('lose nothing when the server sending them is killed between tries', async () => {
    const url = await freshDatabase();
    // Writes through its API, sends nothing: the server process below sends.
    const writer = await appOn(url, { workJobs: false });
    const p = await makePersonas(writer.app, writer.db);
    const type = await makeDailyType(writer.db, p, 'killed');
    receiver.answer('/crash', { status: 503, body: 'restarting' }, { status: 204 });
    const hook = await p.as.manager.post(`/api/bulletin-types/${type.typeId}/webhooks/`, {
      url: receiver.url('/crash'),
      events: ['published'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const env = {
      DATABASE_URL: url,
      SECRET_KEY: testConfig.secretKey,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      DEMO_DATA: 'false',
    };
    let server = await startServer(env);
    const id = await bulletinAfter(p, type, '2032-02-01', 'submit', 'publish');
    const failed = await eventually(async () => {
      const [delivery]: Delivery[] = (await p.as.manager.get(`/api/bulletins/${id}/deliveries/`)).json();
      if (delivery?.state !== 'failed') throw new Error(`not yet: ${delivery?.state}`);
      return delivery;
    }, 20_000);
    await server.stop('SIGKILL');
    server = await startServer(env);
    try {
      const sent = await eventually(async () => {
        const [delivery]: Delivery[] = (await p.as.manager.get(`/api/bulletins/${id}/deliveries/`)).json();
        if (delivery?.state !== 'sent') throw new Error(`not yet: ${delivery?.state}`);
        return delivery;
      }, 30_000);
      expect(sent.attempts.map((a) => a.status_code)).toEqual([503, 204]);
      await drained(writer.app, ['deliveries']);
      const got = receiver.to('/crash');
      expect(got.map((r) => r.headers['webhook-id'])).toEqual([failed.event_id, failed.event_id]);
    } finally {
      await server.stop('SIGTERM');
    }
  }, 120_000);
});
