import { describe, expect, it } from 'vitest';
import { nextDueDate, todayStanding } from './bulletin-schedule.ts';

describe('the next due date', () => {
  it('is today when today has no bulletin', () => {
    expect(nextDueDate('2026-03-28', ['2026-03-27', '2026-03-29'])).toBe('2026-03-28');
  });

  it('is the first day from today on without one, across a month end', () => {
    expect(nextDueDate('2026-03-30', ['2026-03-30', '2026-03-31', '2026-04-02'])).toBe('2026-04-01');
  });
});

describe('where a type stands today', () => {
  const rome = 'Europe/Rome';

  it('is issued once today’s bulletin exists, whatever the hour', () => {
    expect(todayStanding('11:00', true, rome, new Date('2026-07-01T20:00:00Z'))).toEqual({ state: 'issued' });
  });

  it('is due before its local issue time and missing after it (summer time: UTC+2)', () => {
    const before = todayStanding('11:00', false, rome, new Date('2026-07-01T08:59:00Z'));
    expect(before).toEqual({ state: 'due', at: new Date('2026-07-01T09:00:00Z') });
    const after = todayStanding('11:00', false, rome, new Date('2026-07-01T09:00:00Z'));
    expect(after).toEqual({ state: 'missing', since: new Date('2026-07-01T09:00:00Z') });
  });

  it('reads today in the agency’s zone: 23:30 UTC is already tomorrow in Rome', () => {
    const standing = todayStanding('11:00', false, rome, new Date('2026-01-14T23:30:00Z'));
    expect(standing).toEqual({ state: 'due', at: new Date('2026-01-15T10:00:00Z') });
  });

  it('counts the issue time on the day the clocks go forward in the new offset', () => {
    const standing = todayStanding('12:00', false, rome, new Date('2026-03-29T08:00:00Z'));
    expect(standing).toEqual({ state: 'due', at: new Date('2026-03-29T10:00:00Z') });
  });
});
