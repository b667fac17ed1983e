import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helper.ts';
import type { Database } from './client.ts';
import type { EventBus } from './event-bus.ts';
import { users } from './schema/accounts.ts';
import { authorities } from './schema/authorities.ts';

let database: Database;
let events: EventBus;

beforeAll(async () => {
  database = await openTestDatabase();
  events = await database.openEvents();
});
afterAll(async () => {
  await events.close();
  await database.close();
});

/** Everything a channel receives from now on. */
function heard<C extends 'auth' | 'tables'>(channel: C) {
  const received: unknown[] = [];
  const stop = events.subscribe(channel, (payload) => received.push(payload));
  return { received, stop };
}

describe('the event bus', () => {
  it('hands what is published to the subscribers, as it was sent', async () => {
    const tables = heard('tables');
    await events.publish('tables', 'venues');
    await events.settle();
    expect(tables.received).toEqual(['venues']);
    tables.stop();
  });

  it('hears every write to a reference table and to a sign-in, whoever makes it', async () => {
    const tables = heard('tables');
    const auth = heard('auth');
    await database.db.insert(authorities).values({ code: 'ev', name: 'Events', kind: 'regional' });
    const [user] = await database.db
      .insert(users)
      .values({ username: 'ev-user', passwordHash: 'x' })
      .returning({ id: users.id });
    await database.db.execute(sql`update users set name = 'Renamed' where id = ${user?.id}`);
    await events.settle();
    expect(tables.received).toEqual(['authorities']);
    // A new user cannot make a kept sign-in stale; a changed one can.
    expect(auth.received).toEqual([user?.id]);
    tables.stop();
    auth.stop();
  });
});
