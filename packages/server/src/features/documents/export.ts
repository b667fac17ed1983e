import { addDays } from '@bora/shared/agency-time';
import { cellId } from '@bora/shared/bulletin-check';
import type { PublicBulletin } from '@bora/shared/bulletin-public';
import { type DocumentLanguage, documentText } from '@bora/shared/document-texts';
import { localizedLabel, localizedName } from '@bora/shared/localized';
import { valueText } from '@bora/shared/value-text';
import { create as contentDisposition } from 'content-disposition';
import { writeCsv } from '../../lib/csv.ts';

/** Excel reads a CSV file as UTF-8 only when it starts with this byte-order mark. */
const BOM = '\uFEFF';

/** What a document's file is named after. */
type Named = { bulletin_type: { code: string }; issue_date: string; version: number };

/** A document's file name: the type's code, the issue date and the version (`daily-2026-08-01-v2.csv`). */
export function documentFilename(bulletin: Named, extension: 'csv' | 'json' | 'pdf'): string {
  return `${bulletin.bulletin_type.code}-${bulletin.issue_date}-v${bulletin.version}.${extension}`;
}

/** The `Content-Disposition` of a document downloaded as its file. */
export function attachment(bulletin: Named, extension: 'csv' | 'json' | 'pdf'): string {
  return contentDisposition(documentFilename(bulletin, extension));
}

/**
 * A data type's column heading: its name in the language, its unit, and its code in brackets
 * ("Minima (°C) [tmin]"), so that a program reading the file back finds the data type by its code.
 */
export function heading(
  dataType: PublicBulletin['composition']['data_types'][number],
  language: DocumentLanguage,
) {
  const name = localizedName(dataType, language);
  return `${dataType.unit ? `${name} (${dataType.unit})` : name} [${dataType.code}]`;
}

/** The heading of a bulletin's CSV: the venue's code and name, the date, the slot, then each data type. */
export function headingRow(composition: PublicBulletin['composition'], language: DocumentLanguage): string[] {
  return [
    documentText(language, 'venueCode'),
    documentText(language, 'venue'),
    documentText(language, 'date'),
    documentText(language, 'slot'),
    ...composition.data_types.map((dataType) => heading(dataType, language)),
  ];
}

/**
 * What a draft's values are imported from, to fill in: the bulletin's CSV layout with a line for
 * every venue, day and slot, and every value empty.
 */
export function templateLines(
  composition: PublicBulletin['composition'],
  issueDate: string,
  language: DocumentLanguage,
): string[][] {
  const lines = [headingRow(composition, language)];
  for (const venue of composition.venues)
    for (let day = 0; day < composition.days; day++)
      for (const slot of composition.slots)
        lines.push([
          venue.code,
          venue.name,
          addDays(issueDate, day),
          localizedLabel(slot, language),
          ...composition.data_types.map(() => ''),
        ]);
  return lines;
}

/**
 * A bulletin as a CSV document in `language`: a row per venue, day and slot in the grid's order,
 * a column per data type, each value written as a person reads it (`valueText`), the slot by its
 * label in `language`. Italian files are separated by `;` with a decimal comma, English ones by `,`
 * with a decimal point, as spreadsheets of each language open them; numbers are never grouped in
 * thousands (1100, not 1.100 or 1,100), so that the file reads back in any language, Bora's import
 * included; UTF-8 with a byte-order mark. A bulletin without cells is the
 * heading row alone. Cell notes are not in it (the JSON document has them).
 */
export function bulletinCsv(bulletin: PublicBulletin, language: DocumentLanguage): string {
  const { composition } = bulletin;
  const byCell = new Map(bulletin.values.map((value) => [cellId(value), value]));
  const icons = new Map(bulletin.icons.map((icon) => [icon.code, { name: localizedName(icon, language) }]));
  const rows: string[][] = [headingRow(composition, language)];
  for (const venue of composition.venues)
    for (let day = 0; day < composition.days; day++)
      for (const slot of composition.slots) {
        const cells = composition.data_types.map((dataType) => {
          const value = byCell.get(
            cellId({ venue_id: venue.id, day, slot: slot.code, data_type_id: dataType.id }),
          );
          return value ? valueText(value.value, dataType, language, icons, { grouping: false }) : '';
        });
        if (cells.every((cell) => cell === '')) continue;
        rows.push([
          venue.code,
          venue.name,
          addDays(bulletin.issue_date, day),
          localizedLabel(slot, language),
          ...cells,
        ]);
      }
  return BOM + writeCsv(rows, language === 'it' ? ';' : ',');
}
