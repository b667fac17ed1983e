import { dateFormat } from './date-formats.ts';

type Part = 'day' | 'month' | 'year';

/** How a language writes a date in figures: the order of day, month and year, and what goes between. */
export type DatePattern = { order: readonly Part[]; separator: string };

/** The numeric date pattern of `language` (Italian 05/12/2026, day first; English 12/05/2026). */
export function datePattern(language: string): DatePattern {
  const parts = dateFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2026, 11, 5)));
  const order = parts.flatMap((part) =>
    part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : [],
  );
  const separator = parts.find((part) => part.type === 'literal')?.value ?? '/';
  return order.length === 3 ? { order, separator } : { order: ['day', 'month', 'year'], separator: '/' };
}

/** `YYYY-MM-DD` written in the pattern's figures; '' for ''. */
export function writeDate(iso: string, pattern: DatePattern): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const of = { day, month, year };
  return pattern.order.map((part) => of[part]).join(pattern.separator);
}

/**
 * A date as someone typed it, in the pattern's order with any separators (5/12/26, 05.12.2026) or
 * as `YYYY-MM-DD`, as `YYYY-MM-DD`; null when it is not a day of the calendar.
 */
export function readDate(text: string, pattern: DatePattern): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  let figures: Record<Part, number>;
  if (iso) figures = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  else {
    const numbers = trimmed.split(/[^\d]+/).filter(Boolean);
    if (numbers.length !== 3 || numbers.some((n) => n.length > 4)) return null;
    figures = { day: 0, month: 0, year: 0 };
    pattern.order.forEach((part, index) => {
      figures[part] = Number(numbers[index]);
    });
    const yearText = numbers[pattern.order.indexOf('year')] ?? '';
    if (yearText.length === 2) figures.year += 2000;
    else if (yearText.length !== 4) return null;
  }
  const { year, month, day } = figures;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}
