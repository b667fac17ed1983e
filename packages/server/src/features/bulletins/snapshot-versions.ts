import { publishedContentSchema } from '@bora/shared/bulletin-public';
import { readRules } from '@bora/shared/bulletin-rules';
import type { Translations } from '@bora/shared/translations';
import { z } from 'zod';

/**
 * The shape a snapshot is stored in today. A change to it raises this number and adds the step
 * from the previous version to UPGRADES: snapshots are never rewritten, so every version ever
 * stored must still read.
 */
export const SNAPSHOT_VERSION = 3;

/** A snapshot as it is stored today, and as every older one reads once upgraded. */
export const storedSnapshotSchema = publishedContentSchema.extend({
  snapshot_version: z.literal(SNAPSHOT_VERSION),
});
export type StoredSnapshot = z.infer<typeof storedSnapshotSchema>;

/** A stored snapshot that does not read: a fault of the data, told with the bulletin it belongs to. */
export class UnreadableSnapshot extends Error {
  constructor(bulletinId: number, reason: string) {
    super(`The published snapshot of bulletin ${bulletinId} does not read: ${reason}`);
    this.name = 'UnreadableSnapshot';
  }
}

type Stored = Record<string, unknown>;
type Named = { translations?: Translations };

/** A name as a snapshot stored it, with the translations a snapshot before them lacks read as none. */
export function withTranslations<T extends Named>(named: T): T & { translations: Translations } {
  return { ...named, translations: named.translations ?? {} };
}

/**
 * Version 1 is every snapshot stored before snapshots carried a version: the first shape, and
 * that shape with the fields added to it one by one since, each missing from the older ones.
 * Consistency rules from before the rule kinds (no `kind`) read as the comparisons they were;
 * venues from before the bulletin map (no coordinates) read as venues whose place is not known,
 * rather than as they are now; names from before reference data was translated (no
 * `translations`) read as names in Italian alone.
 */
function fromVersion1(stored: Stored): Stored {
  const composition = (stored.composition ?? {}) as Stored;
  const venues = (composition.venues ?? []) as Stored[];
  const dataTypes = (composition.data_types ?? []) as Named[];
  return {
    ...stored,
    snapshot_version: 2,
    bulletin_type: withTranslations((stored.bulletin_type ?? {}) as Named),
    authority: withTranslations((stored.authority ?? {}) as Named),
    composition: {
      ...composition,
      venues: venues.map((venue) => ({
        ...venue,
        latitude: venue.latitude ?? null,
        longitude: venue.longitude ?? null,
      })),
      data_types: dataTypes.map(withTranslations),
      rules: readRules(composition.rules),
    },
    icons: ((stored.icons ?? []) as Named[]).map(withTranslations),
  };
}

/**
 * Version 2 is the shape before values said where they began: its values read as of no known
 * origin, and not carried from a named bulletin.
 */
function fromVersion2(stored: Stored): Stored {
  const values = (stored.values ?? []) as Stored[];
  return {
    ...stored,
    snapshot_version: 3,
    values: values.map((value) => ({ ...value, origin: '', copied_from: null })),
  };
}

/** Each step reads a snapshot of one version in the shape of the next. */
const UPGRADES: Record<number, (stored: Stored) => Stored> = { 1: fromVersion1, 2: fromVersion2 };

/**
 * A stored snapshot as it reads today: upgraded step by step from the version it was stored in,
 * then validated. Throws UnreadableSnapshot when it does not read: a published bulletin shown
 * wrong is worse than one not shown.
 */
export function upgradeSnapshot(stored: unknown, bulletinId: number): StoredSnapshot {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored))
    throw new UnreadableSnapshot(bulletinId, 'it is not an object');
  let snapshot = stored as Stored;
  let version = snapshot.snapshot_version ?? 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > SNAPSHOT_VERSION)
    throw new UnreadableSnapshot(bulletinId, `unknown snapshot_version ${JSON.stringify(version)}`);
  for (; version < SNAPSHOT_VERSION; version++) {
    const step = UPGRADES[version];
    if (!step) throw new UnreadableSnapshot(bulletinId, `no upgrade from version ${version}`);
    snapshot = step(snapshot);
  }
  const read = storedSnapshotSchema.safeParse(snapshot);
  if (!read.success) throw new UnreadableSnapshot(bulletinId, z.prettifyError(read.error));
  return read.data;
}
