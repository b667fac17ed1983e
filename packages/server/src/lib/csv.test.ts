import { describe, expect, it } from 'vitest';
import {
  CsvUnreadable,
  decodeCsvFile,
  detectSeparator,
  neutraliseCell,
  parseCsv,
  parseDecimal,
  writeCsv,
} from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks inside', () => {
    const text = 'code,notes\r\na,"one, two"\r\nb,"say ""hi"""\nc,"first\nsecond"\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['code', 'notes'] },
      { line: 2, fields: ['a', 'one, two'] },
      { line: 3, fields: ['b', 'say "hi"'] },
      { line: 4, fields: ['c', 'first\nsecond'] },
    ]);
  });

  it('skips blank lines but keeps their numbers, and keeps empty fields', () => {
    expect(parseCsv('a;b\n\n1;\n;2')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['1', ''] },
      { line: 4, fields: ['', '2'] },
    ]);
  });

  it('keeps a quoted empty field as a record', () => {
    expect(parseCsv('""\n')).toEqual([{ line: 1, fields: [''] }]);
  });

  it('refuses a quote that never closes', () => {
    expect(() => parseCsv('a,"open\nb,c')).toThrow(CsvUnreadable);
  });
});

describe('detectSeparator', () => {
  it('picks the separator of the header line, ignoring quoted ones', () => {
    expect(detectSeparator('code;name;kind\n1,2,3,4,5')).toBe(';');
    expect(detectSeparator('code,"a;b;c",kind')).toBe(',');
    expect(detectSeparator('code')).toBe(',');
  });
});

describe('writeCsv', () => {
  it('quotes only what needs it and round-trips through parseCsv', () => {
    const rows = [
      ['code', 'notes'],
      ['plain', 'Sant’Anna, "la" piazza'],
      ['multi', 'a\nb;c'],
      ['space', ' lead'],
    ];
    const text = writeCsv(rows);
    expect(text.split('\r\n')[0]).toBe('code,notes');
    expect(text).toContain('"Sant’Anna, ""la"" piazza"');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text).map((r) => r.fields)).toEqual(rows);
  });
});

describe('formulas (CSV injection)', () => {
  const formulas = [
    '=1+1',
    '+1+1',
    '-1+1',
    '@SUM(A1)',
    '\t=1',
    '\r=1',
    '=HYPERLINK("https://x.example")',
    '-',
    "'=1",
    "''@x",
  ];

  it.each(formulas)('writes %j so that no spreadsheet runs it', (value) => {
    const cell = parseCsv(writeCsv([[value]]), ',')[0]?.fields[0];
    expect(cell).toBe(value);
    const written = writeCsv([[value]]).replace(/^"/, '');
    expect(written.startsWith("'")).toBe(true);
  });

  it('leaves plain numbers and ordinary text alone', () => {
    for (const value of [
      '-3.5',
      '-3,5',
      '-1.234,5',
      '-1,234.5',
      '+39',
      '-0.000001',
      '-1e-7',
      '12',
      'Roma',
      "l'Aquila",
      "'quoted'",
      ' =x',
      '',
    ]) {
      expect(neutraliseCell(value)).toBe(value);
    }
  });

  it('reads back every value it wrote, unchanged', () => {
    const rows = [formulas, ['-3.5', "'", "'-", 'x'], formulas.map((f) => `${f};${f}`)];
    expect(parseCsv(writeCsv(rows), ',').map((r) => r.fields)).toEqual(rows);
    expect(parseCsv(writeCsv(rows, ';'), ';').map((r) => r.fields)).toEqual(rows);
  });

  it('separates fields with a semicolon when asked, quoting those that hold one', () => {
    expect(writeCsv([['-3,5', 'a;b', 'c']], ';')).toBe('-3,5;"a;b";c\r\n');
  });
});

describe('decodeCsvFile', () => {
  it('drops a UTF-8 byte-order mark', () => {
    expect(decodeCsvFile(Buffer.from('\uFEFFcode,città\n'))).toBe('code,città\n');
  });

  it('refuses binary data and text that is not UTF-8', () => {
    expect(() => decodeCsvFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1]))).toThrow(CsvUnreadable);
    expect(() => decodeCsvFile(Buffer.from([0x63, 0x69, 0x74, 0x74, 0xe0]))).toThrow(/UTF-8/);
  });
});

describe('parseDecimal', () => {
  it('accepts a decimal point or comma and refuses anything else', () => {
    expect(parseDecimal('45,4397')).toBe(45.4397);
    expect(parseDecimal(' -12.5 ')).toBe(-12.5);
    expect(parseDecimal('1.234,5')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });
});
