import { describe, expect, it } from 'vitest';
import { readStrictCsv } from './strict-csv.ts';

describe('the strict RFC 4180 reader the document tests check CSV with', () => {
  it('reads quoted fields whole: doubled quotes, separators and line ends within', () => {
    expect(readStrictCsv('a;"b ""c"";d"\r\n"x\r\ny";\r\n', ';')).toEqual([
      ['a', 'b "c";d'],
      ['x\r\ny', ''],
    ]);
    expect(readStrictCsv('a,b\r\n1,2', ',')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it.each([
    ['a line ended by LF alone', 'a,b\n1,2\r\n'],
    ['a quote inside a plain field', 'a,b"c\r\n'],
    ['text after a closing quote', '"a"b,c\r\n'],
    ['a quote never closed', 'a,"b\r\n'],
    ['records of other widths', 'a,b\r\n1\r\n'],
    ['a blank line', 'a,b\r\n\r\n1,2\r\n'],
  ])('refuses %s', (_label, text) => {
    expect(() => readStrictCsv(text, ',')).toThrow(/Not RFC 4180 CSV/);
  });
});
