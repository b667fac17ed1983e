/**
 * A strict RFC 4180 reader, written apart from the app's own (lib/csv.ts) so that a document is
 * checked by a reader that forgives nothing: records end with CRLF (the last one may end the
 * file instead), a field is either plain (no quote, separator, CR or LF) or wholly quoted with its
 * quotes doubled, and every record has as many fields as the first. The separator is `,` or, as
 * Italian spreadsheets write it, `;`. Anything else throws, naming the record.
 */
export function readStrictCsv(text: string, separator: ',' | ';'): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`Not RFC 4180 CSV, record ${records.length + 1}: ${why}`);
  };
  const endRecord = () => {
    const width = records[0]?.length ?? record.length;
    if (record.length !== width) fail(`${record.length} fields where the first record has ${width}`);
    records.push(record);
    record = [];
  };
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) fail('a quoted field is never closed');
        if (text[i] === '"' && text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else {
          field += text[i];
          i++;
        }
      }
    } else {
      while (i < text.length && !['"', '\r', '\n', separator].includes(text[i] as string)) {
        field += text[i];
        i++;
      }
      if (text[i] === '"') fail(`a quote inside the plain field "${field}"`);
    }
    record.push(field);
    if (text[i] === separator) {
      i++;
      // A separator at the very end opens a last, empty field.
      if (i === text.length) record.push('');
      continue;
    }
    if (i < text.length && text.slice(i, i + 2) !== '\r\n') {
      fail(`after the field "${field}" comes ${JSON.stringify(text[i])}, not a separator or CRLF`);
    }
    i += 2;
    endRecord();
  }
  if (record.length > 0) endRecord();
  return records;
}
