import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './agency-time.ts';
import { longDate, monthNames, weekdayNames } from './date-words.ts';
import { type DateMention, datesIn, mentionIs, otherDates } from './text-dates.ts';

/** What was read, without where: [words, day, month, year, weekday]. */
function read(text: string, language: string) {
  return datesIn(text, language).map((m: DateMention) => [m.text, m.day, m.month, m.year, m.weekday]);
}

describe('datesIn: Italian', () => {
  it.each([
    ['Previsioni del 26 novembre', [['26 novembre', 26, 11, undefined, undefined]]],
    ['Previsioni del 26 novembre 2026', [['26 novembre 2026', 26, 11, 2026, undefined]]],
    ['Giovedì 26 novembre: sereno', [['Giovedì 26 novembre', 26, 11, undefined, 4]]],
    ["lunedi' 1° dicembre 2026", [["lunedi' 1° dicembre 2026", 1, 12, 2026, 1]]],
    ["Nebbie dall'8 dic.", [['8 dic.', 8, 12, undefined, undefined]]],
    ['il 26/11 poco nuvoloso', [['26/11', 26, 11, undefined, undefined]]],
    ['emesso il 26/11/2026', [['26/11/2026', 26, 11, 2026, undefined]]],
    ['emesso il 26.11.26', [['26.11.26', 26, 11, 2026, undefined]]],
    ['file del 2026-11-26', [['2026-11-26', 26, 11, 2026, undefined]]],
    ['sabato 28 sereno', [['sabato 28', 28, undefined, undefined, 6]]],
    [
      'dal 26 al 28 novembre',
      [
        ['26 al 28 novembre', 26, 11, undefined, undefined],
        ['26 al 28 novembre', 28, 11, undefined, undefined],
      ],
    ],
    [
      '26–28 novembre 2026',
      [
        ['26–28 novembre 2026', 26, 11, 2026, undefined],
        ['26–28 novembre 2026', 28, 11, 2026, undefined],
      ],
    ],
  ])('reads %j', (text, expected) => {
    expect(read(text, 'it')).toEqual(expected);
  });

  it('reads no date in what only looks like one', () => {
    for (const text of [
      'Temperature tra 5 e 12 gradi, venti da 10/15 km/h.',
      'Mare mosso 3/4, vento forza 4/5.',
      'Pioggia 5/10 mm, neve oltre 1500 m.',
      'Ore 10.30, pressione 1015 hPa, quota 2.500.',
      'Temperatura 26,11 °C',
      'Il 31 febbraio non esiste, né il 32 marzo.',
      'Marzo e novembre sono mesi, domenica è un giorno.',
    ])
      expect(read(text, 'it'), text).toEqual([]);
  });

  it('reads small numbers as a date after a weekday or a word that says it is one', () => {
    expect(read('il 4/5 sereno', 'it')).toEqual([['4/5', 4, 5, undefined, undefined]]);
    expect(read('giovedì 4/5', 'it')).toEqual([['giovedì 4/5', 4, 5, undefined, 4]]);
  });
});

describe('datesIn: English', () => {
  it.each([
    ['Forecast for November 26', [['November 26', 26, 11, undefined, undefined]]],
    ['Forecast for 26 November 2026', [['26 November 2026', 26, 11, 2026, undefined]]],
    ['Thursday, 26th November', [['Thursday, 26th November', 26, 11, undefined, 4]]],
    ['Thu Nov 26, 2026', [['Thu Nov 26, 2026', 26, 11, 2026, 4]]],
    ['on the 26th of November', [['26th of November', 26, 11, undefined, undefined]]],
    ['issued 26/11', [['26/11', 26, 11, undefined, undefined]]],
    ['Saturday the 28th', [['Saturday the 28th', 28, undefined, undefined, 6]]],
    [
      'November 26-28, 2026',
      [
        ['November 26-28, 2026', 26, 11, 2026, undefined],
        ['November 26-28, 2026', 28, 11, 2026, undefined],
      ],
    ],
  ])('reads %j', (text, expected) => {
    expect(read(text, 'en')).toEqual(expected);
  });

  it('does not take a verb, an amount or a height for a date', () => {
    expect(read('Up to 5 may fall; winds 10/20 kt', 'en')).toEqual([]);
    expect(read('Freezing level on 26 November, 2500 m', 'en')).toEqual([
      ['26 November', 26, 11, undefined, undefined],
    ]);
  });
});

describe('datesIn: other languages', () => {
  it('reads numeric dates and whole month names, the language’s own, Italian and English', () => {
    expect(read('Vorhersage vom 26. November, gültig bis 28.11.2026', 'de')).toEqual([
      ['26. November', 26, 11, undefined, undefined],
      ['28.11.2026', 28, 11, 2026, undefined],
    ]);
    expect(read('Prévisions du 1er décembre', 'fr')).toEqual([['1er décembre', 1, 12, undefined, undefined]]);
  });

  it('reads a title left in the other language', () => {
    expect(read('Previsioni del 26 novembre', 'en')).toEqual([['26 novembre', 26, 11, undefined, undefined]]);
    expect(read('Forecast for 26 November', 'it')).toEqual([['26 November', 26, 11, undefined, undefined]]);
  });
});

const aDate = fc
  .date({ min: new Date(Date.UTC(1950, 0, 1)), max: new Date(Date.UTC(2150, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const language = fc.constantFrom('it', 'en');

function parts(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day, weekday: new Date(`${date}T00:00:00Z`).getUTCDay() };
}

describe('datesIn: every date, each way a person writes it', () => {
  it('reads the long date of a title back as the same date, in every content language', () => {
    fc.assert(
      fc.property(aDate, fc.constantFrom('it', 'en', 'de', 'fr', 'sl'), (date, lang) => {
        const { year, month, day } = parts(date);
        const [mention, ...rest] = datesIn(`Previsioni del ${longDate(date, lang)}.`, lang);
        expect(rest).toEqual([]);
        expect(mention).toMatchObject({ day, month, year });
        expect(mentionIs(mention as DateMention, date)).toBe(true);
      }),
    );
  });

  it('reads weekday, day and month, in words or in numbers, as that date', () => {
    fc.assert(
      fc.property(aDate, language, fc.nat(4), (date, lang, form) => {
        const { year, month, day, weekday } = parts(date);
        const monthName = monthNames(lang)[month - 1];
        const weekdayName = weekdayNames(lang)[weekday];
        const pad = (n: number) => String(n).padStart(2, '0');
        const written = [
          `${weekdayName} ${day} ${monthName}`,
          lang === 'en'
            ? `${weekdayName}, ${monthName} ${day}, ${year}`
            : `${weekdayName} ${day} ${monthName} ${year}`,
          `${pad(day)}/${pad(month)}`,
          `${day}/${month}/${year}`,
          `${pad(day)}.${pad(month)}.${year}`,
        ][form] as string;
        const mentions = datesIn(`Nuvoloso ${written} e poi sereno`, lang);
        expect(mentions.map((m) => m.text)).toEqual([written]);
        expect(mentionIs(mentions[0] as DateMention, date)).toBe(true);
        // A week later is another date, whichever parts are written.
        expect(mentionIs(mentions[0] as DateMention, addDays(date, 7))).toBe(false);
      }),
    );
  });

  it('reads nothing in a text without digits', () => {
    fc.assert(
      fc.property(fc.string(), language, (text, lang) => {
        expect(datesIn(text.replace(/\p{N}/gu, ''), lang)).toEqual([]);
      }),
    );
  });
});

describe('otherDates', () => {
  const days = ['2026-11-28', '2026-11-29', '2026-11-30'];

  it('names the dates that are none of the days given, once each', () => {
    expect(otherDates('Previsioni del 26 novembre (26 novembre)', 'it', days)).toEqual(['26 novembre']);
    expect(otherDates('Forecast for November 26', 'en', days)).toEqual(['November 26']);
    expect(otherDates('Previsioni del 28 novembre, fino a lunedì 30', 'it', days)).toEqual([]);
    expect(otherDates('Previsioni per il 28/11/2025', 'it', days)).toEqual(['28/11/2025']);
  });

  it('names a weekday that is not the weekday of its date', () => {
    // 28 November 2026 is a Saturday.
    expect(otherDates('Venerdì 28 novembre', 'it', days)).toEqual(['Venerdì 28 novembre']);
    expect(otherDates('Sabato 28 novembre', 'it', days)).toEqual([]);
  });

  it('finds nothing in a text written of its own days', () => {
    fc.assert(
      fc.property(aDate, fc.integer({ min: 1, max: 10 }), language, (issue, count, lang) => {
        const own = Array.from({ length: count }, (_, i) => addDays(issue, i));
        const text = own.map((d) => longDate(d, lang)).join(', ');
        expect(otherDates(text, lang, own)).toEqual([]);
      }),
    );
  });

  it('finds a date outside the days, however it is written', () => {
    fc.assert(
      fc.property(
        aDate,
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 300 }),
        language,
        (issue, count, before, lang) => {
          const own = Array.from({ length: count }, (_, i) => addDays(issue, i));
          const other = addDays(issue, -before);
          expect(otherDates(`Previsioni del ${longDate(other, lang)}`, lang, own)).toEqual([
            longDate(other, lang),
          ]);
        },
      ),
    );
  });
});
