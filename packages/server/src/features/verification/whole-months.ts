import { addDays } from '@bora/shared/agency-time';

/** The first day of the month of a calendar date (YYYY-MM-DD). */
export function monthOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month after the one `month` (a first day) begins. */
export function nextMonth(month: string): string {
  return monthOf(addDays(month, 32));
}

/**
 * The whole months within a period of issue dates (both ends inclusive, either open): from the
 * first day of the first (`from`) to the first day of the month after the last (`to`, exclusive),
 * either open where the period is. Null when no month lies wholly within it.
 */
export function wholeMonths(
  dateAfter: string | undefined,
  dateBefore: string | undefined,
): { from?: string; to?: string } | null {
  const from =
    dateAfter === undefined ? undefined : monthOf(dateAfter) === dateAfter ? dateAfter : nextMonth(dateAfter);
  const to =
    dateBefore === undefined
      ? undefined
      : monthOf(addDays(dateBefore, 1)) === addDays(dateBefore, 1)
        ? addDays(dateBefore, 1)
        : monthOf(dateBefore);
  if (from !== undefined && to !== undefined && from >= to) return null;
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}
