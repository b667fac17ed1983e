/** RFC 4180 CSV, as spreadsheets write it: quoted fields, doubled quotes, CRLF or LF, `,` or `;`. */

export type CsvRecord = { line: number; fields: string[] };

export class CsvUnreadable extends Error {}

/** The separator of a file: the one of `;` and `,` found more often in its header line. */
export function detectSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Splits CSV text into records, each with the line it starts on; blank lines are skipped, and a
 * cell writeCsv neutralised is read back as it was. Throws CsvUnreadable for a quote left open.
 */
export function parseCsv(text: string, separator: ',' | ';' = detectSeparator(text)): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  const endRecord = () => {
    fields.push(restoreCell(field));
    if (touched || fields.length > 1 || field !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
    touched = false;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
      touched = true;
    } else if (char === separator) {
      fields.push(restoreCell(field));
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else {
      field += char;
    }
  }
  if (quoted) throw new CsvUnreadable(`A quoted field opened on line ${start} is never closed.`);
  endRecord();
  return records;
}

/**
 * OWASP's CSV injection rule: a cell a spreadsheet would read as a formula (it starts with `=`,
 * `+`, `-`, `@`, tab or CR) is written with a `'` before it, and so is one that already starts
 * with quotes before such a character, so that reading takes exactly one quote off. A plain
 * number (a longitude of -3.5, an Italian -3,5 or -1.234,5) is no formula and stays a number:
 * digits and separators alone call nothing.
 */
const FORMULA = /^'*[=+\-@\t\r]/;
const NUMBER = /^[-+]?(\d[\d.,\u00a0\u202f]*|[.,]\d+)([eE][-+]?\d+)?$/;

export function neutraliseCell(value: string): string {
  return FORMULA.test(value) && !NUMBER.test(value) ? `'${value}` : value;
}

/** The value neutraliseCell was given: the one quote it added is taken off. */
export function restoreCell(value: string): string {
  return /^'+[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/**
 * A field quoted when it must be: it holds a quote, a line end, the separator, or edge spaces. Text
 * with either separator is quoted too, so that a reader guessing the separator is not misled; a
 * number with a decimal comma in a `;` file is not, so that a spreadsheet reads it as a number.
 */
function quoted(value: string, separator: ',' | ';'): string {
  const needs =
    /["\r\n]|^\s|\s$/.test(value) || value.includes(separator) || (/[,;]/.test(value) && !NUMBER.test(value));
  return needs ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Writes rows as CSV with CRLF line ends, fields separated by `separator` (`;` where numbers have
 * a decimal comma), neutralising formulas and quoting only the fields that need it.
 */
export function writeCsv(rows: readonly (readonly string[])[], separator: ',' | ';' = ','): string {
  return `${rows.map((row) => row.map((cell) => quoted(neutraliseCell(cell), separator)).join(separator)).join('\r\n')}\r\n`;
}

/**
 * The text of an uploaded file, without a UTF-8 byte-order mark; throws CsvUnreadable for a
 * file that is not text (NUL bytes or invalid UTF-8).
 */
export function decodeCsvFile(file: Buffer): string {
  if (file.includes(0)) throw new CsvUnreadable('This is not a CSV file: it contains binary data.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new CsvUnreadable('This is not a CSV file in UTF-8: save it as “CSV UTF-8” and try again.');
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** A number as a person types it in a spreadsheet: `45,4` or `45.4`. */
export function parseDecimal(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return null;
  return Number(normalised);
}
