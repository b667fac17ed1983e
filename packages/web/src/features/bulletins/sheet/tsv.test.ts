import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTsv, toTsv } from './tsv.ts';

describe('reading clipboard text', () => {
  it('reads the rows and cells of a block copied from a spreadsheet, CRLF or LF', () => {
    expect(parseTsv('12,5\tsun\r\n13\train\r\n')).toEqual([
      ['12,5', 'sun'],
      ['13', 'rain'],
    ]);
    expect(parseTsv('a\tb\nc\td')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps empty cells, at the start, middle and end of a row, and empty rows inside the block', () => {
    expect(parseTsv('\tb\t\t\n\n1\n')).toEqual([['', 'b', '', ''], [''], ['1']]);
  });

  it('reads quoted cells with tabs, line breaks and doubled quotes inside', () => {
    expect(parseTsv('"a\tb"\t"line 1\r\nline 2"\t"say ""hi"""\r\nnext\r\n')).toEqual([
      ['a\tb', 'line 1\r\nline 2', 'say "hi"'],
      ['next'],
    ]);
  });

  it('reads a quote inside an unquoted cell as text, and a quote that never closes as text', () => {
    expect(parseTsv('5" rain\t"open')).toEqual([['5" rain', '"open']]);
    expect(parseTsv('"ab"cd\tx')).toEqual([['abcd', 'x']]);
  });

  it('reads nothing from empty text, and one empty cell from a lone line break', () => {
    expect(parseTsv('')).toEqual([]);
    expect(parseTsv('\r\n')).toEqual([['']]);
    expect(parseTsv('only')).toEqual([['only']]);
  });

  it('reads ten thousand rows', () => {
    const rows = parseTsv('1\t2\n'.repeat(10000));
    expect(rows).toHaveLength(10000);
    expect(rows[9999]).toEqual(['1', '2']);
  });
});

describe('writing a range for the clipboard', () => {
  it('writes tab-separated rows ending in CRLF, quoting only cells that need it', () => {
    expect(
      toTsv([
        ['12,5', ''],
        ['a\tb', 'say "hi"'],
      ]),
    ).toBe('12,5\t\r\n"a\tb"\t"say ""hi"""\r\n');
  });

  it('reads back every block it writes', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', '1', ',', ' ', '"', '\t', '\n', '\r', 'è') });
    const block = fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { maxLength: 5 });
    fc.assert(
      fc.property(block, (rows) => {
        expect(parseTsv(toTsv(rows))).toEqual(rows);
      }),
    );
  });
});
