import type { BulletinSignal } from '@bora/shared/bulletin-live';
import { isStaff, userAuthorities, type Viewer, workflowRole } from '@bora/shared/permissions';
import { PUBLISHED_STATES } from '@bora/shared/workflow';
import type { BulletinView } from './repository.ts';

/** The authorities whose bulletins the viewer sees in every state; null for staff (all). */
export function memberOf(viewer: Viewer): number[] | null {
  return isStaff(viewer) ? null : userAuthorities(viewer).map((m) => m.id);
}

export function isVisibleTo(view: BulletinView, viewer: Viewer): boolean {
  const ids = memberOf(viewer);
  if (ids === null || ids.includes(view.bulletin.authorityId)) return true;
  return view.typeIsPublic && PUBLISHED_STATES.includes(view.bulletin.status);
}

/**
 * What the public learns of a bulletin's past: its publication, withdrawal and correction. How it
 * was written and reviewed (saves, returns and their comments) stays within its authority.
 */
export const PUBLIC_EVENT_KINDS = ['publish', 'withdraw', 'correct', 'supersede'] as const;

/** Whether the viewer works on the bulletin (its authority's people, staff): they see its whole past. */
export function isInsider(view: BulletinView, viewer: Viewer): boolean {
  return workflowRole(viewer, view.bulletin.authorityId) !== 'none';
}

/** Who did what is told to signed-in people only, in the history and live alike. */
export function seesActors(viewer: Viewer): boolean {
  return viewer !== null;
}

/**
 * Who took a step, as the reader is told it wherever a bulletin names them (its history, the
 * return a draft waits on): null for a reader not told who, or when nobody is on record.
 */
export function actorAsSeen(
  viewer: Viewer,
  username: string,
  name: string | null,
): { username: string; name: string } | null {
  return seesActors(viewer) && username ? { username, name: name ?? '' } : null;
}

/**
 * A live event as this reader may hear it, or nothing: the history's rule, applied as it happens.
 * An outsider hears only what the bulletin's public history will show (its publication,
 * withdrawal, supersession); a `correct` is told to the corrected version's readers, but recorded
 * in the new draft's history, which only insiders see. The actor is left out for the anonymous.
 */
export function heardLive(
  signal: BulletinSignal,
  reader: { viewer: Viewer; insider: boolean },
): BulletinSignal | undefined {
  if (!reader.insider) {
    if (signal.event !== 'state' || signal.data.action === 'correct') return undefined;
    if (!(PUBLIC_EVENT_KINDS as readonly string[]).includes(signal.data.action)) return undefined;
  }
  if (seesActors(reader.viewer) || signal.event !== 'state') return signal;
  return { ...signal, data: { ...signal.data, who: null } };
}
