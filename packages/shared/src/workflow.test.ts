import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  bulletinStatuses,
  canDiscardDraft,
  canEditBulletin,
  decide,
  type WorkflowContext,
  type WorkflowRole,
  workflowActions,
} from './workflow.ts';

const roles: WorkflowRole[] = ['none', 'member', 'manager', 'staff'];

/** DESIGN §3 read as a table: state › action › the roles that may take it, and the state after. */
const EXPECTED: Record<string, { roles: WorkflowRole[]; to: string }> = {
  'draft/submit': { roles: ['member', 'manager', 'staff'], to: 'submitted' },
  'submitted/return': { roles: ['manager', 'staff'], to: 'draft' },
  'submitted/publish': { roles: ['manager', 'staff'], to: 'published' },
  'published/withdraw': { roles: ['manager', 'staff'], to: 'withdrawn' },
  'published/correct': { roles: ['member', 'manager', 'staff'], to: 'published' },
};

/** Everything in order: the check passes, someone else edited last, no correction open. */
function context(overrides: Partial<WorkflowContext>): WorkflowContext {
  return {
    status: 'draft',
    role: 'member',
    userId: 1,
    lastEditorId: 2,
    requiresReview: true,
    checkPasses: true,
    hasOpenCorrection: false,
    correctsWithdrawn: false,
    ...overrides,
  };
}

describe('the workflow, every state × action × role', () => {
  const cases = bulletinStatuses.flatMap((status) =>
    workflowActions.flatMap((action) => roles.map((role) => ({ status, action, role }))),
  );

  it.each(cases)('$action on a $status bulletin by $role', ({ status, action, role }) => {
    const expected = EXPECTED[`${status}/${action}`];
    const decision = decide(action, context({ status, role }), 'Because.');
    if (!expected) expect(decision).toEqual({ ok: false, refusal: 'state' });
    else if (!expected.roles.includes(role)) expect(decision).toEqual({ ok: false, refusal: 'role' });
    else expect(decision).toEqual({ ok: true, to: expected.to });
  });

  it('covers 5 states × 5 actions × 4 roles', () => {
    expect(cases).toHaveLength(100);
  });
});

describe('what an action needs', () => {
  it('returning needs a comment, not blank', () => {
    const submitted = context({ status: 'submitted', role: 'manager' });
    expect(decide('return', submitted)).toEqual({ ok: false, refusal: 'comment' });
    expect(decide('return', submitted, '  \n ')).toEqual({ ok: false, refusal: 'comment' });
    expect(decide('return', submitted, 'Check the winds.')).toEqual({ ok: true, to: 'draft' });
  });

  it('withdrawing needs a reason', () => {
    const published = context({ status: 'published', role: 'staff' });
    expect(decide('withdraw', published, '')).toEqual({ ok: false, refusal: 'comment' });
    expect(decide('withdraw', published, 'Issued by mistake.')).toEqual({ ok: true, to: 'withdrawn' });
  });

  it('submitting and publishing need a passing check', () => {
    expect(decide('submit', context({ checkPasses: false }))).toEqual({ ok: false, refusal: 'check' });
    const submitted = context({ status: 'submitted', role: 'manager', checkPasses: false });
    expect(decide('publish', submitted)).toEqual({ ok: false, refusal: 'check' });
  });

  it('with review required, the last person who edited may not publish', () => {
    const own = context({ status: 'submitted', role: 'manager', userId: 7, lastEditorId: 7 });
    expect(decide('publish', own)).toEqual({ ok: false, refusal: 'reviewer' });
    expect(decide('publish', { ...own, requiresReview: false })).toEqual({ ok: true, to: 'published' });
    expect(decide('publish', { ...own, lastEditorId: 8 })).toEqual({ ok: true, to: 'published' });
    // Staff are no exception to the second pair of eyes.
    expect(decide('publish', { ...own, role: 'staff' })).toEqual({ ok: false, refusal: 'reviewer' });
  });

  it('a bulletin is corrected once at a time', () => {
    const published = context({ status: 'published', hasOpenCorrection: true });
    expect(decide('correct', published)).toEqual({ ok: false, refusal: 'no_open_correction' });
  });

  it('a correction of a version withdrawn since is never published, and is told so first', () => {
    const correction = context({ status: 'submitted', role: 'manager', correctsWithdrawn: true });
    expect(decide('publish', correction)).toEqual({ ok: false, refusal: 'corrects_live' });
    expect(decide('publish', { ...correction, checkPasses: false })).toEqual({
      ok: false,
      refusal: 'corrects_live',
    });
    // It can still be returned to its writers, who discard it or keep it as it is.
    expect(decide('return', correction, 'Withdrawn meanwhile.')).toEqual({ ok: true, to: 'draft' });
    expect(actionsFor(correction).find((a) => a.action === 'publish')?.blockedBy).toBe('corrects_live');
  });

  it('the state is judged before the role, the role before the needs', () => {
    expect(decide('publish', context({ status: 'draft', role: 'none' }))).toEqual({
      ok: false,
      refusal: 'state',
    });
    const blocked = context({ status: 'submitted', role: 'member', checkPasses: false });
    expect(decide('publish', blocked)).toEqual({ ok: false, refusal: 'role' });
  });
});

describe('the actions a screen offers', () => {
  it('offers a manager both ways out of a submitted bulletin, the comment asked for returning', () => {
    expect(actionsFor(context({ status: 'submitted', role: 'manager' }))).toEqual([
      { action: 'return', needsComment: true, blockedBy: null },
      { action: 'publish', needsComment: false, blockedBy: null },
    ]);
  });

  it('shows what blocks an action instead of hiding it', () => {
    const offered = actionsFor(context({ status: 'submitted', role: 'manager', userId: 3, lastEditorId: 3 }));
    expect(offered.find((a) => a.action === 'publish')?.blockedBy).toBe('reviewer');
    const failing = actionsFor(context({ checkPasses: false }));
    expect(failing).toEqual([{ action: 'submit', needsComment: false, blockedBy: 'check' }]);
  });

  it('offers nothing to someone outside the authority, nor on a withdrawn or superseded bulletin', () => {
    for (const status of bulletinStatuses) expect(actionsFor(context({ status, role: 'none' }))).toEqual([]);
    for (const role of roles) {
      expect(actionsFor(context({ status: 'withdrawn', role }))).toEqual([]);
      expect(actionsFor(context({ status: 'superseded', role }))).toEqual([]);
    }
  });
});

describe('editing', () => {
  it.each(bulletinStatuses.flatMap((status) => roles.map((role) => ({ status, role }))))(
    'a $status bulletin by $role',
    ({ status, role }) => {
      expect(canEditBulletin(status, role)).toBe(status === 'draft' && role !== 'none');
    },
  );
});

describe('discarding', () => {
  it.each(
    bulletinStatuses.flatMap((status) =>
      roles.flatMap((role) => [false, true].map((everSubmitted) => ({ status, role, everSubmitted }))),
    ),
  )('a $status bulletin by $role, once submitted: $everSubmitted', ({ status, role, everSubmitted }) => {
    expect(canDiscardDraft(status, role, everSubmitted)).toBe(
      status === 'draft' && role !== 'none' && !everSubmitted,
    );
  });
});
