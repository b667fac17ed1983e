import type { BulletinListItem } from '@bora/shared/bulletin';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bulletinEvents } from '../../db/schema/bulletins.ts';
import { PERSONAS, type Persona } from '../../test/personas.ts';
import { bulletinAfter, fullGrid, readyDraft, writeCells } from './test-fixtures.ts';
import { workflowBench } from './test-workflow.ts';

const bench = workflowBench('queue', '2026-06-01');

/** When a bulletin's step of this kind was taken, set for the test: the queue orders by it. */
async function stepAt(id: number, kind: 'submit' | 'return', at: string) {
  await bench.t.db
    .update(bulletinEvents)
    .set({ at: new Date(at) })
    .where(and(eq(bulletinEvents.bulletinId, id), eq(bulletinEvents.kind, kind)));
}

async function waiting(as: Persona, query = ''): Promise<{ count: number; results: BulletinListItem[] }> {
  const response = await bench.p.as[as].get(`/api/bulletins/?waiting=true${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function waitingCount(as: Persona): Promise<number> {
  const response = await bench.p.as[as].get('/api/bulletins/waiting-count/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().count;
}

describe('the bulletins that wait for each person', () => {
  /** Submitted on 2 June, on 1 June (it waits longer), and a draft returned on 3 June. */
  let later: number;
  let earlier: number;
  let returned: number;
  /** A draft nobody has submitted, a published bulletin, and a correction of it: none waits. */
  let draft: number;
  let published: number;

  beforeAll(async () => {
    const { p, type } = bench;
    later = await bulletinAfter(p, type, bench.nextDate(), 'submit');
    earlier = await bulletinAfter(p, type, bench.nextDate(), 'submit');
    returned = await bulletinAfter(p, type, bench.nextDate(), 'submit');
    expect(
      (await bench.act('manager', returned, 'return', { comment: 'Lido is too warm.' })).statusCode,
    ).toBe(200);
    draft = await readyDraft(p, type, bench.nextDate());
    published = await bulletinAfter(p, type, bench.nextDate(), 'submit', 'publish');
    expect((await bench.act('member', published, 'correct')).statusCode).toBe(201);
    await stepAt(later, 'submit', '2026-06-02T08:00:00Z');
    await stepAt(earlier, 'submit', '2026-06-01T08:00:00Z');
    await stepAt(returned, 'submit', '2026-05-30T08:00:00Z');
    await stepAt(returned, 'return', '2026-06-03T08:00:00Z');
  });

  const ids = (page: { results: BulletinListItem[] }) => page.results.map((b) => b.id);

  it('a forecaster of the authority: its returned drafts, to fix', async () => {
    const page = await waiting('member');
    expect(ids(page)).toEqual([returned]);
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      status: 'draft',
      returned: true,
      waiting_since: '2026-06-03T08:00:00.000Z',
    });
  });

  it('its manager: the submitted ones to review, the longest waiting first; not the draft they returned', async () => {
    const page = await waiting('manager');
    expect(ids(page)).toEqual([earlier, later]);
    expect(page.results.map((b) => [b.status, b.returned, b.waiting_since])).toEqual([
      ['submitted', false, '2026-06-01T08:00:00.000Z'],
      ['submitted', false, '2026-06-02T08:00:00.000Z'],
    ]);
  });

  it('staff: every authority’s, the returned draft too (someone else returned it)', async () => {
    const page = await waiting('staff');
    expect(ids(page)).toEqual([earlier, later, returned]);
    expect(page.results[2]).toMatchObject({
      status: 'draft',
      returned: true,
      waiting_since: '2026-06-03T08:00:00.000Z',
    });
  });

  it('another authority’s manager and a visitor: nothing', async () => {
    for (const who of ['otherManager', 'anonymous'] as const) {
      expect(await waiting(who), who).toMatchObject({ count: 0, results: [] });
    }
  });

  it('counts what it lists, for each person', async () => {
    const counts = Object.fromEntries(
      await Promise.all(PERSONAS.map(async (who) => [who, await waitingCount(who)] as const)),
    );
    expect(counts).toEqual({ anonymous: 0, member: 1, otherManager: 0, manager: 2, staff: 3 });
  });

  it('tells every list since when each bulletin waits and whether it was returned', async () => {
    const all: BulletinListItem[] = (await bench.p.as.staff.get('/api/bulletins/?page_size=100')).json()
      .results;
    const byId = new Map(all.map((b) => [b.id, b]));
    expect(byId.get(returned)).toMatchObject({ returned: true, waiting_since: '2026-06-03T08:00:00.000Z' });
    expect(byId.get(earlier)).toMatchObject({ returned: false, waiting_since: '2026-06-01T08:00:00.000Z' });
    const correction = all.find((b) => b.corrects_id === published);
    for (const id of [draft, published, correction?.id]) {
      expect(byId.get(id as number), `#${id}`).toMatchObject({ returned: false, waiting_since: null });
    }
  });

  it('keeps the other filters and an ordering asked for', async () => {
    const submitted = await waiting('manager', '&status=submitted&ordering=-waiting_since');
    expect(ids(submitted)).toEqual([later, earlier]);
    expect(ids(await waiting('staff', '&status=draft'))).toEqual([returned]);
    // `waiting=false` is no filter at all.
    const every = (await bench.p.as.manager.get('/api/bulletins/?waiting=false')).json();
    expect(every.count).toBeGreaterThan(3);
  });

  it('refuses a waiting filter that is not a boolean, naming it', async () => {
    for (const bad of ['maybe', '', 'TRUE', '2']) {
      const response = await bench.p.as.manager.get(`/api/bulletins/?waiting=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(Object.keys(response.json().errors ?? {}), bad).toContain('waiting');
    }
  });
});

describe('a returned draft', () => {
  it('stays returned while it is fixed, leaves the queue once submitted, and the count follows', async () => {
    const { p, type } = bench;
    const before = { member: await waitingCount('member'), manager: await waitingCount('manager') };
    const id = await bulletinAfter(p, type, bench.nextDate(), 'submit');
    expect(await waitingCount('manager')).toBe(before.manager + 1);
    expect(await waitingCount('member')).toBe(before.member);

    expect((await bench.act('manager', id, 'return', { comment: 'Check Asiago.' })).statusCode).toBe(200);
    expect(await waitingCount('member')).toBe(before.member + 1);
    // It waits for its writers now, not for the manager who returned it.
    expect(await waitingCount('manager')).toBe(before.manager);
    const fixed = await writeCells(p.as.member, id, fullGrid(type, 3));
    expect(fixed).toBeGreaterThan(0);
    expect((await waiting('member')).results.find((b) => b.id === id)).toMatchObject({ returned: true });

    expect((await bench.act('member', id, 'submit')).statusCode).toBe(200);
    expect(await waitingCount('member')).toBe(before.member);
    const queued = (await waiting('manager')).results.find((b) => b.id === id);
    expect(queued).toMatchObject({ status: 'submitted', returned: false });

    expect((await bench.act('manager', id, 'publish')).statusCode).toBe(200);
    expect(await waitingCount('manager')).toBe(before.manager);
  });

  it('says who returned it, when and why, until it is submitted again', async () => {
    const { p, type } = bench;
    const id = await bulletinAfter(p, type, bench.nextDate(), 'submit');
    expect((await bench.read(id)).returned).toBeNull();
    const answer = await bench.act('manager', id, 'return', { comment: 'Lido is too warm.' });
    expect(answer.json().returned).toMatchObject({ comment: 'Lido is too warm.' });
    const history = (await p.as.member.get(`/api/bulletins/${id}/history/`)).json().results;
    const step = history.find((entry: { kind: string }) => entry.kind === 'return');

    for (const who of ['member', 'manager', 'staff'] as const) {
      const detail = (await p.as[who].get(`/api/bulletins/${id}/`)).json();
      expect(detail.returned, who).toEqual({
        by: { username: 'p-manager', name: '' },
        at: step.at,
        comment: 'Lido is too warm.',
      });
    }
    // Fixing it keeps the return on show.
    await writeCells(p.as.member, id, fullGrid(type, 4));
    expect((await bench.read(id)).returned).toMatchObject({ comment: 'Lido is too warm.' });

    expect((await bench.act('member', id, 'submit')).statusCode).toBe(200);
    expect((await bench.read(id)).returned).toBeNull();
  });

  it('is not there on a draft that was never returned', async () => {
    const id = await readyDraft(bench.p, bench.type, bench.nextDate());
    expect((await bench.read(id)).returned).toBeNull();
  });
});

describe('GET /api/bulletins/waiting-count/', () => {
  it('is never kept by a cache unasked, and is told again once it changes', async () => {
    const first = await bench.p.as.manager.get('/api/bulletins/waiting-count/');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    const same = await bench.p.as.manager.get('/api/bulletins/waiting-count/', { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);

    await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit');
    const changed = await bench.p.as.manager.get('/api/bulletins/waiting-count/', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().count).toBe(first.json().count + 1);
  });
});
