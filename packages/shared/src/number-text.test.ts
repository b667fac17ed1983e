import { describe, expect, it } from 'vitest';
import { readNumber } from './number-text.ts';

describe('readNumber', () => {
  it('reads a decimal comma and a decimal point alike', () => {
    expect(readNumber('4,5')).toEqual({ ok: true, value: 4.5 });
    expect(readNumber('12.3')).toEqual({ ok: true, value: 12.3 });
    expect(readNumber(' -1,5 ')).toEqual({ ok: true, value: -1.5 });
    expect(readNumber('−2')).toEqual({ ok: true, value: -2 });
    expect(readNumber(',5')).toEqual({ ok: true, value: 0.5 });
    expect(readNumber('7,')).toEqual({ ok: true, value: 7 });
  });

  it('reads blank as no value', () => {
    expect(readNumber('  ')).toEqual({ ok: true, value: null });
  });

  it('refuses thousands separators and text instead of guessing', () => {
    const grouped = { ok: false, problem: 'Write the number without thousands separators.' };
    expect(readNumber('1.234,5')).toEqual(grouped);
    expect(readNumber('1,234.5')).toEqual(grouped);
    expect(readNumber('12 345')).toEqual(grouped);
    expect(readNumber('abc')).toEqual({ ok: false, problem: 'Enter a number.' });
    expect(readNumber('4,5,6')).toEqual({ ok: false, problem: 'Enter a number.' });
    expect(readNumber('1e3')).toEqual({ ok: false, problem: 'Enter a number.' });
  });
});
