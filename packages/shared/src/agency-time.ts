/**
 * The agency's local time (a setting, `Europe/Rome` by default): issue dates, issue times,
 * deadlines and slots are read in it, "today" and "missing" are computed in it, and what is
 * stored is an instant in UTC. Dates travel as `YYYY-MM-DD`, times of day as `HH:MM`.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Rome';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-4]):([0-5]\d)$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** True when the name is a time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of an instant in the zone, as the UTC milliseconds of that reading. */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** The zone's offset from UTC at an instant, in milliseconds (Rome: +1 h in winter, +2 h in summer). */
export function offsetAt(instant: Date, timeZone: string): number {
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return wallClock(whole, timeZone) - whole;
}

/** The local date of an instant in the zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

function dateParts(date: string): [number, number, number] {
  const match = DATE.exec(date);
  const parts: [number, number, number] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  // 2026-02-30 is not a date, whatever Date.UTC would make of it.
  if (!match || new Date(Date.UTC(parts[0], parts[1] - 1, parts[2])).toISOString().slice(0, 10) !== date)
    throw new RangeError(`Not a date: ${date}`);
  return parts;
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(date: string): boolean {
  try {
    dateParts(date);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = dateParts(from);
  const [ty, tm, td] = dateParts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

/**
 * The instant at which the zone's clocks read `time` on `date` (`24:00` is the next midnight).
 * A reading that does not exist (the hour skipped when clocks go forward) is taken as the moment
 * the clocks jump, i.e. the same length after the jump; a reading that happens twice (the hour
 * repeated when clocks go back) is the first of the two.
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = dateParts(date);
  const match = TIME.exec(time);
  if (!match || (match[1] === '24' && match[2] !== '00')) throw new RangeError(`Not a time of day: ${time}`);
  const wanted = Date.UTC(year, month - 1, day, Number(match[1]), Number(match[2]));
  // The offset an hour either side of the reading brackets any change of the clocks near it.
  const offsets = [
    offsetAt(new Date(wanted - 3_600_000 * 3), timeZone),
    offsetAt(new Date(wanted + 3_600_000 * 3), timeZone),
  ];
  const candidates = offsets
    .map((offset) => wanted - offset)
    .filter((instant) => wallClock(instant, timeZone) === wanted)
    .sort((a, b) => a - b);
  if (candidates[0] !== undefined) return new Date(candidates[0]);
  // Skipped: read it with the offset from before the jump.
  return new Date(wanted - (offsets[0] ?? 0));
}

/** Today's date in the zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localDate(now, timeZone);
}
