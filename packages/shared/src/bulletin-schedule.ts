import { addDays, instantAt, todayIn } from './agency-time.ts';

/** The first date from `today` on (dates `YYYY-MM-DD`, in the agency's time zone) with no bulletin in `issued`. */
export function nextDueDate(today: string, issued: Iterable<string>): string {
  const taken = new Set(issued);
  let date = today;
  while (taken.has(date)) date = addDays(date, 1);
  return date;
}

/**
 * Where a bulletin type stands today: its bulletin exists (`issued`), its issue time is still
 * ahead (`due`, with the instant), or it has passed with no bulletin (`missing`, since the instant).
 */
export type TodayStanding =
  | { state: 'issued' }
  | { state: 'due'; at: Date }
  | { state: 'missing'; since: Date };

/** The standing of a type whose bulletins are issued at `issueTime` (local `HH:MM`) on the agency's today. */
export function todayStanding(
  issueTime: string,
  hasBulletinToday: boolean,
  timeZone: string,
  now: Date = new Date(),
): TodayStanding {
  if (hasBulletinToday) return { state: 'issued' };
  const at = instantAt(todayIn(timeZone, now), issueTime, timeZone);
  return now.getTime() < at.getTime() ? { state: 'due', at } : { state: 'missing', since: at };
}
