/**
 * The bulletin workflow, written once (DESIGN §3): which action leads from which state to which,
 * who may take it, and what it needs. The server enforces `decide`; the screens read
 * `actionsFor` to offer exactly the actions the server would accept.
 *
 *   draft ──submit──▶ submitted ──publish──▶ published ──correct──▶ (a new version, a draft)
 *     ▲                   │                      │
 *     └──────return───────┘                      └──withdraw──▶ withdrawn
 *   published ──(its correction is published)──▶ superseded
 */
export const bulletinStatuses = ['draft', 'submitted', 'published', 'withdrawn', 'superseded'] as const;
export type BulletinStatus = (typeof bulletinStatuses)[number];

/** The states in which a bulletin of a public type is read by anyone, and read from its snapshot. */
export const PUBLISHED_STATES: readonly BulletinStatus[] = ['published', 'superseded', 'withdrawn'];

export const workflowActions = ['submit', 'return', 'publish', 'withdraw', 'correct'] as const;
export type WorkflowAction = (typeof workflowActions)[number];

/** The caller's standing towards a bulletin's authority. */
export type WorkflowRole = 'none' | 'member' | 'manager' | 'staff';

/** What an action needs besides the state and the role. */
export type Need =
  /** A comment (returning) or a reason (withdrawing), not blank. */
  | 'comment'
  /** The check finds no error. */
  | 'check'
  /** With `requires_review`, someone other than the last person who edited the bulletin. */
  | 'reviewer'
  /** No correction of this bulletin is open already. */
  | 'no_open_correction'
  /** A correction: the version it corrects was not withdrawn meanwhile (what was taken back stays so). */
  | 'corrects_live';

export type Transition = {
  action: WorkflowAction;
  from: BulletinStatus;
  /** The bulletin's state after the action; `correct` leaves it published and makes a new draft. */
  to: BulletinStatus;
  roles: readonly WorkflowRole[];
  needs: readonly Need[];
};

const WRITERS: readonly WorkflowRole[] = ['member', 'manager', 'staff'];
const MANAGERS: readonly WorkflowRole[] = ['manager', 'staff'];

export const WORKFLOW: readonly Transition[] = [
  { action: 'submit', from: 'draft', to: 'submitted', roles: WRITERS, needs: ['check'] },
  { action: 'return', from: 'submitted', to: 'draft', roles: MANAGERS, needs: ['comment'] },
  {
    action: 'publish',
    from: 'submitted',
    to: 'published',
    roles: MANAGERS,
    needs: ['corrects_live', 'check', 'reviewer'],
  },
  { action: 'withdraw', from: 'published', to: 'withdrawn', roles: MANAGERS, needs: ['comment'] },
  { action: 'correct', from: 'published', to: 'published', roles: WRITERS, needs: ['no_open_correction'] },
];

/** Only drafts are edited, by whoever may write the authority's bulletins. */
export function canEditBulletin(status: BulletinStatus, role: WorkflowRole): boolean {
  return status === 'draft' && WRITERS.includes(role);
}

/**
 * A draft that was never submitted is discarded (deleted whole) by whoever may write it; one that
 * went for review, even if it was returned since, is part of the record and stays.
 */
export function canDiscardDraft(status: BulletinStatus, role: WorkflowRole, everSubmitted: boolean): boolean {
  return canEditBulletin(status, role) && !everSubmitted;
}

/** Everything `decide` weighs about one bulletin and one caller. */
export type WorkflowContext = {
  status: BulletinStatus;
  role: WorkflowRole;
  /** The caller's user id, and the last person who edited the bulletin (null: nobody yet). */
  userId: number | null;
  lastEditorId: number | null;
  requiresReview: boolean;
  /** True when the check finds no error (warnings do not count). */
  checkPasses: boolean;
  hasOpenCorrection: boolean;
  /** A correction whose corrected version was withdrawn since it was opened. */
  correctsWithdrawn: boolean;
};

export type Refusal =
  /** The action does not apply in this state (HTTP 409, naming the state). */
  | 'state'
  /** The caller may not take it (HTTP 403). */
  | 'role'
  | Need;

export type Decision = { ok: true; to: BulletinStatus } | { ok: false; refusal: Refusal };

function unmet(need: Need, context: WorkflowContext, comment: string | undefined): boolean {
  switch (need) {
    case 'comment':
      return (comment ?? '').trim() === '';
    case 'check':
      return !context.checkPasses;
    case 'reviewer':
      return (
        context.requiresReview && context.lastEditorId !== null && context.lastEditorId === context.userId
      );
    case 'no_open_correction':
      return context.hasOpenCorrection;
    case 'corrects_live':
      return context.correctsWithdrawn;
  }
}

/** Whether the caller may take the action now; the refusal says why not, first cause first. */
export function decide(action: WorkflowAction, context: WorkflowContext, comment?: string): Decision {
  const transition = WORKFLOW.find((t) => t.action === action && t.from === context.status);
  if (!transition) return { ok: false, refusal: 'state' };
  if (!transition.roles.includes(context.role)) return { ok: false, refusal: 'role' };
  const need = transition.needs.find((n) => unmet(n, context, comment));
  return need ? { ok: false, refusal: need } : { ok: true, to: transition.to };
}

export type OfferedAction = {
  action: WorkflowAction;
  /** Asks for a comment (returning) or a reason (withdrawing) before it is sent. */
  needsComment: boolean;
  /** Null when it can be taken now; otherwise what stands in the way (the check, the reviewer…). */
  blockedBy: Exclude<Refusal, 'state' | 'role' | 'comment'> | null;
};

/**
 * The actions a screen offers the caller: those the state and the caller's role allow, each with
 * whether it asks for a comment and what, if anything, blocks it now.
 */
export function actionsFor(context: WorkflowContext): OfferedAction[] {
  return WORKFLOW.filter((t) => t.from === context.status && t.roles.includes(context.role)).map((t) => {
    const decision = decide(t.action, context, 'comment');
    const blockedBy = decision.ok ? null : (decision.refusal as OfferedAction['blockedBy']);
    return { action: t.action, needsComment: t.needs.includes('comment'), blockedBy };
  });
}
