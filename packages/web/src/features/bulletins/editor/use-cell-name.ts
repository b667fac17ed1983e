import type { BulletinDetail } from '@bora/shared/bulletin';
import type { CellKey } from '@bora/shared/bulletin-check';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '../../../lib/bulletin/grid-model.ts';

/** A cell named as a person reads it: venue, date, slot and data type (with its unit). */
export function useCellName(bulletin: BulletinDetail): (key: CellKey) => string {
  const { i18n } = useTranslation();
  const { venues, slots, data_types } = bulletin.composition;
  return (key) => {
    const venue = venues.find((v) => v.id === key.venue_id)?.name ?? `#${key.venue_id}`;
    const slot = slots.find((s) => s.code === key.slot)?.label ?? key.slot;
    const dataType = data_types.find((d) => d.id === key.data_type_id);
    const type = dataType
      ? `${dataType.name}${dataType.unit ? ` (${dataType.unit})` : ''}`
      : `#${key.data_type_id}`;
    return `${venue}, ${dayLabel(i18n.resolvedLanguage, bulletin.issue_date, key.day)}, ${slot}, ${type}`;
  };
}
