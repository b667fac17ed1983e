import { describe, expect, it } from 'vitest';
import { datePattern, readDate, writeDate } from './typed-date.ts';

const italian = datePattern('it');
const english = datePattern('en');

describe('dates typed in the app’s language', () => {
  it('are written day first in Italian and month first in English', () => {
    expect(italian.order).toEqual(['day', 'month', 'year']);
    expect(english.order).toEqual(['month', 'day', 'year']);
    expect(writeDate('2026-12-05', italian)).toBe('05/12/2026');
    expect(writeDate('2026-12-05', english)).toBe('12/05/2026');
    expect(writeDate('', italian)).toBe('');
  });

  it('are read in the language’s order, with any separator, short years and ISO dates too', () => {
    expect(readDate('05/12/2026', italian)).toBe('2026-12-05');
    expect(readDate('5.12.26', italian)).toBe('2026-12-05');
    expect(readDate('12/05/2026', english)).toBe('2026-12-05');
    expect(readDate(' 2026-12-05 ', english)).toBe('2026-12-05');
    expect(readDate('2026-2-3', italian)).toBe('2026-02-03');
  });

  it('are refused when they are not a day of the calendar, or not complete', () => {
    for (const text of [
      '31/02/2026',
      '05/13/2026',
      '05/12',
      '05/12/202',
      '',
      'ieri',
      '1/1/12345',
      '2026-02-30',
    ])
      expect(readDate(text, italian), text).toBeNull();
    expect(readDate('13/05/2026', english)).toBeNull();
  });
});
