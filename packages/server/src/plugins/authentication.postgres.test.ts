import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/client.ts';
import type { EventBus } from '../db/event-bus.ts';
import { migrateDatabase } from '../migrate.ts';
import { makeUser, PASSWORD } from '../test/fixtures.ts';
import { createTestAppOn } from '../test/helper.ts';
import { scratchPostgresDatabase } from '../test/scratch-postgres.ts';
import { Browser } from '../test/sessions.ts';

/**
 * The news that a session ended reaches another server a few milliseconds late. Here it is made
 * to take long (a bus that hands on every event a second late), so that the moment in which that
 * server still remembers the session is wide open: a write in it must be refused all the same.
 */
const LATE_MS = 1000;

function lateBus(bus: EventBus): EventBus {
  return {
    publish: (channel, payload) => bus.publish(channel, payload),
    subscribe: (channel, handler) =>
      bus.subscribe(channel, (payload) => void setTimeout(() => handler(payload), LATE_MS)),
    onReset: (handler) => bus.onReset(handler),
    missedEvents: () => bus.missedEvents(),
    get live() {
      return bus.live;
    },
    settle: () => bus.settle(),
    close: () => bus.close(),
  };
}

let scratch: Awaited<ReturnType<typeof scratchPostgresDatabase>>;
let one: Awaited<ReturnType<typeof createTestAppOn>>;
let two: Awaited<ReturnType<typeof createTestAppOn>>;

beforeAll(async () => {
  scratch = await scratchPostgresDatabase();
  const first = await openPostgres(scratch.url, { max: 4 });
  await migrateDatabase(first);
  one = await createTestAppOn(first);
  const second = await openPostgres(scratch.url, { max: 4 });
  const late: Database = { ...second, openEvents: async () => lateBus(await second.openEvents()) };
  two = await createTestAppOn(late);
  await makeUser(one.db, 'late-news');
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await scratch?.drop();
});

/** The same browser (its cookies) on the second server. */
function sameBrowserOn(app: typeof two.app, browser: Browser): Browser {
  const other = new Browser(app);
  Object.assign(other.jar, browser.jar);
  return other;
}

describe('a write asks the database who is calling, not the memory', () => {
  it('a session signed out on one server creates no API key on another that still remembers it', async () => {
    const onOne = await new Browser(one.app).login('late-news', PASSWORD);
    const onTwo = sameBrowserOn(two.app, onOne);
    expect((await onTwo.get('/api/users/me/')).statusCode).toBe(200);
    const out = await onOne.request({
      method: 'POST',
      url: '/accounts/logout/',
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ csrfmiddlewaretoken: onOne.jar.csrftoken ?? '' }).toString(),
    });
    expect(out.statusCode).toBe(303);
    const created = await onTwo.post('/api/users/me/tokens/', { name: 'after sign-out' });
    expect(created.statusCode, created.body).toBe(401);
  });

  it('a revoked API key changes nothing on a server that still remembers it', async () => {
    const owner = await new Browser(one.app).login('late-news', PASSWORD);
    const key = (await owner.post('/api/users/me/tokens/', { name: 'revoked soon' })).json();
    const machine = new Browser(two.app, { headers: { authorization: `Token ${key.key}` } });
    expect((await machine.get('/api/users/me/')).statusCode).toBe(200);
    const revoked = await owner.request({ method: 'DELETE', url: `/api/users/me/tokens/${key.id}/` });
    expect(revoked.statusCode).toBe(204);
    // A known key would be told that keys do not mint keys (403); a revoked one is no one (401).
    const write = await machine.post('/api/users/me/tokens/', { name: 'from a key' });
    expect(write.statusCode, write.body).toBe(401);
  });
});
