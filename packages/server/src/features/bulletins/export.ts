import { addDays } from '@bora/shared/agency-time';
import { cellId } from '@bora/shared/bulletin-check';
import type { Viewer } from '@bora/shared/permissions';
import type { Db } from '../../db/client.ts';
import { writeCsv } from '../../lib/csv.ts';
import { readingOf } from './snapshot.ts';
import { composed, visibleBulletin } from './view.ts';

export const BULLETIN_CSV_COLUMNS = [
  'venue_code',
  'venue',
  'date',
  'slot',
  'data_type_code',
  'data_type',
  'unit',
  'value',
  'note',
] as const;

/**
 * A bulletin's cells as CSV, one line per cell with a value, in the grid's order (venue, day,
 * slot, data type): a published one as it was published. Values are as stored: numbers with a
 * decimal point, categories and icons by their code.
 */
export async function bulletinCsv(db: Db, id: number, viewer: Viewer) {
  const view = await visibleBulletin(db, id, viewer);
  const reading = await readingOf(db, view, await composed(db, view));
  const { composition } = reading;
  const byCell = new Map(reading.values.map((value) => [cellId(value), value]));
  const lines: string[][] = [];
  for (const venue of composition.venues)
    for (let day = 0; day < composition.days; day++)
      for (const slot of composition.slots)
        for (const dataType of composition.data_types) {
          const key = { venue_id: venue.id, day, slot: slot.code, data_type_id: dataType.id };
          const value = byCell.get(cellId(key));
          if (!value) continue;
          lines.push([
            venue.code,
            venue.name,
            addDays(view.bulletin.issueDate, day),
            slot.code,
            dataType.code,
            dataType.name,
            dataType.unit,
            String(value.value),
            value.note,
          ]);
        }
  const { bulletin } = view;
  return {
    filename: `${reading.bulletin_type.code}-${bulletin.issueDate}-v${bulletin.version}.csv`,
    csv: writeCsv([[...BULLETIN_CSV_COLUMNS], ...lines]),
  };
}
