import type { LiveState } from '@bora/shared/bulletin-live';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { bulletinEvents, bulletinTexts, bulletinValues } from '../../db/schema/bulletins.ts';
import { expectProblem } from '../../test/problems.ts';
import { listening, SseClient } from '../../test/sse-client.ts';
import { bulletinAfter, publishedBulletin, readyDraft } from './test-fixtures.ts';
import { type Who, workflowBench } from './test-workflow.ts';

const bench = workflowBench('discard', '2026-09-01');
const opened: SseClient[] = [];
afterEach(() => {
  for (const client of opened.splice(0)) client.close();
});

/** The bulletin's revision as staff read it. */
const revisionOf = async (id: number): Promise<number> => (await bench.read(id)).revision;

/** `DELETE /api/bulletins/{id}/` as `as`, naming `revision` in `If-Match` when given. */
function discard(as: Who, id: number, revision?: number | string) {
  return bench.p.as[as].request({
    method: 'DELETE',
    url: `/api/bulletins/${id}/`,
    headers: revision === undefined ? {} : { 'if-match': `"${revision}"` },
  });
}

/** The ids of the bulletins `as` lists with this query. */
async function listed(as: Who, query: string): Promise<number[]> {
  const page = (await bench.p.as[as].get(`/api/bulletins/?page_size=100&${query}`)).json();
  return page.results.map((b: { id: number }) => b.id);
}

async function live(as: Who, id: number): Promise<SseClient> {
  const base = await listening(bench.t.app);
  const client = await SseClient.open(`${base}/api/bulletins/${id}/live/`, bench.p.as[as].cookieHeader());
  expect(client.status).toBe(200);
  opened.push(client);
  return client;
}

describe('discarding a draft that was never submitted', () => {
  it('deletes it whole, frees its date, and leaves the audit a record of it', async () => {
    const { p, type } = bench;
    const date = bench.nextDate();
    const id = await readyDraft(p, type, date);
    const draft = (await p.as.member.get(`/api/bulletins/${id}/`)).json();
    expect(draft.can_discard).toBe(true);
    const day = `bulletin_type=${type.typeId}&issue_date_after=${date}&issue_date_before=${date}`;
    expect(await listed('member', day)).toEqual([id]);
    for (const query of ['status=draft', 'search=discard', 'mine=true'])
      expect(await listed('member', query)).toContain(id);

    const discarded = await discard('member', id, draft.revision);
    expect(discarded.statusCode, discarded.body).toBe(204);
    expect(discarded.body).toBe('');

    for (const as of ['member', 'manager', 'staff'] as const) {
      expect((await p.as[as].get(`/api/bulletins/${id}/`)).statusCode).toBe(404);
      expect((await p.as[as].get(`/api/bulletins/${id}/history/`)).statusCode).toBe(404);
      // The day shows no bulletin of the type again (Home, the calendar of a type's issues), and
      // no list or search finds it.
      expect(await listed(as, day)).toEqual([]);
      expect(await listed(as, 'status=draft')).not.toContain(id);
      expect(await listed(as, `search=discard`)).not.toContain(id);
    }
    expect(await listed('member', 'mine=true')).not.toContain(id);
    expect((await p.as.member.get(`/api/bulletins/${id}/export.csv`)).statusCode).toBe(404);

    // Nothing of it is left behind.
    const db = bench.t.db;
    for (const table of [bulletinValues, bulletinTexts, bulletinEvents])
      expect(await db.select().from(table).where(eq(table.bulletinId, id))).toEqual([]);

    const [record, ...more] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bulletin'), eq(auditLog.entityId, id)));
    expect(more).toEqual([]);
    expect(record).toMatchObject({ action: 'delete', actorUsername: 'p-member', after: null });
    expect(record?.before).toMatchObject({
      id,
      bulletin_type: { id: type.typeId, code: 'discard' },
      issue_date: date,
      version: 1,
      status: 'draft',
      corrects_id: null,
      revision: draft.revision,
      texts: [{ language: 'it', title: 'Bollettino', synopsis: 'Sereno.' }],
      value_cells: 8,
      written_by: ['p-member'],
    });

    // The type and date are free for the bulletin that should have been.
    const again = await p.as.member.post('/api/bulletins/', {
      bulletin_type_id: type.typeId,
      issue_date: date,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ version: 1, status: 'draft' });
    expect(await listed('member', day)).toEqual([again.json().id]);
  });

  it('is for whoever writes the draft: its authority’s members and managers, and staff', async () => {
    const { p, type } = bench;
    const id = await readyDraft(p, type, bench.nextDate());
    const revision = await revisionOf(id);
    expect((await discard('anonymous', id, revision)).statusCode).toBe(401);
    // Another authority does not see the draft at all.
    expectProblem(await discard('otherManager', id, revision), 404, 'not_found');
    expect((await bench.p.as.otherManager.get(`/api/bulletins/${id}/`)).statusCode).toBe(404);
    expect(await revisionOf(id)).toBe(revision);
    expect((await discard('manager', id, revision)).statusCode).toBe(204);
    const other = await readyDraft(p, type, bench.nextDate());
    expect((await discard('staff', other, await revisionOf(other))).statusCode).toBe(204);
  });

  it('needs the version it discards: 428 without If-Match, 412 with a stale one, and the draft stays', async () => {
    const { p, type } = bench;
    const id = await readyDraft(p, type, bench.nextDate());
    const revision = await revisionOf(id);
    expectProblem(await discard('member', id), 428, 'version_required');
    const stale = await discard('member', id, revision - 1);
    expect(stale.statusCode).toBe(412);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.headers.etag).toBe(`"${revision}"`);
    expect(await revisionOf(id)).toBe(revision);
    expect((await discard('member', id, revision)).statusCode).toBe(204);
    // Gone: a second discard finds nothing.
    expectProblem(await discard('member', id, revision), 404, 'not_found');
  });
});

describe('what cannot be discarded', () => {
  it.each([
    ['submitted', ['submit']],
    ['published', ['submit', 'publish']],
    ['withdrawn', ['submit', 'publish', 'withdraw']],
  ] as const)('a %s bulletin: 409 naming its state, whoever asks', async (status, actions) => {
    const { p, type } = bench;
    const id = await bulletinAfter(p, type, bench.nextDate(), ...actions);
    const before = await bench.read(id);
    expect(before.can_discard).toBe(false);
    for (const as of ['member', 'manager', 'staff'] as const) {
      const refused = await discard(as, id, before.revision);
      expectProblem(refused, 409, 'bulletin_not_discardable');
      expect(refused.json().params).toEqual({ status });
    }
    expect(await bench.read(id)).toEqual(before);
  });

  it('a draft that was submitted once and returned: it is part of the record (409)', async () => {
    const { p, type } = bench;
    const id = await bulletinAfter(p, type, bench.nextDate(), 'submit');
    const returned = await p.as.manager.post(`/api/bulletins/${id}/return/`, { comment: 'Redo.' });
    expect(returned.statusCode, returned.body).toBe(200);
    const draft = (await p.as.member.get(`/api/bulletins/${id}/`)).json();
    expect(draft).toMatchObject({ status: 'draft', can_edit: true, can_discard: false });
    const refused = await discard('member', id, draft.revision);
    expectProblem(refused, 409, 'draft_was_submitted');
    expect(refused.json().detail).toContain('submitted');
    expect((await bench.read(id)).revision).toBe(draft.revision);
    expect(await bench.historyOf(id)).toEqual(['create', 'save', 'texts', 'submit', 'return']);
  });
});

describe('a correction’s draft', () => {
  it('is discarded, and the version it corrects stays published as it was', async () => {
    const { p, type } = bench;
    const date = bench.nextDate();
    const id = await publishedBulletin(p, type, date);
    const anonymous = p.as.anonymous;
    const publicOf = async () => (await anonymous.get(`/api/public/bulletins/${id}/`)).json();
    const feed = `/api/public/bulletin-types/discard/feed.atom`;
    const asPublished = await publicOf();
    const pdfAnswer = await anonymous.get(`/api/public/bulletins/${id}/export.pdf`);
    expect(pdfAnswer.statusCode).toBe(200);
    const pdf = pdfAnswer.rawPayload;
    const feedAnswer = await anonymous.get(feed);
    expect(feedAnswer.statusCode).toBe(200);
    const feedBefore = feedAnswer.body;
    expect(feedBefore).toContain(`/bulletins/${id}`);
    const detailBefore = await bench.read(id);

    const opened = await p.as.member.post(`/api/bulletins/${id}/correct/`, {});
    expect(opened.statusCode, opened.body).toBe(201);
    const correction = opened.json();
    expect(correction.can_discard).toBe(true);
    const discarded = await discard('member', correction.id, correction.revision);
    expect(discarded.statusCode, discarded.body).toBe(204);
    expect((await p.as.member.get(`/api/bulletins/${correction.id}/`)).statusCode).toBe(404);

    // Still the public one, read as it was published: only its revision moved on, as it did when the
    // correction was opened, since its answers no longer name a correction.
    const after = await bench.read(id);
    const { revision: _r, updated_at: _u, actions: _a, ...same } = detailBefore;
    expect(after).toMatchObject({ ...same, status: 'published', corrected_by_id: null });
    expect(after.revision).toBeGreaterThan(detailBefore.revision);
    expect(after.actions.map((a: { action: string }) => a.action)).toContain('correct');
    const { revision: _pr, updated_at: _pu, ...published } = asPublished;
    expect(await publicOf()).toMatchObject({ ...published, status: 'published', corrected_by_id: null });
    expect((await anonymous.get(`/api/public/bulletins/${id}/export.pdf`)).rawPayload.equals(pdf)).toBe(true);
    expect((await anonymous.get(feed)).body).toBe(feedBefore);
    expect(await listed('anonymous', `bulletin_type=${type.typeId}&issue_date_after=${date}`)).toEqual([id]);

    // Its authority reads in its history that a correction was begun and discarded; the public does not.
    const history = (await p.as.manager.get(`/api/bulletins/${id}/history/`)).json();
    expect(history.results[0]).toMatchObject({
      kind: 'discard',
      actor: { username: 'p-member' },
      from_status: 'published',
      to_status: 'published',
      related_id: correction.id,
      revision: after.revision,
    });
    const told = (await anonymous.get(`/api/bulletins/${id}/history/`)).json();
    expect(told.results.map((e: { kind: string }) => e.kind)).toEqual(['publish']);

    // It may be corrected again, as version 2 once more.
    const again = await p.as.member.post(`/api/bulletins/${id}/correct/`, {});
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ version: 2, corrects_id: id });
  });

  it('of a version withdrawn since is discarded too, leaving it withdrawn', async () => {
    const { p, type } = bench;
    const id = await publishedBulletin(p, type, bench.nextDate());
    const correction = (await p.as.member.post(`/api/bulletins/${id}/correct/`, {})).json();
    const withdrawn = await p.as.manager.post(`/api/bulletins/${id}/withdraw/`, { comment: 'Wrong day.' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await discard('member', correction.id, correction.revision)).statusCode).toBe(204);
    expect(await bench.read(id)).toMatchObject({ status: 'withdrawn', corrected_by_id: null });
    expect((await bench.historyOf(id)).at(-1)).toBe('discard');
  });
});

describe('live readers', () => {
  it('of the draft hear that it was discarded, and who discarded it', async () => {
    const { p, type } = bench;
    const id = await readyDraft(p, type, bench.nextDate());
    const member = await live('member', id);
    await member.waitFor('presence');
    const revision = await revisionOf(id);
    expect((await discard('manager', id, revision)).statusCode).toBe(204);
    expect(await member.waitFor<LiveState>('state')).toEqual({
      action: 'discard',
      status: 'draft',
      revision,
      who: { username: 'p-manager', name: '' },
    });
  });

  it('of the corrected version hear it as its history tells them: the public nothing', async () => {
    const { p, type } = bench;
    const id = await publishedBulletin(p, type, bench.nextDate());
    const correction = (await p.as.member.post(`/api/bulletins/${id}/correct/`, {})).json();
    const streams = {
      anonymous: await live('anonymous', id),
      otherManager: await live('otherManager', id),
      manager: await live('manager', id),
    };
    await streams.manager.waitFor('presence');
    expect((await discard('member', correction.id, correction.revision)).statusCode).toBe(204);
    expect(await streams.manager.waitFor<LiveState>('state', (s) => s.action === 'discard')).toMatchObject({
      status: 'published',
      who: { username: 'p-member' },
    });
    // A step the public hears comes after it on the same channel: by then the discard was not told.
    const withdrawn = await p.as.manager.post(`/api/bulletins/${id}/withdraw/`, { comment: 'Wrong.' });
    expect(withdrawn.statusCode).toBe(200);
    for (const outsider of [streams.anonymous, streams.otherManager]) {
      await outsider.waitFor<LiveState>('state', (s) => s.action === 'withdraw');
      expect(outsider.received.map((r) => (r.data as LiveState).action)).toEqual(['withdraw']);
    }
  });
});
