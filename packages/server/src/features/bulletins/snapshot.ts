import type { BulletinDetail, BulletinSummary } from '@bora/shared/bulletin';
import { originWithoutSender } from '@bora/shared/value-origin';
import { PUBLISHED_STATES } from '@bora/shared/workflow';
import type { Db } from '../../db/client.ts';
import { cellsAtRevision } from './cells-repository.ts';
import type { LoadedComposition } from './composition.ts';
import type { BulletinView } from './repository.ts';
import { authorityReference, toBulletinSummary, toTexts, typeReference } from './serialize.ts';
import { findSnapshot, iconsByCode } from './snapshot-repository.ts';
import { SNAPSHOT_VERSION, type StoredSnapshot, upgradeSnapshot } from './snapshot-versions.ts';
import { textsOf } from './texts-repository.ts';

/**
 * What a bulletin was when published: its type's composition (names, units, rules), its values and
 * texts, and the pictures of the icons it shows. Every read of a published bulletin shows this,
 * so later changes to reference data never change what was published.
 */
export type Snapshot = Omit<StoredSnapshot, 'snapshot_version'>;

export async function takeSnapshot(
  db: Db,
  view: BulletinView,
  loaded: LoadedComposition,
  values: BulletinDetail['values'],
  texts: BulletinDetail['texts'],
): Promise<StoredSnapshot> {
  // What is published names no one: a value's origin keeps where it began, not who sent it.
  const published = values.map((v) => ({ ...v, origin: originWithoutSender(v.origin) }));
  return {
    snapshot_version: SNAPSHOT_VERSION,
    ...liveReading(view, loaded, published, texts),
    icons: await iconsShown(db, loaded, values),
  };
}

/** The pictures of the icons `values` show, from the type's icon set as it is now. */
export function iconsShown(db: Db, loaded: LoadedComposition, values: BulletinDetail['values']) {
  const iconTypes = new Set(
    loaded.composition.data_types.filter((d) => d.value_kind === 'icon').map((d) => d.id),
  );
  const codes = [...new Set(values.filter((v) => iconTypes.has(v.data_type_id)).map((v) => String(v.value)))];
  return iconsByCode(db, loaded.type.iconSetId, codes);
}

/** The snapshot of a published (or since superseded or withdrawn) bulletin, if it has one. */
export async function snapshotOf(db: Db, view: BulletinView): Promise<Snapshot | undefined> {
  if (!PUBLISHED_STATES.includes(view.bulletin.status)) return undefined;
  const stored = await findSnapshot(db, view.bulletin.id);
  if (stored === undefined) return undefined;
  const { snapshot_version: _, ...snapshot } = upgradeSnapshot(stored, view.bulletin.id);
  return snapshot;
}

/**
 * What every reader of a bulletin sees: a published one as it was published, any other as it is
 * now (with no icon pictures: those are read live).
 */
export type Reading = Snapshot;

export async function readingOf(db: Db, view: BulletinView, loaded: LoadedComposition): Promise<Reading> {
  const snapshot = await snapshotOf(db, view);
  if (snapshot) return snapshot;
  const values = await cellsAtRevision(db, view.bulletin);
  return liveReading(view, loaded, values, toTexts(await textsOf(db, view.bulletin.id)));
}

/** A bulletin as it is now, named as its type and authority are named now. */
function liveReading(
  view: BulletinView,
  loaded: LoadedComposition,
  values: BulletinDetail['values'],
  texts: BulletinDetail['texts'],
): Reading {
  return {
    bulletin_type: typeReference(view),
    authority: authorityReference(view),
    composition: loaded.composition,
    values,
    texts,
    icons: [],
  };
}

/** A bulletin as lists show it, named as its reading names it (a published one: as published). */
export function readSummary(view: BulletinView, reading: Reading): BulletinSummary {
  return { ...toBulletinSummary(view), bulletin_type: reading.bulletin_type, authority: reading.authority };
}
