import { MAX_OBSERVATION_ROWS, OBSERVATION_CSV_COLUMNS } from '@bora/shared/observation';
import { readCsvUpload } from '../../lib/csv-upload.ts';
import type { SentRow } from './write.ts';

/**
 * The rows of an observations CSV (`venue, date, slot, data_type, value`, by code; `,` or `;`
 * separated, UTF-8), each keyed by its line in the file (`lines.5`) for the problems found in it.
 */
export async function observationCsvRows(file: Buffer): Promise<SentRow[]> {
  const { columns, rows } = await readCsvUpload(
    file,
    OBSERVATION_CSV_COLUMNS,
    'observations',
    MAX_OBSERVATION_ROWS,
  );
  const cell = (fields: string[], column: string) => (fields[columns.get(column) ?? -1] ?? '').trim();
  return rows.map(({ line, fields }) => ({
    key: `lines.${line}`,
    venue: cell(fields, 'venue'),
    date: cell(fields, 'date'),
    slot: cell(fields, 'slot'),
    data_type: cell(fields, 'data_type'),
    value: cell(fields, 'value'),
  }));
}
