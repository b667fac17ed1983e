import { daysBetween } from './agency-time.ts';

/**
 * Two bulletins of a type lined up on the calendar: `from`'s day `d` is the same date as `to`'s
 * day `d - shift`, where `shift` is the days between their issue dates (yesterday's day 1 is
 * today's day 0). Carrying values over, comparing two versions and showing the previous value
 * beside a cell all go through this one rule.
 */
export function calendarShift(fromIssueDate: string, toIssueDate: string) {
  const shift = daysBetween(fromIssueDate, toIssueDate);
  return {
    shift,
    /** `from`'s day as `to`'s day (the same date). */
    toLater: (day: number) => day - shift,
    /** `to`'s day as `from`'s day (the same date). */
    toEarlier: (day: number) => day + shift,
  };
}

/**
 * `from`'s values moved onto `to`'s days, keeping those that fall within `to`'s `days` days: what
 * of the earlier bulletin still forecasts a date the later one covers.
 */
export function onCalendarOf<T extends { day: number }>(
  values: readonly T[],
  fromIssueDate: string,
  toIssueDate: string,
  days: number,
): T[] {
  const { toLater } = calendarShift(fromIssueDate, toIssueDate);
  return values
    .map((value) => ({ ...value, day: toLater(value.day) }))
    .filter((value) => value.day >= 0 && value.day < days);
}

/**
 * `to`'s days whose date `from` also covers, in order: where two bulletins of `fromDays` and
 * `toDays` days can be compared.
 */
export function sharedDays(
  fromIssueDate: string,
  toIssueDate: string,
  fromDays: number,
  toDays: number,
): number[] {
  const { toEarlier } = calendarShift(fromIssueDate, toIssueDate);
  return Array.from({ length: Math.max(toDays, 0) }, (_, day) => day).filter(
    (day) => toEarlier(day) >= 0 && toEarlier(day) < fromDays,
  );
}
