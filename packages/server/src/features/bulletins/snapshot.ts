import type { BulletinComposition, BulletinDetail, BulletinSummary } from '@bora/shared/bulletin';
import { readRules } from '@bora/shared/bulletin-rules';
import type { Translations } from '@bora/shared/translations';
import { PUBLISHED_STATES } from '@bora/shared/workflow';
import type { Db } from '../../db/client.ts';
import { cellsAtRevision } from './cells-repository.ts';
import type { LoadedComposition } from './composition.ts';
import type { BulletinView } from './repository.ts';
import { authorityReference, toBulletinSummary, toTexts, typeReference } from './serialize.ts';
import { findSnapshot, iconsByCode } from './snapshot-repository.ts';
import { textsOf } from './texts-repository.ts';

/**
 * What a bulletin was when published: its type's composition (names, units, rules), its values and
 * texts, and the pictures of the icons it shows. Every read of a published bulletin shows this,
 * so later changes to reference data never change what was published.
 */
export type Snapshot = {
  bulletin_type: BulletinSummary['bulletin_type'];
  authority: BulletinSummary['authority'];
  composition: BulletinComposition;
  values: BulletinDetail['values'];
  texts: BulletinDetail['texts'];
  icons: BulletinDetail['icons'];
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
    ...liveReading(view, loaded, values, texts),
    icons: await iconsByCode(db, loaded.type.iconSetId, codes),
  };
}

/**
 * A stored snapshot as it reads today: snapshots are never rewritten, so what changed in their shape
 * since is upgraded here, on every read. Consistency rules from before the rule kinds (no `kind`)
 * read as the comparisons they were; venues from before the bulletin map (no coordinates) read as
 * venues whose place is not known, rather than as they are now; names from before reference data
 * was translated (no `translations`) read as names in Italian alone.
 */
export function upgradeSnapshot(stored: unknown): Snapshot | undefined {
  if (!stored || typeof stored !== 'object') return undefined;
  const snapshot = stored as Snapshot;
  const venues = snapshot.composition.venues.map((venue) => ({
    ...venue,
    latitude: venue.latitude ?? null,
    longitude: venue.longitude ?? null,
  }));
  const data_types = snapshot.composition.data_types.map(withTranslations);
  return {
    ...snapshot,
    bulletin_type: withTranslations(snapshot.bulletin_type),
    authority: withTranslations(snapshot.authority),
    composition: {
      ...snapshot.composition,
      venues,
      data_types,
      rules: readRules(snapshot.composition.rules),
    },
    icons: snapshot.icons.map(withTranslations),
  };
}

/** A name as a snapshot stored it, with the translations a snapshot before them lacks read as none. */
export function withTranslations<T extends { translations?: Translations }>(
  named: T,
): T & { translations: Translations } {
  return { ...named, translations: named.translations ?? {} };
}

/** The snapshot of a published (or since superseded or withdrawn) bulletin, if it has one. */
export async function snapshotOf(db: Db, view: BulletinView): Promise<Snapshot | undefined> {
  if (!PUBLISHED_STATES.includes(view.bulletin.status)) return undefined;
  return upgradeSnapshot(await findSnapshot(db, view.bulletin.id));
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
