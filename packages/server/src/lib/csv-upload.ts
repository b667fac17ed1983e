import { CsvUnreadable, decodeCsvFile, parseCsv } from './csv.ts';
import { ValidationFailed } from './errors.ts';
import { readInThread, SMALL_CSV_BYTES } from './upload-thread.ts';

function fileProblem(message: string): ValidationFailed {
  return new ValidationFailed({ file: [message] }, message);
}

export type CsvUpload = { columns: Map<string, number>; rows: ReturnType<typeof parseCsv> };

/**
 * An uploaded CSV's records after its header, with the header's column positions (by lower-case
 * name); refuses, on the `file` field, what is not text, lacks a required column, or has no row
 * or more than `max` rows (`what` names the rows in those messages: `venues`). A file larger than
 * SMALL_CSV_BYTES is read in the upload thread (`readInThread`), and its bytes move there: `file`
 * is empty after.
 */
export async function readCsvUpload(
  file: Buffer,
  required: readonly string[],
  what: string,
  max: number,
): Promise<CsvUpload> {
  if (file.length <= SMALL_CSV_BYTES) return csvUploadOf(file, required, what, max);
  const { rest, rows } = await readInThread(file, { kind: 'csv-upload', field: 'file', required, what, max });
  return { ...(rest as Omit<CsvUpload, 'rows'>), rows: rows as CsvUpload['rows'] };
}

/** What `readCsvUpload` reads, on the thread it runs on. */
export function csvUploadOf(file: Buffer, required: readonly string[], what: string, max: number): CsvUpload {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(decodeCsvFile(file));
  } catch (error) {
    if (error instanceof CsvUnreadable) throw fileProblem(error.message);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw fileProblem('The file is empty.');
  const columns = new Map<string, number>();
  header.fields.forEach((name, index) => {
    const key = name.trim().toLowerCase();
    if (!columns.has(key)) columns.set(key, index);
  });
  const missing = required.filter((c) => !columns.has(c));
  if (missing.length) {
    throw fileProblem(
      `The file lacks the required column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}; ` +
        `its first line must name the columns (${required.join(', ')} at least).`,
    );
  }
  if (!rows.length) throw fileProblem(`The file has a header but no ${what}.`);
  if (rows.length > max) throw fileProblem(`At most ${max} ${what} per file.`);
  return { columns, rows };
}
