import { monthNames, weekdayNames } from './date-words.ts';

/** A date a text names, as a person writes it ("giovedì 26 novembre", "November 26", "26/11"). */
export type DateMention = {
  /** The words that name it, as written (a range's words are shared by its two days). */
  text: string;
  /** Where they start in the text. */
  index: number;
  day: number;
  /** 1–12; none for a weekday and a day alone ("sabato 28"). */
  month?: number;
  year?: number;
  /** 0 = Sunday, when the text names the weekday. */
  weekday?: number;
};

const ITALIAN_MONTH_SHORT = [
  'gen',
  'feb',
  'mar',
  'apr',
  'mag',
  'giu',
  'lug',
  'ago',
  'set',
  'ott',
  'nov',
  'dic',
];
const ENGLISH_MONTH_SHORT = ['jan', 'feb', 'mar', 'apr', '', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

type Vocabulary = {
  /** Lower-case word (or abbreviation) → month 1–12. */
  months: Map<string, number>;
  /** Lower-case word (or abbreviation) → weekday, 0 = Sunday. */
  weekdays: Map<string, number>;
  /** The full weekday names alone, which may name a day without its month ("sabato 28"). */
  fullWeekdays: Set<string>;
  /** Ordinal endings of a day number. */
  ordinal: string;
  /** Words that join the first and last day of a range ("26 al 28 novembre"). */
  rangeWords: string[];
  /** Month before the day ("November 26"). */
  monthFirst: boolean;
  /** Words after which "26/11" is a date, though its numbers are small ("il 4/5"). */
  cues: string[];
};

function vocabulary(language: string): Vocabulary {
  const months = new Map<string, number>();
  const weekdays = new Map<string, number>();
  const fullWeekdays = new Set<string>();
  // Whole month names of Italian, English and the text's own language, whatever it is: a title
  // carried into the wrong language ("Previsioni del 26 novembre" as the English one) still counts.
  for (const source of new Set(['it', 'en', language]))
    monthNames(source).forEach((name, index) => {
      months.set(name.toLowerCase(), index + 1);
    });
  const named = language === 'it' || language === 'en';
  if (named) {
    (language === 'it' ? ITALIAN_MONTH_SHORT : ENGLISH_MONTH_SHORT).forEach((short, index) => {
      if (short) months.set(short, index + 1);
    });
    weekdayNames(language).forEach((name, index) => {
      const word = name.toLowerCase();
      weekdays.set(word, index);
      fullWeekdays.add(word);
    });
  }
  if (language === 'en') {
    months.set('sept', 9);
    const short = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
    short.forEach((word, index) => {
      weekdays.set(word, index);
    });
    weekdays.set('tues', 2);
    weekdays.set('thur', 4);
    weekdays.set('thurs', 4);
  }
  if (language === 'it') {
    // Written without the accent, or with an apostrophe for it, on keyboards without ì.
    for (const [word, index] of [...weekdays])
      if (word.endsWith('ì')) {
        const plain = `${word.slice(0, -1)}i`;
        weekdays.set(plain, index);
        fullWeekdays.add(plain);
      }
    months.set('sett', 9);
  }
  return {
    months,
    weekdays,
    fullWeekdays,
    ordinal:
      language === 'en'
        ? '(?:st|nd|rd|th)'
        : language === 'it'
          ? '[°º]'
          : language === 'de' || language === 'sl'
            ? '\\.'
            : language === 'fr'
              ? '(?:er)'
              : '',
    rangeWords: language === 'en' ? ['to', 'and', 'until'] : language === 'it' ? ['al', 'e'] : [],
    monthFirst: language === 'en',
    cues:
      language === 'en'
        ? ['on', 'for', 'from', 'until', 'till', 'to', 'by', 'of']
        : language === 'it'
          ? ['il', 'del', 'dal', 'al', 'per', 'entro']
          : [],
  };
}

const vocabularies = new Map<string, Vocabulary>();
function vocabularyOf(language: string): Vocabulary {
  let found = vocabularies.get(language);
  if (!found) {
    found = vocabulary(language);
    vocabularies.set(language, found);
  }
  return found;
}

function alternatives(words: Iterable<string>): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
}

/** Not inside a word or a number. */
const START = '(?<![\\p{L}\\p{N}])';
/** A number that is not part of a longer one, a decimal, a time or a fraction. */
const NUMBER_START = '(?<![\\p{L}\\p{N}/.,:°º])';
const WORD_END = '(?![\\p{L}\\p{N}])';
/** Measures a forecast writes after a pair of numbers: "5/10 mm" is an amount, not the 5th of October. */
const UNIT_AFTER =
  /^\s*(?:mm|cm|m|km|km\/h|kmh|m\/s|kt|nodi|knots|hpa|mb|°|%|gradi|degrees|metri|metres|meters|litri|litres)(?![\p{L}])/iu;

type Patterns = { named: RegExp[]; numeric: RegExp[]; dayAlone: RegExp | null };

function patternsOf(v: Vocabulary): Patterns {
  const ordinal = v.ordinal ? `${v.ordinal}?` : '';
  const day = (name: string) => `(?<${name}>[0-3]?\\d)${ordinal}`;
  const month = v.months.size ? `(?<month>${alternatives(v.months.keys())})(?![\\p{L}])\\.?` : null;
  const weekday = v.weekdays.size
    ? `(?:(?<weekday>${alternatives(v.weekdays.keys())})(?![\\p{L}])['’.]?,?\\s+(?:the\\s+)?)?`
    : '';
  const range = `(?:${day('from')}(?:\\s*[–—-]\\s*${v.rangeWords.length ? `|\\s+(?:${v.rangeWords.join('|')})\\s+` : ''}))?`;
  // A year of this era, not a height ("26 November, 2500 m").
  const year = `(?:,?\\s+(?<year>(?:19|20|21)\\d\\d)(?![\\p{N}])(?!\\s*(?:m|metri|metres|meters)(?![\\p{L}])))?`;
  const named: RegExp[] = [];
  if (month) {
    named.push(
      new RegExp(
        `${START}${weekday}${NUMBER_START}${range}${day('day')}(?:\\s+of)?\\s+${month}${year}`,
        'giu',
      ),
    );
    if (v.monthFirst)
      named.push(
        new RegExp(
          `${START}${weekday}${month}\\s+${day('day')}(?:\\s*[–—-]\\s*${day('to')})?${WORD_END}${year}`,
          'giu',
        ),
      );
  }
  const numeric = [
    new RegExp(`${START}(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})${WORD_END}`, 'gu'),
    new RegExp(
      `${START}${weekday}${NUMBER_START}(?<day>\\d{1,2})(?<sep>[/.-])(?<month>\\d{1,2})\\k<sep>(?<year>\\d{4}|\\d{2})(?![\\p{L}\\p{N}]|[/.-]\\d)`,
      'giu',
    ),
    new RegExp(
      `${START}${weekday}${NUMBER_START}(?<day>\\d{1,2})/(?<month>\\d{1,2})(?![\\p{L}\\p{N}]|[/.,]\\d)`,
      'giu',
    ),
  ];
  const dayAlone = v.fullWeekdays.size
    ? new RegExp(
        `${START}(?<weekday>${alternatives(v.fullWeekdays)})['’]?,?\\s+(?:the\\s+)?${NUMBER_START}${day('day')}${WORD_END}`,
        'giu',
      )
    : null;
  return { named, numeric, dayAlone };
}

const patternCache = new Map<string, Patterns>();
function patterns(language: string): Patterns {
  let found = patternCache.get(language);
  if (!found) {
    found = patternsOf(vocabularyOf(language));
    patternCache.set(language, found);
  }
  return found;
}

function daysInMonth(month: number, year: number | undefined): number {
  if (month === 2)
    return year === undefined || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function real(day: number, month: number | undefined, year: number | undefined): boolean {
  if (!Number.isInteger(day) || day < 1) return false;
  if (month === undefined) return day <= 31;
  return month >= 1 && month <= 12 && day <= daysInMonth(month, year);
}

/** The last word before `index` in `text`, lower case. */
function wordBefore(text: string, index: number): string {
  const match = /([\p{L}]+)['’]?\s*$/u.exec(text.slice(0, index));
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * The dates a text names as a person writes them in Italian or English: "26 novembre",
 * "giovedì 26 novembre 2026", "1° dicembre", "dal 26 al 28 novembre", "November 26",
 * "Thursday, 26th November", "26/11", "26/11/2026", "26.11.2026", "2026-11-26", and a full weekday
 * with a day alone ("sabato 28"). Whole month names are read in Italian, English and the text's
 * own language; abbreviations and weekdays in the text's language when it is Italian or English. A
 * day and month in numbers without
 * a year are read as a date when they can only be one: not before a measure ("5/10 mm") and, when
 * both are single digits ("4/5", a sea state, a ratio), only after a weekday or a word such as
 * "il", "del", "on" or "for". Answers them in the order they are written; a range is two dates.
 */
export function datesIn(text: string, language: string): DateMention[] {
  const v = vocabularyOf(language);
  const found: DateMention[] = [];
  const taken: [number, number][] = [];
  const free = (start: number, end: number) => taken.every(([s, e]) => end <= s || start >= e);
  const { named, numeric, dayAlone } = patterns(language);
  const read = (pattern: RegExp, kind: 'named' | 'numeric' | 'short' | 'dayAlone') => {
    for (const match of text.matchAll(pattern)) {
      const g = match.groups ?? {};
      const start = match.index;
      const end = start + match[0].length;
      if (!free(start, end)) continue;
      const year =
        g.year === undefined ? undefined : g.year.length === 2 ? 2000 + Number(g.year) : Number(g.year);
      const month =
        kind === 'dayAlone'
          ? undefined
          : kind === 'named'
            ? v.months.get((g.month ?? '').toLowerCase())
            : Number(g.month);
      const weekday = g.weekday === undefined ? undefined : v.weekdays.get(g.weekday.toLowerCase());
      // "may" is a verb ("5 may fall"); the month is written May.
      if (kind === 'named' && g.month === 'may') continue;
      const days = [g.from, g.day, g.to].filter((d) => d !== undefined).map(Number);
      if (!days.length || !days.every((d) => real(d, month, year))) continue;
      if (kind === 'short') {
        if (UNIT_AFTER.test(text.slice(end))) continue;
        const small = (g.day ?? '').length + (g.month ?? '').length < 3;
        if (small && weekday === undefined && !v.cues.includes(wordBefore(text, start))) continue;
      }
      taken.push([start, end]);
      const words = match[0];
      days.forEach((day, position) => {
        // A weekday before a range names its first day.
        found.push({
          text: words,
          index: start,
          day,
          ...(month === undefined ? {} : { month }),
          ...(year === undefined ? {} : { year }),
          ...(weekday === undefined || position > 0 ? {} : { weekday }),
        });
      });
    }
  };
  const [iso, withYear, short] = numeric;
  if (iso) read(iso, 'numeric');
  if (withYear) read(withYear, 'numeric');
  for (const pattern of named) read(pattern, 'named');
  if (short) read(short, 'short');
  if (dayAlone) read(dayAlone, 'dayAlone');
  return found.sort((a, b) => a.index - b.index);
}

/** True when the mention can be this `YYYY-MM-DD` date: each part it names agrees. */
export function mentionIs(mention: DateMention, date: string): boolean {
  const [year, month, day] = date.split('-').map(Number);
  if (mention.day !== day) return false;
  if (mention.month !== undefined && mention.month !== month) return false;
  if (mention.year !== undefined && mention.year !== year) return false;
  if (mention.weekday !== undefined)
    return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day)).getUTCDay() === mention.weekday;
  return true;
}

/**
 * The dates a text names (as `datesIn` reads them) that are none of the given `YYYY-MM-DD` days,
 * each named once by its words: what a carried-over title or synopsis still says of another day.
 */
export function otherDates(text: string, language: string, days: readonly string[]): string[] {
  const other = datesIn(text, language).filter((mention) => !days.some((day) => mentionIs(mention, day)));
  return [...new Set(other.map((m) => m.text))];
}
