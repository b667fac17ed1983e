import { describe, expect, it } from 'vitest';
import { nextMonth, wholeMonths } from './whole-months.ts';

describe('the whole months of a period', () => {
  it('start on a first day and end before the month of a date that is not a last day', () => {
    expect(wholeMonths('2026-01-01', '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-04-01' });
    expect(wholeMonths('2026-01-02', '2026-03-30')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    expect(wholeMonths('2025-12-15', '2026-02-28')).toEqual({ from: '2026-01-01', to: '2026-03-01' });
    expect(wholeMonths('2024-02-01', '2024-02-29')).toEqual({ from: '2024-02-01', to: '2024-03-01' });
  });

  it('are open where the period is, and none when no month fits', () => {
    expect(wholeMonths(undefined, undefined)).toEqual({});
    expect(wholeMonths('2026-03-10', undefined)).toEqual({ from: '2026-04-01' });
    expect(wholeMonths(undefined, '2026-03-10')).toEqual({ to: '2026-03-01' });
    expect(wholeMonths('2026-03-02', '2026-03-31')).toBeNull();
    expect(wholeMonths('2026-03-10', '2026-04-20')).toBeNull();
  });

  it('the month after any first day, across a year', () => {
    expect(nextMonth('2026-01-01')).toBe('2026-02-01');
    expect(nextMonth('2026-12-01')).toBe('2027-01-01');
  });
});
