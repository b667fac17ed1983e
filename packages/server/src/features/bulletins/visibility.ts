import { isStaff, userAuthorities, type Viewer } from '@bora/shared/permissions';
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
