import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  instantAt,
  isCalendarDate,
  isTimeZone,
  localDate,
  offsetAt,
  todayIn,
} from './agency-time.ts';

const ROME = 'Europe/Rome';

describe('the agency’s local time', () => {
  it('reads issue times in Rome’s winter and summer time', () => {
    expect(instantAt('2026-01-15', '11:30', ROME).toISOString()).toBe('2026-01-15T10:30:00.000Z');
    expect(instantAt('2026-07-15', '11:30', ROME).toISOString()).toBe('2026-07-15T09:30:00.000Z');
  });

  it('on the day the clocks go forward (29 March 2026), the skipped hour is read after the jump', () => {
    expect(instantAt('2026-03-29', '01:30', ROME).toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(instantAt('2026-03-29', '02:30', ROME).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantAt('2026-03-29', '03:30', ROME).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantAt('2026-03-29', '12:00', ROME).toISOString()).toBe('2026-03-29T10:00:00.000Z');
    // That day has 23 hours.
    const length =
      instantAt('2026-03-29', '24:00', ROME).getTime() - instantAt('2026-03-29', '00:00', ROME).getTime();
    expect(length).toBe(23 * 3_600_000);
  });

  it('on the day the clocks go back (25 October 2026), the repeated hour is its first time', () => {
    expect(instantAt('2026-10-25', '02:30', ROME).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantAt('2026-10-25', '03:30', ROME).toISOString()).toBe('2026-10-25T02:30:00.000Z');
    const length =
      instantAt('2026-10-25', '24:00', ROME).getTime() - instantAt('2026-10-25', '00:00', ROME).getTime();
    expect(length).toBe(25 * 3_600_000);
  });

  it('says what day it is in Rome, not in UTC', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Rome.
    expect(todayIn(ROME, new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(localDate(new Date('2026-06-30T21:59:00Z'), ROME)).toBe('2026-06-30');
    expect(localDate(new Date('2026-06-30T22:00:00Z'), ROME)).toBe('2026-07-01');
  });

  it('knows the offsets either side of a change', () => {
    expect(offsetAt(new Date('2026-03-29T00:59:00Z'), ROME)).toBe(3_600_000);
    expect(offsetAt(new Date('2026-03-29T01:00:00Z'), ROME)).toBe(7_200_000);
  });

  it('counts calendar days, across the changes of the clocks and leap days', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
  });

  it('refuses what is not a date, a time or a zone', () => {
    expect(() => instantAt('2026-13-01x', '10:00', ROME)).toThrow(RangeError);
    expect(() => instantAt('2026-01-01', '24:30', ROME)).toThrow(RangeError);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
    expect(isTimeZone(ROME)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
