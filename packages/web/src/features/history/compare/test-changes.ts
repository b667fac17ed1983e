import type { CellChange } from '@bora/shared/bulletin-history';

/**
 * The test bulletin's cells that changed since the day before: Belluno's first morning maximum was
 * 10 °C (now 12.5 with a note), its sky clear (now empty).
 */
export const changedSinceYesterday: CellChange[] = [
  {
    venue_id: 11,
    day: 0,
    slot: 'mattina',
    data_type_id: 2,
    before: { value: 10, note: '' },
    after: { value: 12.5, note: 'Warmer in the valley' },
  },
  {
    venue_id: 11,
    day: 0,
    slot: 'mattina',
    data_type_id: 1,
    before: { value: 'clear', note: '' },
    after: null,
  },
];
