import type { Viewer } from '@bora/shared/permissions';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { type LoadedComposition, loadComposition } from './composition.ts';
import { type BulletinView, findBulletinView } from './repository.ts';
import { isVisibleTo } from './visibility.ts';

/**
 * How a bulletin is fetched for someone: the one way every route and feature reads it. A reader
 * gets `visibleBulletin`; a write locks it first and fetches it the same way (guard.ts
 * `lockedBulletin`). Only the system itself (the receivers of a publish, a copy's source) looks a
 * bulletin up without a viewer, in the repository.
 */

/** A bulletin the viewer may see, or 404 (a hidden one is as missing as one that never was). */
export async function visibleBulletin(db: Db, id: number, viewer: Viewer): Promise<BulletinView> {
  return seenBy(await findBulletinView(db, id), viewer);
}

/** The bulletin found, when the viewer may see it; otherwise 404. */
export function seenBy(view: BulletinView | undefined, viewer: Viewer): BulletinView {
  if (!view || !isVisibleTo(view, viewer)) throw new NotFound();
  return view;
}

/** The composition of a bulletin's type (its venues, days, slots, data types and rules). */
export async function composed(db: Db, view: BulletinView): Promise<LoadedComposition> {
  const loaded = await loadComposition(db, view.bulletin.bulletinTypeId);
  if (!loaded) throw new NotFound();
  return loaded;
}
