import type { BulletinDetail } from '@bora/shared/bulletin';
import type { Viewer } from '@bora/shared/permissions';
import type { Db } from '../../db/client.ts';
import type { BulletinView } from './repository.ts';
import { actorAsSeen } from './visibility.ts';
import { lastStepOf } from './waiting-repository.ts';

/**
 * A withdrawn bulletin's withdrawal: who withdrew it, when, and why, as its history tells them
 * (a withdrawal is part of its public history: whoever may read the bulletin reads its reason).
 * Null for a bulletin in any other state. Nothing follows a withdrawal: it is the last step.
 */
export async function withdrawalOf(
  db: Db,
  view: BulletinView,
  viewer: Viewer,
): Promise<BulletinDetail['withdrawn']> {
  if (view.bulletin.status !== 'withdrawn') return null;
  const step = await lastStepOf(db, view.bulletin.id);
  if (step?.kind !== 'withdraw') return null;
  return {
    by: actorAsSeen(viewer, step.actorUsername, step.actorName),
    at: step.at.toISOString(),
    reason: step.comment,
  };
}
