import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberSeparators, readNumber } from './number-text.ts';

describe('readNumber', () => {
  it('reads a decimal comma and a decimal point alike', () => {
    for (const language of [undefined, 'it', 'en']) {
      expect(readNumber('4,5', language)).toEqual({ ok: true, value: 4.5 });
      expect(readNumber('12.3', language)).toEqual({ ok: true, value: 12.3 });
      expect(readNumber(' -1,5 ', language)).toEqual({ ok: true, value: -1.5 });
      expect(readNumber('−2', language)).toEqual({ ok: true, value: -2 });
      expect(readNumber(',5', language)).toEqual({ ok: true, value: 0.5 });
      expect(readNumber('7,', language)).toEqual({ ok: true, value: 7 });
    }
  });

  it('reads blank as no value', () => {
    expect(readNumber('  ')).toEqual({ ok: true, value: null });
    expect(readNumber('', 'it')).toEqual({ ok: true, value: null });
  });

  it('reads thousands grouped the Italian way: a point or a space, decimals after a comma', () => {
    expect(readNumber('1.200', 'it')).toEqual({ ok: true, value: 1200 });
    expect(readNumber('1 200', 'it')).toEqual({ ok: true, value: 1200 });
    expect(readNumber('1\u00a0200', 'it')).toEqual({ ok: true, value: 1200 });
    expect(readNumber('-12.345.678', 'it')).toEqual({ ok: true, value: -12345678 });
    expect(readNumber('1.234,5', 'it')).toEqual({ ok: true, value: 1234.5 });
    expect(readNumber('1 234,5', 'it')).toEqual({ ok: true, value: 1234.5 });
    // With spaces for thousands, a point is free to be the decimal separator.
    expect(readNumber('1 234.5', 'it')).toEqual({ ok: true, value: 1234.5 });
  });

  it('keeps a point that is no thousands separator in Italian as a decimal point, as before', () => {
    expect(readNumber('1.5', 'it')).toEqual({ ok: true, value: 1.5 });
    expect(readNumber('1.25', 'it')).toEqual({ ok: true, value: 1.25 });
    expect(readNumber('1.2345', 'it')).toEqual({ ok: true, value: 1.2345 });
    // A first group starting with 0 is no grouping.
    expect(readNumber('0.250', 'it')).toEqual({ ok: true, value: 0.25 });
    expect(readNumber('.250', 'it')).toEqual({ ok: true, value: 0.25 });
  });

  it('reads thousands grouped the English way: a comma or a space, decimals after a point', () => {
    expect(readNumber('1,200', 'en')).toEqual({ ok: true, value: 1200 });
    expect(readNumber('1 200', 'en')).toEqual({ ok: true, value: 1200 });
    expect(readNumber('1,234.5', 'en')).toEqual({ ok: true, value: 1234.5 });
    expect(readNumber('1,5', 'en')).toEqual({ ok: true, value: 1.5 });
    expect(readNumber('1.200', 'en')).toEqual({ ok: true, value: 1.2 });
  });

  it('refuses separators in the other language’s order instead of guessing, naming the language’s', () => {
    expect(readNumber('1,234.5', 'it')).toEqual({
      ok: false,
      problem: 'Write thousands with “.” or a space, and decimals with “,”.',
    });
    expect(readNumber('1.234,5', 'en')).toEqual({
      ok: false,
      problem: 'Write thousands with “,” or a space, and decimals with “.”.',
    });
    // One separator for thousands and decimals alike, or two kinds of groups: not a number.
    expect(readNumber('1.200.5', 'it').ok).toBe(false);
    expect(readNumber('1.200 300', 'it').ok).toBe(false);
  });

  it('without a language, refuses thousands separators and text instead of guessing', () => {
    const grouped = { ok: false, problem: 'Write the number without thousands separators.' };
    expect(readNumber('1.234,5')).toEqual(grouped);
    expect(readNumber('1,234.5')).toEqual(grouped);
    expect(readNumber('12 345')).toEqual(grouped);
    expect(readNumber('abc')).toEqual({ ok: false, problem: 'Enter a number.' });
    expect(readNumber('4,5,6')).toEqual({ ok: false, problem: 'Enter a number.' });
    expect(readNumber('1e3')).toEqual({ ok: false, problem: 'Enter a number.' });
    expect(readNumber('abc', 'it')).toEqual({ ok: false, problem: 'Enter a number.' });
  });

  it('reads back any number written the language’s way, grouped or not', () => {
    for (const language of ['it', 'en']) {
      const grouped = new Intl.NumberFormat(language, { maximumFractionDigits: 3, useGrouping: 'always' });
      const plain = new Intl.NumberFormat(language, { maximumFractionDigits: 3, useGrouping: false });
      fc.assert(
        fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 999 }), (whole, milli) => {
          const value = whole + Math.sign(whole || 1) * (milli / 1000);
          for (const format of [grouped, plain]) {
            const read = readNumber(format.format(value), language);
            expect(read).toEqual({ ok: true, value: Number(value.toFixed(3)) });
          }
        }),
      );
    }
  });

  it('knows the separators of the UI languages', () => {
    expect(numberSeparators('it')).toEqual({ group: '.', decimal: ',' });
    expect(numberSeparators('en')).toEqual({ group: ',', decimal: '.' });
  });
});
