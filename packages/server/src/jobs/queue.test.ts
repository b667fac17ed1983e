import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import type { EventBus } from '../db/event-bus.ts';
import { eventually, openTestDatabase } from '../test/helper.ts';
import { Jobs } from './queue.ts';

let database: Database;
let events: EventBus;
let jobs: Jobs;
const errors: Error[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  events = await database.openEvents();
  // A poll that never comes within the test: whatever runs was woken.
  jobs = await Jobs.start(database.db, events, {
    work: true,
    onError: (error) => errors.push(error),
    pollSeconds: 3600,
  });
});

afterAll(async () => {
  await jobs.stop();
  await events.close();
  await database.close();
});

describe('the job queue', () => {
  it('runs every job of a burst enqueued while its one slot is busy, without waiting for a poll', async () => {
    const ran: number[] = [];
    await jobs.work('mails', 1, async (job) => {
      // Long enough for several of the burst's wake-ups to come while it runs, or while it is claimed.
      await new Promise((resolve) => setTimeout(resolve, 20));
      ran.push(job.subscriptionId);
    });
    const burst = Array.from({ length: 25 }, (_, index) => index);
    await Promise.all(
      burst.map((subscriptionId) =>
        database.db.transaction((tx) =>
          jobs.enqueue(tx, 'mails', [{ data: { kind: 'confirm', subscriptionId } }]),
        ),
      ),
    );
    await eventually(async () => expect(ran).toHaveLength(burst.length), 10_000);
    expect([...ran].sort((a, b) => a - b)).toEqual(burst);
    expect(errors).toEqual([]);
  });

  it('runs a job enqueued to start later when it is due, without waiting for a poll', async () => {
    const ran: { id: number; at: number }[] = [];
    await jobs.work('notification-mails', 1, async (job) => {
      ran.push({ id: job.notificationId, at: Date.now() });
    });
    const due = new Date(Date.now() + 1000);
    await database.db.transaction((tx) =>
      jobs.enqueue(tx, 'notification-mails', [{ data: { notificationId: 7 }, startAfter: due }]),
    );
    await eventually(async () => expect(ran.map((each) => each.id)).toEqual([7]), 10_000);
    expect(ran[0]?.at).toBeGreaterThanOrEqual(due.getTime());
    expect(errors).toEqual([]);
  });

  it('counts as busy the jobs due now that no one has finished, not those due later', async () => {
    const data = { bulletinId: 1, typeId: 1, event: 'published' as const, eventId: 'e' };
    expect(await jobs.busy(['events'])).toBe(0);
    await database.db.transaction((tx) =>
      jobs.enqueue(tx, 'events', [{ data }, { data, startAfter: new Date(Date.now() + 3600_000) }]),
    );
    // Nothing here works the queue: the job due now waits.
    expect(await jobs.busy(['events'])).toBe(1);
    expect(await jobs.busy(['events', 'mails'])).toBe(1);
    expect(await jobs.busy(['mails'])).toBe(0);
  });

  it("runs a group's jobs one at a time on two servers together, and the others beside them", async () => {
    // A second server on the same database, with its own event bus.
    const otherEvents = await database.openEvents();
    const other = await Jobs.start(database.db, otherEvents, {
      work: true,
      onError: (error) => errors.push(error),
      pollSeconds: 3600,
    });
    try {
      const running = new Map<string, number>();
      const most = new Map<string, number>();
      const ran: number[] = [];
      const groupOf = (id: number) => (id < 100 ? 'g' : `h${id}`);
      const handler = async (job: { about: string; deliveryId?: number }) => {
        const id = job.deliveryId ?? 0;
        const group = groupOf(id);
        running.set(group, (running.get(group) ?? 0) + 1);
        most.set(group, Math.max(most.get(group) ?? 0, running.get(group) ?? 0));
        await new Promise((resolve) => setTimeout(resolve, 30));
        running.set(group, (running.get(group) ?? 1) - 1);
        ran.push(id);
      };
      for (const server of [jobs, other])
        await server.work('notifications', 4, handler, { perGroup: { default: 1 } });
      const ids = [...Array.from({ length: 12 }, (_, index) => index), 100, 101];
      // All at once, so that both servers claim together.
      await database.db.transaction((tx) =>
        jobs.enqueue(
          tx,
          'notifications',
          ids.map((deliveryId) => ({
            data: { about: 'delivery' as const, deliveryId },
            group: { id: groupOf(deliveryId) },
          })),
        ),
      );
      await eventually(async () => expect(ran).toHaveLength(ids.length), 10_000);
      expect(most.get('g')).toBe(1);
      // The other groups' jobs did not wait for the whole group before them.
      expect(ran.indexOf(100)).toBeLessThan(ran.indexOf(11));
      expect(ran.indexOf(101)).toBeLessThan(ran.indexOf(11));
      expect(errors).toEqual([]);
    } finally {
      await other.stop();
      await otherEvents.close();
    }
  });

  it('fails a job whose payload does not read, with the reason, and never hands it to its handler', async () => {
    const handed: unknown[] = [];
    await jobs.work('subscriptions', 1, async (job) => {
      handed.push(job);
    });
    await database.db.transaction((tx) =>
      jobs.enqueue(tx, 'subscriptions', [
        // What a release with another shape could have left in the queue.
        { data: { email: 'reader@example.org', typeIds: ['veneto'], language: 'it' } as never },
      ]),
    );
    await eventually(
      async () => expect(errors.map((error) => error.name)).toContain('UnreadableJob'),
      10_000,
    );
    expect(errors.at(-1)?.message).toMatch(/subscriptions queue.*typeIds/s);
    expect(handed).toEqual([]);
  });
});
