import { addDays } from './agency-time.ts';
import { otherDates } from './text-dates.ts';

/** What the date check reads of a bulletin (a part of the check's input, bulletin-check.ts). */
type DatedTexts = {
  issueDate?: string;
  days: number;
  languages: readonly string[];
  texts: readonly { language: string; title: string; synopsis: string }[];
};

/** A warning of the check (a CheckProblem, bulletin-check.ts) about a date a text names. */
type TextDateProblem = {
  severity: 'warning';
  code: 'title_other_date' | 'synopsis_other_date';
  message: string;
  language: string;
  date: string;
};

/** The days a bulletin forecasts, `YYYY-MM-DD`: its issue date and the `days − 1` after it. */
export function validDays(issueDate: string, days: number): string[] {
  return Array.from({ length: Math.max(1, days) }, (_, day) => addDays(issueDate, day));
}

/**
 * A warning for each date a title or synopsis names (as `datesIn` reads it, in the text's language)
 * that is neither the bulletin's issue date nor one of its valid days: a title or synopsis carried
 * over from another day that still speaks of it. Nothing when the input has no issue date.
 */
export function textDateProblems(input: DatedTexts): TextDateProblem[] {
  const { issueDate } = input;
  if (issueDate === undefined) return [];
  const days = validDays(issueDate, input.days);
  const period = days.length > 1 ? `${days[0]} to ${days.at(-1)}` : issueDate;
  const languages = new Set(input.languages);
  const problems: TextDateProblem[] = [];
  for (const text of input.texts) {
    if (!languages.has(text.language)) continue;
    for (const field of ['title', 'synopsis'] as const)
      for (const date of otherDates(text[field], text.language, days))
        problems.push({
          severity: 'warning',
          code: field === 'title' ? 'title_other_date' : 'synopsis_other_date',
          message: `The ${field} in ${text.language} names ${date}, which is not a day of this bulletin (${period}).`,
          language: text.language,
          date,
        });
  }
  return problems;
}
