import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, openTestDatabase } from '../test/helper.ts';
import type { Database } from './client.ts';
import type { EventBus } from './event-bus.ts';

/** What only the PostgreSQL bus does: it listens on a connection of its own, which can drop. */
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

describe('the event bus on PostgreSQL', () => {
  it('when its listening connection drops, resets, stops being live, then listens again', async () => {
    let resets = 0;
    const stop = events.onReset(() => resets++);
    expect(events.live).toBe(true);
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()`,
    );
    await eventually(async () => expect(events.live).toBe(false));
    expect(resets).toBeGreaterThanOrEqual(1);
    // Listening again, it resets once more: it cannot know what it missed meanwhile.
    await eventually(async () => expect(events.live).toBe(true));
    expect(resets).toBeGreaterThanOrEqual(2);
    const received: string[] = [];
    const stopHearing = events.subscribe('tables', (table) => received.push(table));
    await events.publish('tables', 'icons');
    await events.settle();
    expect(received).toEqual(['icons']);
    stopHearing();
    stop();
  });
});
