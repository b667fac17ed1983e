import type { Viewer } from '@bora/shared/permissions';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { type LoadedComposition, loadComposition } from './composition.ts';
import { type BulletinView, findBulletinView } from './repository.ts';
import { isVisibleTo } from './visibility.ts';

/** A bulletin the viewer may see, or 404 (a hidden one is as missing as one that never was). */
export async function visibleBulletin(db: Db, id: number, viewer: Viewer): Promise<BulletinView> {
  const view = await findBulletinView(db, id);
  if (!view || !isVisibleTo(view, viewer)) throw new NotFound();
  return view;
}

export async function composed(db: Db, view: BulletinView): Promise<LoadedComposition> {
  const loaded = await loadComposition(db, view.bulletin.bulletinTypeId);
  if (!loaded) throw new NotFound();
  return loaded;
}
