import { MAX_UPLOAD_BYTES } from '@bora/shared/icon';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { CsvUnreadable, decodeCsvFile, detectSeparator, parseCsv } from './csv.ts';
import { HttpError, ValidationFailed } from './errors.ts';
import { measuredUnzip } from './measured-zip.ts';
import { readInThread, SMALL_CSV_BYTES } from './upload-thread.ts';

/** A line of a spreadsheet: its number (1 is the first) and its cells, text or numbers. */
export type SheetLine = { line: number; cells: (string | number)[] };

/** A spreadsheet as read: its lines, of a CSV file (with its separator) or of an XLSX workbook's first sheet. */
export type Sheet =
  | { kind: 'csv'; separator: ',' | ';'; lines: SheetLine[] }
  | { kind: 'xlsx'; lines: SheetLine[] };

/** An XLSX workbook holds at most this many files. */
const MAX_XLSX_ENTRIES = 1000;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const isZip = (file: Buffer) => ZIP_MAGIC.every((byte, index) => file[index] === byte);

/**
 * A CSV file (UTF-8, `,` or `;` separated) or an XLSX workbook (its first sheet), as lines of
 * cells; anything else is a 400 on `field`. A workbook, or a CSV file larger than SMALL_CSV_BYTES,
 * is read in the upload thread (`readInThread`: the server answers others meanwhile, and a file
 * that takes too long or too much memory to read is refused), and its bytes move there: `file`
 * is empty after.
 */
export async function readSheet(file: Buffer, field: string): Promise<Sheet> {
  if (!isZip(file) && file.length <= SMALL_CSV_BYTES) return sheetOf(file, field);
  const { rest, rows } = await readInThread(file, { kind: 'sheet', field });
  return { ...(rest as Omit<Sheet, 'lines'>), lines: rows as SheetLine[] } as Sheet;
}

/**
 * What `readSheet` reads, on the thread it runs on. A workbook is read for its values only: a
 * formula's last computed value is read, never the formula, and macros are never run (nothing
 * is). A zip bomb is refused before it is inflated: too many entries, or more than
 * MAX_UPLOAD_BYTES × 5 unpacked.
 */
export async function sheetOf(file: Buffer, field: string): Promise<Sheet> {
  if (isZip(file)) return { kind: 'xlsx', lines: await xlsxLines(file, field) };
  try {
    const text = decodeCsvFile(file);
    const separator = detectSeparator(text);
    const lines = parseCsv(text, separator).map((record) => ({ line: record.line, cells: record.fields }));
    return { kind: 'csv', separator, lines };
  } catch (error) {
    if (error instanceof CsvUnreadable)
      throw new ValidationFailed({ [field]: [`${error.message} Send a CSV or an XLSX file.`] });
    throw error;
  }
}

/**
 * The workbook's entries inflated by fflate, each into a buffer of its declared size (a lying
 * header cannot make it larger), after their declared sizes were added up; then packed again,
 * stored, for ExcelJS to read: what ExcelJS inflates is only what was measured.
 */
function measuredWorkbook(file: Buffer, field: string): Buffer {
  const files = measuredUnzip(file, field, {
    maxEntries: MAX_XLSX_ENTRIES,
    maxBytes: MAX_UPLOAD_BYTES * 5,
    unreadable: 'This is not a readable XLSX workbook.',
  });
  return Buffer.from(zipSync(files, { level: 0 }));
}

async function xlsxLines(file: Buffer, field: string): Promise<SheetLine[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(measuredWorkbook(file, field) as unknown as ArrayBuffer);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new ValidationFailed({ [field]: ['This is not a readable XLSX workbook.'] });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet)
    throw new ValidationFailed({ [field]: ['This is not a readable XLSX workbook: it has no sheet.'] });
  const lines: SheetLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: (string | number)[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellValue(cell.value);
    });
    for (let i = 0; i < cells.length; i++) cells[i] ??= '';
    if (cells.some((cell) => cell !== '')) lines.push({ line, cells });
  });
  return lines;
}

/** A cell's value as text or a number: a formula's last result, rich text's text, a date as `YYYY-MM-DD`. */
function cellValue(value: ExcelJS.CellValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('result' in value) return cellValue((value.result ?? '') as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

/** Lines of text as an XLSX workbook of one sheet named `name`, the first line bold. */
export async function xlsxOf(name: string, lines: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name.slice(0, 31));
  for (const line of lines) sheet.addRow([...line]);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
