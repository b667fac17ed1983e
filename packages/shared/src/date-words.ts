/**
 * Dates as a person writes them in a bulletin's content languages: the long form of a title
 * ("28 novembre 2026", "28 November 2026") and a period ("28–30 novembre 2026"). Written from
 * tables rather than `Intl`, so that the server, the browser and the tests agree to the letter.
 */

const MONTHS: Record<string, readonly string[]> = {
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  sl: [
    'januar',
    'februar',
    'marec',
    'april',
    'maj',
    'junij',
    'julij',
    'avgust',
    'september',
    'oktober',
    'november',
    'december',
  ],
};

/** Weekday names, Sunday first (as `Date.getUTCDay` counts). */
const WEEKDAYS: Record<string, readonly string[]> = {
  it: ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/** The month names of a language, January first (Italian for a language without its own table). */
export function monthNames(language: string): readonly string[] {
  return MONTHS[language] ?? (MONTHS.it as readonly string[]);
}

/** The weekday names of Italian or English, Sunday first; none for another language. */
export function weekdayNames(language: string): readonly string[] {
  return WEEKDAYS[language] ?? [];
}

type Parts = { year: number; month: number; day: number };

function partsOf(date: string): Parts {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 1, day: day ?? 1 };
}

/** German and Slovenian write the day as an ordinal ("28."); French the first of the month as "1er". */
function dayText(day: number, language: string): string {
  if (language === 'de' || language === 'sl') return `${day}.`;
  if (language === 'fr' && day === 1) return '1er';
  return String(day);
}

function dayMonth(parts: Parts, language: string): string {
  return `${dayText(parts.day, language)} ${monthNames(language)[parts.month - 1]}`;
}

/** A `YYYY-MM-DD` date in the language's long form: "28 novembre 2026", "28 November 2026", "28. November 2026". */
export function longDate(date: string, language: string): string {
  const parts = partsOf(date);
  return `${dayMonth(parts, language)} ${parts.year}`;
}

/**
 * The days from `from` to `to` (both `YYYY-MM-DD`, inclusive) in the language's long form, saying
 * the month and year once where they are shared: "28–30 novembre 2026", "30 November – 2 December
 * 2026", "31 dicembre 2026 – 1 gennaio 2027"; one day is its long date.
 */
export function longPeriod(from: string, to: string, language: string): string {
  if (from === to) return longDate(from, language);
  const a = partsOf(from);
  const b = partsOf(to);
  if (a.year !== b.year) return `${longDate(from, language)} – ${longDate(to, language)}`;
  if (a.month !== b.month) return `${dayMonth(a, language)} – ${longDate(to, language)}`;
  return `${dayText(a.day, language)}–${longDate(to, language)}`;
}
