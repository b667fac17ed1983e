import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { bulletins } from '../../db/schema/bulletins.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { migrateDatabase } from '../../migrate.ts';
import { createTestAppOn, eventually } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { scratchPostgresDatabase } from '../../test/scratch-postgres.ts';
import { makeDailyType, publishedBulletin } from '../bulletins/test-fixtures.ts';
import { runDue } from './schedule.ts';

/**
 * Scheduled work on several servers (DESIGN §1): each server's clock looks at what is due, at the
 * same minutes; the work is done once, whichever server comes first.
 */
const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});

describe('scheduled work on two servers of one PostgreSQL database', () => {
  it('makes one draft and one reminder for each day, however the two clocks meet', async () => {
    const scratch = await scratchPostgresDatabase();
    closing.push(scratch.drop);
    const migrating = await openPostgres(scratch.url, { max: 2 });
    await migrateDatabase(migrating);
    await migrating.close();
    const servers = [];
    for (let i = 0; i < 2; i++) {
      const t = await createTestAppOn(await openPostgres(scratch.url, { max: 4 }), {}, { workJobs: true });
      closing.unshift(t.close);
      servers.push(t);
    }
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const p = await makePersonas(a.app, a.db);
    const type = await makeDailyType(a.db, p, 'clocked');
    await publishedBulletin(p, type, '2032-02-01');
    await a.db
      .update(bulletinTypes)
      .set({ draftTime: '06:00', issueTime: '10:00', remindMissing: true })
      .where(eq(bulletinTypes.id, type.typeId));

    // Two servers, each ticking every five minutes through two days, at the same instants.
    const done: string[] = [];
    for (
      let t = Date.parse('2032-02-02T00:00:00Z');
      t < Date.parse('2032-02-04T00:00:00Z');
      t += 5 * 60_000
    ) {
      const now = new Date(t);
      const ticks = await Promise.all(
        [a, b].map((s) => runDue({ db: s.db, jobs: s.app.jobs, timeZone: 'Europe/Rome' }, now)),
      );
      done.push(...ticks.flat());
    }
    expect(done.sort()).toEqual([
      'draft clocked 2032-02-02',
      'draft clocked 2032-02-03',
      'missing clocked 2032-02-02',
      'missing clocked 2032-02-03',
      'still_missing clocked 2032-02-02',
      'still_missing clocked 2032-02-03',
    ]);
    const drafts = await a.db
      .select({ date: bulletins.issueDate })
      .from(bulletins)
      .where(and(eq(bulletins.bulletinTypeId, type.typeId), eq(bulletins.status, 'draft')));
    expect(drafts.map((d) => d.date).sort()).toEqual(['2032-02-02', '2032-02-03']);
    // Each member told once a day, whichever server's worker made it.
    await eventually(async () => {
      const told = await a.db
        .select({ key: notifications.key })
        .from(notifications)
        .where(eq(notifications.kind, 'missing'));
      expect(told.map((n) => n.key).sort()).toEqual([
        `missing:${type.typeId}:2032-02-02`,
        `missing:${type.typeId}:2032-02-02`,
        `missing:${type.typeId}:2032-02-03`,
        `missing:${type.typeId}:2032-02-03`,
      ]);
    }, 10_000);
  }, 120_000);
});
