import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../../test/problems.ts';
import { bulletinAfter, fullGrid, readyDraft } from '../bulletins/test-fixtures.ts';
import { type Who, workflowBench } from '../bulletins/test-workflow.ts';

/**
 * DESIGN §5 on PostgreSQL, where two requests on one bulletin really run at once: of two writes
 * that cannot both apply, exactly one wins, the other answers 409 or 412 as problem+json (never a
 * 500), and nothing of the loser is left in the bulletin, its values or its history. Each race is
 * run several times, the two requests started in turn in either order.
 */
const ROUNDS = 10;
const bench = workflowBench('race', '2027-01-01');
const { act, historyOf, nextDate, read } = bench;
type Response = LightMyRequestResponse;

/** The bulletins of the race type for a date, every version. */
async function versionsOf(issueDate: string): Promise<{ id: number; version: number; status: string }[]> {
  const url = `/api/bulletins/?bulletin_type=${bench.type.typeId}&issue_date_after=${issueDate}&issue_date_before=${issueDate}`;
  return (await bench.p.as.staff.get(url)).json().results;
}

/** A bulletin's cells as comparable text, in one order. */
function cellsOf(detail: {
  values: { venue_id: number; day: number; data_type_id: number; value: unknown }[];
}) {
  return detail.values.map((v) => `${v.venue_id}/${v.day}/${v.data_type_id}=${v.value}`).sort();
}
const cellsOfGrid = (grid: ReturnType<typeof fullGrid>) => cellsOf({ values: grid });

function save(as: Who, id: number, changes: unknown[], revision: number) {
  return bench.p.as[as].request({
    method: 'PATCH',
    url: `/api/bulletins/${id}/values/`,
    payload: { changes } as never,
    headers: { 'if-match': `"${revision}"` },
  });
}

/**
 * Both requests on their way at once, answered as [a, b]: odd rounds start b first, and the
 * second starts after a few milliseconds that vary by round, so that each may reach the database
 * first whatever work it does before.
 */
async function race(round: number, a: () => Promise<Response>, b: () => Promise<Response>) {
  const later = async (send: () => Promise<Response>) => {
    await new Promise((resolve) => setTimeout(resolve, (round >> 1) * 4));
    return send();
  };
  if (round % 2 === 0) return Promise.all([a(), later(b)]);
  const [second, first] = await Promise.all([b(), later(a)]);
  return [first, second] as const;
}

const rounds = Array.from({ length: ROUNDS }, (_, round) => round);

describe('two writes on one bulletin at once, on PostgreSQL', () => {
  it.each(rounds)(
    'two saves with one If-Match: one is stored whole, the other is a 412 (round %i)',
    async (round) => {
      const id = await readyDraft(bench.p, bench.type, nextDate());
      const { revision } = await read(id);
      const everywhere = fullGrid(bench.type, 1);
      const lidoOnly = fullGrid(bench.type, 2).filter((c) => c.venue_id === bench.type.lido);
      const [a, b] = await race(
        round,
        () => save('member', id, everywhere, revision),
        () => save('manager', id, lidoOnly, revision),
      );
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 412]);
      const loser = a.statusCode === 412 ? a : b;
      expectProblem(loser, 412, 'stale_version');
      expect(loser.headers.etag).toBe(`"${revision + 1}"`);
      const detail = await read(id);
      expect(detail.revision).toBe(revision + 1);
      const asiagoBefore = fullGrid(bench.type, 5).filter((c) => c.venue_id === bench.type.asiago);
      expect(cellsOf(detail)).toEqual(
        a.statusCode === 200 ? cellsOfGrid(everywhere) : cellsOfGrid([...lidoOnly, ...asiagoBefore]),
      );
      expect(await historyOf(id)).toEqual(['create', 'save', 'texts', 'save']);
    },
  );

  it.each(rounds)('submit racing a save on the same revision: one of the two (round %i)', async (round) => {
    const id = await readyDraft(bench.p, bench.type, nextDate());
    const before = await read(id);
    const change = {
      venue_id: bench.type.lido,
      day: 0,
      slot: 'day',
      data_type_id: bench.type.tmin,
      value: -1,
    };
    const [submit, saved] = await race(
      round,
      () => act('member', id, 'submit', { revision: before.revision }),
      () => save('manager', id, [change], before.revision),
    );
    const detail = await read(id);
    expect(detail.revision).toBe(before.revision + 1);
    if (submit.statusCode === 200) {
      // The save, second, finds a bulletin that is no longer a draft.
      expectProblem(saved, 409, 'bulletin_not_editable');
      expect(detail.status).toBe('submitted');
      expect(cellsOf(detail)).toEqual(cellsOf(before));
      expect((await historyOf(id)).slice(-1)).toEqual(['submit']);
    } else {
      expect(saved.statusCode, saved.body).toBe(200);
      expectProblem(submit, 412, 'stale_version');
      expect(detail.status).toBe('draft');
      expect(cellsOf(detail)).toContain(`${bench.type.lido}/0/${bench.type.tmin}=-1`);
      expect((await historyOf(id)).slice(-1)).toEqual(['save']);
    }
  });

  it.each(rounds)('publish racing a return: one of the two (round %i)', async (round) => {
    const id = await bulletinAfter(bench.p, bench.type, nextDate(), 'submit');
    const [publish, back] = await race(
      round,
      () => act('manager', id, 'publish'),
      () => act('staff', id, 'return', { comment: 'Check tmax.' }),
    );
    const detail = await read(id);
    const publicRead = await bench.p.as.anonymous.get(`/api/public/bulletins/${id}/`);
    const history = await historyOf(id);
    if (publish.statusCode === 200) {
      expectProblem(back, 409, 'action_not_applicable');
      expect(back.json().params).toEqual({ action: 'return', status: 'published' });
      expect(detail.status).toBe('published');
      expect(detail.issued_at).not.toBeNull();
      expect(publicRead.statusCode).toBe(200);
      expect(history.slice(-1)).toEqual(['publish']);
    } else {
      expect(back.statusCode, back.body).toBe(200);
      expectProblem(publish, 409, 'action_not_applicable');
      expect(publish.json().params).toEqual({ action: 'publish', status: 'draft' });
      expect(detail).toMatchObject({ status: 'draft', issued_at: null });
      expect(publicRead.statusCode).toBe(404);
      expect(history.slice(-1)).toEqual(['return']);
    }
    expect(history.filter((kind) => kind === 'publish' || kind === 'return')).toHaveLength(1);
  });

  it.each(rounds)('two corrections at once: one new version, the other a 409 (round %i)', async (round) => {
    const issueDate = nextDate();
    const id = await bulletinAfter(bench.p, bench.type, issueDate, 'submit', 'publish');
    const [a, b] = await race(
      round,
      () => act('member', id, 'correct'),
      () => act('manager', id, 'correct'),
    );
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const [won, loser] = a.statusCode === 201 ? [a, b] : [b, a];
    const correction = won.json();
    expectProblem(loser, 409, 'correction_open');
    expect(loser.json().params).toEqual({ id: correction.id });
    expect(correction).toMatchObject({ version: 2, status: 'draft', corrects_id: id });
    const versions = await versionsOf(issueDate);
    expect(versions.map((v) => [v.id, v.version]).sort()).toEqual([
      [id, 1],
      [correction.id, 2],
    ]);
    expect((await read(id)).corrected_by_id).toBe(correction.id);
    expect(cellsOf(await read(correction.id))).toEqual(cellsOfGrid(fullGrid(bench.type, 5)));
    expect(await historyOf(correction.id)).toEqual(['correct']);
  });

  it.each(rounds)(
    'correct racing withdraw: never a correction of a withdrawn bulletin published (round %i)',
    async (round) => {
      const issueDate = nextDate();
      const id = await bulletinAfter(bench.p, bench.type, issueDate, 'submit', 'publish');
      const [correct, withdraw] = await race(
        round,
        () => act('member', id, 'correct'),
        () => act('manager', id, 'withdraw', { comment: 'Issued in error.' }),
      );
      // A withdrawal is never held back: it applies in either order.
      expect(withdraw.statusCode, withdraw.body).toBe(200);
      expect((await read(id)).status).toBe('withdrawn');
      const versions = await versionsOf(issueDate);
      if (correct.statusCode !== 201) {
        // The withdrawal came first: nothing is left to correct.
        expectProblem(correct, 409, 'action_not_applicable');
        expect(correct.json().params).toEqual({ action: 'correct', status: 'withdrawn' });
        expect(versions.map((v) => v.id)).toEqual([id]);
        return;
      }
      // The correction came first: it stays a draft that is never published.
      const correction = correct.json();
      expect(versions.map((v) => v.id).sort()).toEqual([id, correction.id].sort());
      expect((await act('member', correction.id, 'submit')).statusCode).toBe(200);
      expectProblem(await act('manager', correction.id, 'publish'), 409, 'corrects_withdrawn');
      expect((await read(correction.id)).status).toBe('submitted');
    },
  );

  it.each(rounds)(
    'publishing a correction racing the withdrawal of what it corrects: one of the two (round %i)',
    async (round) => {
      const id = await bulletinAfter(bench.p, bench.type, nextDate(), 'submit', 'publish');
      const correction = (await act('member', id, 'correct')).json().id;
      expect((await act('member', correction, 'submit')).statusCode).toBe(200);
      const [publish, withdraw] = await race(
        round,
        () => act('manager', correction, 'publish'),
        () => act('staff', id, 'withdraw', { comment: 'Issued in error.' }),
      );
      const [old, fresh] = [await read(id), await read(correction)];
      const history = await historyOf(id);
      if (publish.statusCode === 200) {
        expectProblem(withdraw, 409, 'action_not_applicable');
        expect(withdraw.json().params).toEqual({ action: 'withdraw', status: 'superseded' });
        expect([old.status, fresh.status]).toEqual(['superseded', 'published']);
        expect(history.slice(-1)).toEqual(['supersede']);
      } else {
        expect(withdraw.statusCode, withdraw.body).toBe(200);
        expectProblem(publish, 409, 'corrects_withdrawn');
        expect([old.status, fresh.status]).toEqual(['withdrawn', 'submitted']);
        expect((await bench.p.as.anonymous.get(`/api/public/bulletins/${correction}/`)).statusCode).toBe(404);
        expect(history.slice(-1)).toEqual(['withdraw']);
      }
    },
  );
});
