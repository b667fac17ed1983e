import { describe, expect, it } from 'vitest';
import { type CheckInput, checkBulletin, checkComposition, checkPasses } from './bulletin-check.ts';
import { textDateProblems, validDays } from './text-date-check.ts';

/** A bulletin of 28 November 2026 over two days, in Italian and English, with no cells. */
function bulletin(texts: CheckInput['texts'], issueDate: string | null = '2026-11-28'): CheckInput {
  // No venues: the cells' part of the check has nothing to read (`venueIds`, `venues` as it reads them).
  return {
    venueIds: [],
    venues: [],
    days: 2,
    slots: [],
    dataTypes: [],
    rules: [],
    languages: ['it', 'en'],
    values: [],
    texts,
    iconCodes: [],
    ...(issueDate === null ? {} : { issueDate }),
  } as unknown as CheckInput;
}

const text = (language: string, title: string, synopsis: string) => ({
  language,
  title,
  synopsis,
  venue_notes: {},
});

describe('validDays', () => {
  it('is the issue date and the days after it, across a month', () => {
    expect(validDays('2026-11-29', 3)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
  });
});

describe('the check on the dates the texts name', () => {
  it('warns of a title or synopsis that names another day, naming the date and the language', () => {
    const problems = textDateProblems(
      bulletin([
        text('it', 'Previsioni del 26 novembre', 'Domenica 29 novembre piogge; dal 1° dicembre sereno.'),
        text('en', 'Forecast for 28 November 2026', 'Rain until November 27.'),
      ]),
    );
    expect(problems).toEqual([
      {
        severity: 'warning',
        code: 'title_other_date',
        message:
          'The title in it names 26 novembre, which is not a day of this bulletin (2026-11-28 to 2026-11-29).',
        language: 'it',
        date: '26 novembre',
      },
      expect.objectContaining({ code: 'synopsis_other_date', language: 'it', date: '1° dicembre' }),
      expect.objectContaining({ code: 'synopsis_other_date', language: 'en', date: 'November 27' }),
    ]);
  });

  it('is a warning: it never stops submit or publish', () => {
    const problems = checkBulletin(bulletin([text('it', 'Previsioni del 26/11', 'Sereno.')]));
    expect(problems.map((p) => [p.code, p.severity])).toContainEqual(['title_other_date', 'warning']);
    expect(problems.some((p) => p.code === 'title_other_date' && p.severity !== 'warning')).toBe(false);
    expect(
      checkPasses(problems.filter((p) => p.code !== 'title_missing' && p.code !== 'synopsis_missing')),
    ).toBe(true);
  });

  it('is silent on the bulletin’s own days, and without an issue date', () => {
    const own = [text('it', 'Previsioni del 28 novembre 2026', 'Domenica 29/11 variabile.')];
    expect(textDateProblems(bulletin(own))).toEqual([]);
    expect(textDateProblems(bulletin([text('it', 'Previsioni del 26 novembre', '')], null))).toEqual([]);
  });

  it('reads only the type’s languages', () => {
    expect(textDateProblems(bulletin([text('de', 'Vorhersage vom 26.11.2026', '')]))).toEqual([]);
  });

  it('runs within the whole check when the composition is given its issue date', () => {
    const composition = { venues: [], days: 2, slots: [], data_types: [], rules: [], languages: ['en'] };
    const texts = [text('en', 'Forecast for 26 November', 'Clear.')];
    expect(checkComposition(composition, [], texts, [], '2026-11-28').map((p) => p.code)).toEqual([
      'title_other_date',
    ]);
    expect(checkComposition(composition, [], texts, [])).toEqual([]);
  });
});
