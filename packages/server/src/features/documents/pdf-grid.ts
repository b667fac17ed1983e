import { addDays } from '@bora/shared/agency-time';
import { cellId } from '@bora/shared/bulletin-check';
import type { DocumentLanguage } from '@bora/shared/document-texts';
import { localizedLabel, localizedName } from '@bora/shared/localized';
import { type NamedIconRef, valueText } from '@bora/shared/value-text';
import type { Reading } from '../bulletins/snapshot.ts';

/** A cell as the template draws it: its text, and the icon drawn for it (the text is then its alt text). */
type DocumentCell = { text: string; icon: string | null } | null;

/** Columns a table may have and stay legible on a landscape page in the compact layout. */
export const MAX_COLUMNS = 44;

/** A day as a table's row names it, short: "gio 3 dic", "Thu 3 Dec". */
export function shortDay(date: string, language: DocumentLanguage): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(',', '');
}

/** A data type as a column's heading names it, with its unit. */
export function dataTypeHeading(dataType: Reading['composition']['data_types'][number], language: string) {
  const name = localizedName(dataType, language);
  return dataType.unit ? `${name} (${dataType.unit})` : name;
}

/**
 * The slots a table holds: all of them while their columns fit a page, else as many as fit per
 * table (one at least), each table then listing every venue again.
 */
function slotGroups<T>(slots: T[], dataTypes: number): T[][] {
  const perTable = Math.max(1, Math.floor(MAX_COLUMNS / Math.max(1, dataTypes)));
  const groups: T[][] = [];
  for (let i = 0; i < slots.length; i += perTable) groups.push(slots.slice(i, i + perTable));
  return groups.length ? groups : [[]];
}

/**
 * The forecast as tables of venues: a row per venue and day, its cells the slots × data types, and
 * under a venue's rows what is said of it (the venue's note in the document's language, then its
 * cells' notes), so that a reader finds it with its venue.
 */
export function forecastTables(
  reading: Reading,
  issueDate: string,
  language: DocumentLanguage,
  icons: ReadonlyMap<string, NamedIconRef & { code: string }>,
  venueNotes: Record<string, string>,
) {
  const { composition } = reading;
  const byCell = new Map(reading.values.map((value) => [cellId(value), value]));
  const headings = composition.data_types.map((d) => dataTypeHeading(d, language));
  const days = Array.from({ length: composition.days }, (_, day) => addDays(issueDate, day));
  return slotGroups(composition.slots, composition.data_types.length).map((slots, table) => ({
    slots: slots.map((slot) => localizedLabel(slot, language)),
    rows: composition.venues.map((venue) => {
      const notes: string[] = [];
      const venueNote = table === 0 ? venueNotes[String(venue.id)]?.trim() : undefined;
      if (venueNote) notes.push(venueNote);
      const rows = days.map((date, day) => ({
        day: shortDay(date, language),
        cells: slots.flatMap((slot) =>
          composition.data_types.map((dataType, column): DocumentCell => {
            const value = byCell.get(
              cellId({ venue_id: venue.id, day, slot: slot.code, data_type_id: dataType.id }),
            );
            if (!value) return null;
            if (value.note)
              notes.push(
                `${shortDay(date, language)}, ${localizedLabel(slot, language)}, ${headings[column]}: ${value.note}`,
              );
            const icon = dataType.value_kind === 'icon' ? icons.get(String(value.value)) : undefined;
            return { text: valueText(value.value, dataType, language, icons), icon: icon ? icon.code : null };
          }),
        ),
      }));
      return { venue: venue.name, days: rows, notes };
    }),
  }));
}
