import { bulletinStatuses, WORKFLOW, workflowActions } from '@bora/shared/workflow';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../test/problems.ts';
import { bulletinAfter, makeDailyType, readyDraft, writeCells } from '../bulletins/test-fixtures.ts';
import { workflowBench } from '../bulletins/test-workflow.ts';

/**
 * The refusals of the workflow (DESIGN §3, §5) that a client acts on: each is a problem+json
 * with its status and code, and leaves the bulletin as it was.
 */
const bench = workflowBench('refuse', '2027-03-01');
const { act, historyOf, nextDate, read } = bench;
const lastEvent = async (id: number) => (await historyOf(id)).at(-1);

/** Sends what must be refused and checks that the bulletin did not change. */
async function refusedUnchanged(id: number, send: () => Promise<LightMyRequestResponse>) {
  const before = await read(id);
  const response = await send();
  expect(await read(id)).toEqual(before);
  return response;
}

describe('publishing and the check', () => {
  let checked: Awaited<ReturnType<typeof makeDailyType>>;
  const setRule = (severity: 'error' | 'warning') =>
    bench.p.as.manager.request({
      method: 'PATCH',
      url: `/api/bulletin-types/${checked.typeId}/`,
      // tmin is 5 and tmax 15 in every cell: tmax ≤ tmin breaks in all four venue-days.
      payload: {
        rules: [
          { left_data_type_id: checked.tmax, relation: '<=', right_data_type_id: checked.tmin, severity },
        ],
      },
    });

  beforeAll(async () => {
    checked = await makeDailyType(bench.t.db, bench.p, 'checked');
  });

  it('refuses to publish while the check finds an error, naming how many', async () => {
    const id = await bulletinAfter(bench.p, checked, nextDate(), 'submit');
    expect((await setRule('error')).statusCode).toBe(200);
    const check = (await bench.p.as.manager.get(`/api/bulletins/${id}/check/`)).json();
    const errors = check.problems.filter((x: { severity: string }) => x.severity === 'error');
    expect(errors).toHaveLength(4);
    expect(errors.every((x: { code: string }) => x.code === 'rule_broken')).toBe(true);
    const publish = await refusedUnchanged(id, () => act('manager', id, 'publish'));
    expectProblem(publish, 409, 'check_failed');
    expect(publish.json().params).toEqual({ errors: 4 });
    expect(await read(id)).toMatchObject({ status: 'submitted', issued_at: null });
    expect(await lastEvent(id)).toBe('submit');
    expect((await bench.p.as.anonymous.get(`/api/public/bulletins/${id}/`)).statusCode).toBe(404);
    // The same rule as a warning does not stand in the way.
    expect((await setRule('warning')).statusCode).toBe(200);
    expect((await act('manager', id, 'publish')).statusCode).toBe(200);
  });
});

describe('who may take an action', () => {
  it('refuses a member publishing, returning or withdrawing with workflow_forbidden', async () => {
    const submitted = await bulletinAfter(bench.p, bench.type, nextDate(), 'submit');
    for (const action of ['publish', 'return']) {
      const response = await refusedUnchanged(submitted, () =>
        act('member', submitted, action, { comment: 'Why.' }),
      );
      expectProblem(response, 403, 'workflow_forbidden');
    }
    const published = await bulletinAfter(bench.p, bench.type, nextDate(), 'submit', 'publish');
    const withdraw = () => act('member', published, 'withdraw', { comment: 'Why.' });
    expectProblem(await refusedUnchanged(published, withdraw), 403, 'workflow_forbidden');
  });

  it('refuses the manager of another authority, who sees the published bulletin, the same way', async () => {
    const id = await bulletinAfter(bench.p, bench.type, nextDate(), 'submit', 'publish');
    for (const action of ['correct', 'withdraw']) {
      const response = await refusedUnchanged(id, () => act('otherManager', id, action, { comment: 'Why.' }));
      expectProblem(response, 403, 'workflow_forbidden');
    }
  });
});

describe('If-Match on an action', () => {
  it('refuses a stale revision with 412 and the current ETag, and takes the current one', async () => {
    const id = await readyDraft(bench.p, bench.type, nextDate());
    const { revision } = await read(id);
    const stale = await refusedUnchanged(id, () => act('member', id, 'submit', { revision: 1 }));
    expectProblem(stale, 412, 'stale_version');
    expect(stale.headers.etag).toBe(`"${revision}"`);
    const current = await act('member', id, 'submit', { revision });
    expect(current.statusCode, current.body).toBe(200);
    expect(current.headers.etag).toBe(`"${revision + 1}"`);
  });
});

describe('a bulletin type that is no longer active', () => {
  it('takes no new bulletin, but lets the drafts it has be finished and published', async () => {
    const inactive = await makeDailyType(bench.t.db, bench.p, 'retired');
    const draft = await readyDraft(bench.p, inactive, nextDate());
    const deactivate = await bench.p.as.manager.request({
      method: 'PATCH',
      url: `/api/bulletin-types/${inactive.typeId}/`,
      payload: { active: false },
    });
    expect(deactivate.json().active).toBe(false);
    const create = await bench.p.as.member.post('/api/bulletins/', {
      bulletin_type_id: inactive.typeId,
      issue_date: nextDate(),
    });
    expectProblem(create, 400, 'validation_failed');
    expect(create.json().errors).toEqual({
      bulletin_type_id: ['This bulletin type is not active: activate it first.'],
    });
    const cell = { venue_id: inactive.lido, day: 0, slot: 'day', data_type_id: inactive.tmin, value: 3 };
    await writeCells(bench.p.as.member, draft, [cell]);
    expect((await act('member', draft, 'submit')).statusCode).toBe(200);
    expect((await act('manager', draft, 'publish')).json().status).toBe('published');
  });
});

describe('an action from a state it does not start from', () => {
  const byStatus: Record<string, number> = {};

  beforeAll(async () => {
    byStatus.draft = await readyDraft(bench.p, bench.type, nextDate());
    byStatus.submitted = await bulletinAfter(bench.p, bench.type, nextDate(), 'submit');
    byStatus.published = await bulletinAfter(bench.p, bench.type, nextDate(), 'submit', 'publish');
    byStatus.withdrawn = await bulletinAfter(
      bench.p,
      bench.type,
      nextDate(),
      'submit',
      'publish',
      'withdraw',
    );
    const superseded = await bulletinAfter(bench.p, bench.type, nextDate(), 'submit', 'publish');
    const correction = (await act('member', superseded, 'correct')).json().id;
    await act('member', correction, 'submit');
    await act('manager', correction, 'publish');
    byStatus.superseded = superseded;
    for (const status of bulletinStatuses) expect((await read(byStatus[status] ?? 0)).status).toBe(status);
  });

  const wrong = workflowActions.flatMap((action) =>
    bulletinStatuses
      .filter((status) => !WORKFLOW.some((step) => step.action === action && step.from === status))
      .map((status) => [action, status] as const),
  );

  it('covers correct, return and withdraw from every other state', () => {
    for (const action of ['correct', 'return', 'withdraw'])
      expect(wrong.filter(([a]) => a === action)).toHaveLength(bulletinStatuses.length - 1);
  });

  it.each(wrong)('%s from %s is a 409 naming the state', async (action, status) => {
    const id = byStatus[status] ?? 0;
    const response = await refusedUnchanged(id, () => act('staff', id, action, { comment: 'Because.' }));
    expectProblem(response, 409, 'action_not_applicable');
    expect(response.json().params).toEqual({ action, status });
  });
});

describe('a correction of a bulletin withdrawn since it was opened', () => {
  it('is never published: the withdrawal stands, the correction stays unpublished', async () => {
    const id = await bulletinAfter(bench.p, bench.type, nextDate(), 'submit', 'publish');
    const correction = (await act('member', id, 'correct')).json();
    // An open correction does not hold back a withdrawal.
    const withdraw = await act('manager', id, 'withdraw', { comment: 'Issued in error.' });
    expect(withdraw.json().status).toBe('withdrawn');
    expect((await act('member', correction.id, 'submit')).statusCode).toBe(200);
    // The manager's page says so before anything is pressed: Publish is offered, blocked.
    const page = (await bench.p.as.manager.get(`/api/bulletins/${correction.id}/`)).json();
    expect(page.actions).toContainEqual({
      action: 'publish',
      needs_comment: false,
      blocked_by: 'corrects_live',
    });
    const publish = await refusedUnchanged(correction.id, () => act('manager', correction.id, 'publish'));
    expectProblem(publish, 409, 'corrects_withdrawn');
    expect(publish.json().params).toEqual({ id });
    expect(publish.json().detail).toContain('withdrawn');
    expect((await read(id)).status).toBe('withdrawn');
    expect(await lastEvent(id)).toBe('withdraw');
    expect((await bench.p.as.anonymous.get(`/api/public/bulletins/${correction.id}/`)).statusCode).toBe(404);
  });
});
