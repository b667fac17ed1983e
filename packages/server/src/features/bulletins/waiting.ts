import type { BulletinDetail } from '@bora/shared/bulletin';
import { waitingScope } from '@bora/shared/bulletin-waiting';
import type { Viewer } from '@bora/shared/permissions';
import type { Db } from '../../db/client.ts';
import type { BulletinView } from './repository.ts';
import { actorAsSeen, isInsider } from './visibility.ts';
import { countWaiting, lastStepOf } from './waiting-repository.ts';

/** How many bulletins wait for the viewer: submitted ones to review, returned ones to fix. */
export async function waitingCountFor(db: Db, viewer: Viewer): Promise<number> {
  const scope = waitingScope(viewer);
  // A visitor, or someone the workflow never asks: nothing waits, and nothing is read.
  if (scope.review?.length === 0 && scope.fix?.length === 0) return 0;
  return countWaiting(db, scope);
}

/**
 * The return a draft waits on (its last workflow step was a return): who returned it, when, and
 * why, told as its history tells them. Null for any other bulletin, and for a reader who does
 * not see the bulletin's returns.
 */
export async function returnedOf(
  db: Db,
  view: BulletinView,
  viewer: Viewer,
): Promise<BulletinDetail['returned']> {
  if (view.bulletin.status !== 'draft' || !isInsider(view, viewer)) return null;
  const step = await lastStepOf(db, view.bulletin.id);
  if (step?.kind !== 'return') return null;
  return {
    by: actorAsSeen(viewer, step.actorUsername, step.actorName),
    at: step.at.toISOString(),
    comment: step.comment,
  };
}
