import { describe, expect, it } from 'vitest';
import { elapsedSince } from './elapsed.ts';

const now = new Date('2026-03-28T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('elapsedSince', () => {
  it('tells a wait in minutes, at least one, under an hour', () => {
    expect(elapsedSince(ago(10_000), now)).toEqual({ value: 1, unit: 'minute' });
    expect(elapsedSince(ago(59 * MINUTE + 59_000), now)).toEqual({ value: 59, unit: 'minute' });
  });

  it('in hours, rounded down, under two days', () => {
    expect(elapsedSince(ago(HOUR), now)).toEqual({ value: 1, unit: 'hour' });
    expect(elapsedSince(ago(2 * HOUR + 59 * MINUTE), now)).toEqual({ value: 2, unit: 'hour' });
    expect(elapsedSince(ago(47 * HOUR), now)).toEqual({ value: 47, unit: 'hour' });
  });

  it('then in days', () => {
    expect(elapsedSince(ago(48 * HOUR), now)).toEqual({ value: 2, unit: 'day' });
    expect(elapsedSince(ago(10 * 24 * HOUR + 23 * HOUR), now)).toEqual({ value: 10, unit: 'day' });
  });

  it('reads a time a little ahead of the clock as just now', () => {
    expect(elapsedSince(new Date(now.getTime() + 5000), now)).toEqual({ value: 1, unit: 'minute' });
  });
});
