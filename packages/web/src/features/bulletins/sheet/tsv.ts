/**
 * Reads clipboard text as LibreOffice and Excel write it: rows split by CRLF or LF, cells by tabs,
 * a cell that starts with a quote runs to its closing quote (tabs and line breaks inside it are
 * text, a doubled quote is one quote), and the line break after the last row ends it rather than
 * adding an empty row. A quote that never closes is read as plain text. Rows keep their own length.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = text.length;
  if (n === 0) return rows;
  while (true) {
    let cell = '';
    if (text[i] === '"') {
      const quoted = readQuoted(text, i);
      if (quoted) {
        cell = quoted.cell;
        i = quoted.end;
      }
    }
    // The rest of the cell (all of it when unquoted), up to the next tab or line break.
    let j = i;
    while (j < n && text[j] !== '\t' && text[j] !== '\n' && text[j] !== '\r') j++;
    cell += text.slice(i, j);
    row.push(cell);
    i = j;
    if (i >= n) break;
    if (text[i] === '\t') {
      i++;
      continue;
    }
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    rows.push(row);
    row = [];
    if (i >= n) return rows;
  }
  rows.push(row);
  return rows;
}

/** A quoted cell from `start` (its opening quote): its text and where reading goes on; null if it never closes. */
function readQuoted(text: string, start: number): { cell: string; end: number } | null {
  let cell = '';
  let i = start + 1;
  while (i < text.length) {
    const close = text.indexOf('"', i);
    if (close < 0) return null;
    cell += text.slice(i, close);
    if (text[close + 1] === '"') {
      cell += '"';
      i = close + 2;
    } else {
      return { cell, end: close + 1 };
    }
  }
  return null;
}

const NEEDS_QUOTES = /[\t\n\r"]/;

/** Writes rows of cells as spreadsheets copy them: tab-separated, CRLF after each row, quoted where a cell holds a tab, line break or quote. */
export function toTsv(rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) =>
      row.map((cell) => (NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join('\t'),
    )
    .map((line) => `${line}\r\n`)
    .join('');
}
