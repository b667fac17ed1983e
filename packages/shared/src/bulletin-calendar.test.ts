import { describe, expect, it } from 'vitest';
import { calendarShift, onCalendarOf, sharedDays } from './bulletin-calendar.ts';

describe('bulletins lined up on the calendar', () => {
  it('makes yesterday’s day 1 today’s day 0, across a month’s end', () => {
    const { shift, toLater, toEarlier } = calendarShift('2026-02-28', '2026-03-01');
    expect(shift).toBe(1);
    expect(toLater(1)).toBe(0);
    expect(toEarlier(0)).toBe(1);
  });

  it('keeps of the earlier values those whose date the later bulletin covers', () => {
    const values = [0, 1, 2, 3].map((day) => ({ day, value: `d${day}` }));
    expect(onCalendarOf(values, '2026-05-01', '2026-05-03', 3)).toEqual([
      { day: 0, value: 'd2' },
      { day: 1, value: 'd3' },
    ]);
    expect(onCalendarOf(values, '2026-05-01', '2026-05-01', 2)).toEqual(values.slice(0, 2));
    expect(onCalendarOf(values, '2026-05-01', '2026-05-09', 3)).toEqual([]);
  });

  it('finds the later bulletin’s days whose date the earlier one also covers, either way round', () => {
    expect(sharedDays('2026-05-01', '2026-05-02', 3, 3)).toEqual([0, 1]);
    expect(sharedDays('2026-05-02', '2026-05-01', 3, 3)).toEqual([1, 2]);
    expect(sharedDays('2026-05-01', '2026-05-01', 2, 3)).toEqual([0, 1]);
    expect(sharedDays('2026-05-01', '2026-05-04', 3, 3)).toEqual([]);
  });
});
