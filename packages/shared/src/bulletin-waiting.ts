import { z } from 'zod';
import type { BulletinEventKind } from './bulletin-history.ts';
import { isStaff, userAuthorities, type Viewer, workflowRole } from './permissions.ts';
import { type BulletinStatus, WORKFLOW, type WorkflowAction, type WorkflowRole } from './workflow.ts';

/**
 * Who a bulletin waits for, written once (DESIGN §6, Home): a submitted bulletin waits for those
 * who may publish or return it, a returned draft for those who may fix and submit it again. The
 * server lists and counts with it (`GET /api/bulletins/?waiting=true`), Home and the header show it.
 */

/** What a bulletin waits for: a review (it was submitted), or a fix (it was returned). */
export type WaitingFor = 'review' | 'fix';

/** The events that move a bulletin along the workflow; saves and its creation are not among them. */
export const WORKFLOW_STEP_KINDS = [
  'submit',
  'return',
  'publish',
  'withdraw',
  'correct',
  'supersede',
] as const satisfies readonly BulletinEventKind[];
export type WorkflowStepKind = (typeof WORKFLOW_STEP_KINDS)[number];

/**
 * What a bulletin in a state waits for, given the last workflow step it went through (null when
 * none yet): a draft is returned until it is submitted again, whatever is saved meanwhile.
 */
export function waitingFor(status: BulletinStatus, lastStep: WorkflowStepKind | null): WaitingFor | null {
  if (status === 'submitted') return 'review';
  if (status === 'draft' && lastStep === 'return') return 'fix';
  return null;
}

/** The actions that take a waiting bulletin out of the queue, by what it waits for. */
const TAKEN_BY: Record<WaitingFor, { from: BulletinStatus; actions: readonly WorkflowAction[] }> = {
  review: { from: 'submitted', actions: ['publish', 'return'] },
  fix: { from: 'draft', actions: ['submit'] },
};

function rolesFor(waiting: WaitingFor): WorkflowRole[] {
  const { from, actions } = TAKEN_BY[waiting];
  return WORKFLOW.filter((t) => t.from === from && actions.includes(t.action)).flatMap((t) => t.roles);
}

/**
 * The authorities whose waiting bulletins wait for the viewer, by what they wait for: null for
 * every authority (staff), empty for none (a visitor, or a role the workflow never asks); and who
 * the viewer is (`self`, a username), since a returned draft does not wait for whoever returned it.
 */
export type WaitingScope = Record<WaitingFor, number[] | null> & { self: string | null };

export function waitingScope(viewer: Viewer): WaitingScope {
  const scope = (waiting: WaitingFor): number[] | null => {
    const roles = rolesFor(waiting);
    if (isStaff(viewer)) return roles.includes('staff') ? null : [];
    return userAuthorities(viewer)
      .filter((m) => roles.includes(workflowRole(viewer, m.id)))
      .map((m) => m.id);
  };
  return { review: scope('review'), fix: scope('fix'), self: viewer?.username ?? null };
}

/**
 * Whether a bulletin of an authority, in a state and after a last workflow step taken by someone
 * (a username), waits for the viewer: a manager who returned a draft is not asked to fix it.
 */
export function waitsFor(
  viewer: Viewer,
  bulletin: {
    status: BulletinStatus;
    authorityId: number;
    lastStep: WorkflowStepKind | null;
    lastStepBy: string | null;
  },
): boolean {
  const waiting = waitingFor(bulletin.status, bulletin.lastStep);
  if (waiting === null) return false;
  if (waiting === 'fix' && viewer !== null && bulletin.lastStepBy === viewer.username) return false;
  const authorities = waitingScope(viewer)[waiting];
  return authorities === null || authorities.includes(bulletin.authorityId);
}

/** `GET /api/bulletins/waiting-count/`: how many bulletins wait for the caller (0 for a visitor). */
export const waitingCountSchema = z.object({ count: z.number().int() });
export type WaitingCount = z.infer<typeof waitingCountSchema>;
