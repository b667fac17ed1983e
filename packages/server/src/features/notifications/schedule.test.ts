import type { Notification } from '@bora/shared/notification';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { bulletins } from '../../db/schema/bulletins.ts';
import { eventually } from '../../test/helper.ts';
import { valuesOf } from '../bulletins/cells-repository.ts';
import { publishedBulletin, readyDraft } from '../bulletins/test-fixtures.ts';
import { type Who, workflowBench } from '../bulletins/test-workflow.ts';
import { runDue } from './schedule.ts';

/** The agency's clock in these tests: Europe/Rome, as the test configuration says. */
const bench = workflowBench('timed', '2031-01-05');
const MINUTE = 60_000;

const context = () => ({ db: bench.t.db, jobs: bench.t.app.jobs, timeZone: 'Europe/Rome' });
const at = (iso: string) => new Date(iso);

async function setType(values: Partial<typeof bulletinTypes.$inferInsert>) {
  await bench.t.db.update(bulletinTypes).set(values).where(eq(bulletinTypes.id, bench.type.typeId));
}

async function issuesOf(date: string) {
  return bench.t.db
    .select()
    .from(bulletins)
    .where(and(eq(bulletins.bulletinTypeId, bench.type.typeId), eq(bulletins.issueDate, date)));
}

/** Runs the clock from `from` to `to` (ISO instants) every `step` minutes; answers what was done when. */
async function sweep(from: string, to: string, step = 10): Promise<[string, string][]> {
  const done: [string, string][] = [];
  for (let t = at(from).getTime(); t <= at(to).getTime(); t += step * MINUTE) {
    for (const work of await runDue(context(), new Date(t))) done.push([new Date(t).toISOString(), work]);
  }
  return done;
}

async function missingFor(who: Who, date: string): Promise<Notification[]> {
  const page = (await bench.p.as[who].get('/api/notifications/?page_size=100')).json();
  return page.results.filter(
    (n: Notification) => n.issue_date === date && (n.kind === 'missing' || n.kind === 'still_missing'),
  );
}

describe('scheduled work', () => {
  it('makes the day’s draft at its local time, from the previous bulletin, once', async () => {
    await publishedBulletin(bench.p, bench.type, '2031-01-08');
    await setType({ draftTime: '07:30' });
    // 07:30 in Rome in winter is 06:30 UTC: not a minute before.
    expect(await runDue(context(), at('2031-01-09T06:29:00Z'))).toEqual([]);
    const [made, again] = await Promise.all([
      runDue(context(), at('2031-01-09T06:30:00Z')),
      runDue(context(), at('2031-01-09T06:31:00Z')),
    ]);
    expect([...(made ?? []), ...(again ?? [])]).toEqual(['draft timed 2031-01-09']);
    const [draft] = await issuesOf('2031-01-09');
    expect(draft?.status).toBe('draft');
    const copied = await valuesOf(bench.t.db, draft?.id ?? 0);
    expect(copied.length).toBeGreaterThan(0);
    expect(copied.every((value) => value.source === 'copied')).toBe(true);
    expect(await bench.historyOf(draft?.id ?? 0)).toEqual(['create']);
    // A day that has its bulletin already gets no other.
    await readyDraft(bench.p, bench.type, '2031-01-10');
    expect(await sweep('2031-01-10T00:00:00Z', '2031-01-10T23:50:00Z', 30)).toEqual([]);
    expect(await issuesOf('2031-01-10')).toHaveLength(1);
    await setType({ draftTime: null });
  });

  it('keeps the local time through both changes of the clocks, and runs once on each day', async () => {
    await setType({ draftTime: '02:30' });
    // Spring 2031: on 30 March 02:30 does not exist (02:00 → 03:00), so it comes at 03:30 CEST.
    expect(await sweep('2031-03-29T00:00:00Z', '2031-03-31T23:50:00Z')).toEqual([
      ['2031-03-29T01:30:00.000Z', 'draft timed 2031-03-29'],
      ['2031-03-30T01:30:00.000Z', 'draft timed 2031-03-30'],
      ['2031-03-31T00:30:00.000Z', 'draft timed 2031-03-31'],
    ]);
    // Autumn 2031: on 26 October 02:30 happens twice (03:00 → 02:00); the first one counts.
    expect(await sweep('2031-10-25T00:00:00Z', '2031-10-27T23:50:00Z')).toEqual([
      ['2031-10-25T00:30:00.000Z', 'draft timed 2031-10-25'],
      ['2031-10-26T00:30:00.000Z', 'draft timed 2031-10-26'],
      ['2031-10-27T01:30:00.000Z', 'draft timed 2031-10-27'],
    ]);
    await setType({ draftTime: null });
  });

  it('reminds the members at the issue time and the managers an hour later, unless it is published', async () => {
    await setType({ issueTime: '11:00', remindMissing: true });
    // 11:00 in Rome in summer is 09:00 UTC.
    expect(await sweep('2031-06-10T08:00:00Z', '2031-06-10T11:00:00Z', 15)).toEqual([
      ['2031-06-10T09:00:00.000Z', 'missing timed 2031-06-10'],
      ['2031-06-10T10:00:00.000Z', 'still_missing timed 2031-06-10'],
    ]);
    const [told] = await eventually(async () => {
      const found = await missingFor('member', '2031-06-10');
      expect(found).toHaveLength(1);
      return found;
    }, 10_000);
    expect(told).toMatchObject({
      kind: 'missing',
      issue_time: '11:00',
      bulletin_id: null,
      link: `/bulletins?bulletin_type=${bench.type.typeId}&new`,
    });
    const managers = await eventually(async () => {
      const found = await missingFor('manager', '2031-06-10');
      expect(found).toHaveLength(2);
      return found;
    }, 10_000);
    expect(managers.map((n) => n.kind).sort()).toEqual(['missing', 'still_missing']);
    expect(await missingFor('otherManager', '2031-06-10')).toEqual([]);

    // Published before its time: nobody is reminded.
    await publishedBulletin(bench.p, bench.type, '2031-06-11');
    expect(await sweep('2031-06-11T08:00:00Z', '2031-06-11T11:00:00Z', 15)).toEqual([]);
    await setType({ remindMissing: false });
  });
});
