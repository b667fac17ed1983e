import type { BulletinDetail } from '@bora/shared/bulletin';
import { localizedLabel, localizedName } from '@bora/shared/localized';

/**
 * The bulletin as a reader of `language` reads it: its type, authority, data types, time slots and
 * published icons named in that language where they have a name in it, in Italian otherwise. Every part of a
 * bulletin's page (header, grid, map, check, history, print) then shows the reader's names.
 */
export function localizedBulletin(bulletin: BulletinDetail, language: string): BulletinDetail {
  const named = <T extends { name: string; translations: BulletinDetail['bulletin_type']['translations'] }>(
    record: T,
  ): T => ({ ...record, name: localizedName(record, language) });
  return {
    ...bulletin,
    bulletin_type: named(bulletin.bulletin_type),
    authority: named(bulletin.authority),
    composition: {
      ...bulletin.composition,
      data_types: bulletin.composition.data_types.map(named),
      slots: bulletin.composition.slots.map((slot) => ({
        ...slot,
        label: localizedLabel(slot, language),
      })),
    },
    icons: bulletin.icons.map(named),
  };
}
