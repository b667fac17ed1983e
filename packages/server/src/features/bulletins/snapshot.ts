import type { BulletinComposition, BulletinDetail } from '@bora/shared/bulletin';
import { PUBLISHED_STATES } from '@bora/shared/workflow';
import type { Db } from '../../db/client.ts';
import type { LoadedComposition } from './composition.ts';
import { type BulletinView, findSnapshot, iconsByCode } from './repository.ts';

/**
 * What a bulletin was when published: its type's composition (names, units, rules), its values and
 * texts, and the pictures of the icons it shows. Every read of a published bulletin shows this,
 * so later changes to reference data never change what was published.
 */
export type Snapshot = {
  bulletin_type: { id: number; code: string; name: string };
  authority: { id: number; code: string; name: string };
  composition: BulletinComposition;
  values: BulletinDetail['values'];
  texts: BulletinDetail['texts'];
  icons: { id: number; code: string; name: string; svg: string }[];
};

export async function takeSnapshot(
  db: Db,
  view: BulletinView,
  loaded: LoadedComposition,
  values: BulletinDetail['values'],
  texts: BulletinDetail['texts'],
): Promise<Snapshot> {
  const iconTypes = new Set(
    loaded.composition.data_types.filter((d) => d.value_kind === 'icon').map((d) => d.id),
  );
  const codes = [...new Set(values.filter((v) => iconTypes.has(v.data_type_id)).map((v) => String(v.value)))];
  return {
    bulletin_type: { id: view.bulletin.bulletinTypeId, code: view.typeCode, name: view.typeName },
    authority: { id: view.bulletin.authorityId, code: view.authorityCode, name: view.authorityName },
    composition: loaded.composition,
    values,
    texts,
    icons: await iconsByCode(db, loaded.type.iconSetId, codes),
  };
}

/** The snapshot of a published (or since superseded or withdrawn) bulletin, if it has one. */
export async function snapshotOf(db: Db, view: BulletinView): Promise<Snapshot | undefined> {
  if (!PUBLISHED_STATES.includes(view.bulletin.status)) return undefined;
  return (await findSnapshot(db, view.bulletin.id)) as Snapshot | undefined;
}
