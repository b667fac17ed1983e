import { addDays } from './agency-time.ts';
import { longDate, longPeriod } from './date-words.ts';

/**
 * What a bulletin type's title template may say, each written in the template's language:
 * - `{issue_date}`: the bulletin's issue date ("28 novembre 2026");
 * - `{valid_from}`: the first day it forecasts (its issue date);
 * - `{valid_to}`: the last day it forecasts (the issue date plus the horizon, less one day);
 * - `{valid_period}`: those days as one period ("28–30 novembre 2026");
 * - `{type}`: the bulletin type's name.
 */
export const TITLE_PLACEHOLDERS = ['issue_date', 'valid_from', 'valid_to', 'valid_period', 'type'] as const;
export type TitlePlaceholder = (typeof TITLE_PLACEHOLDERS)[number];

/** The longest title template, in characters (a title is a line, not a paragraph). */
export const MAX_TITLE_TEMPLATE = 200;

/** `{…}`: anything between braces is a placeholder, known or not. */
const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The bulletin a title is made for. */
export type TitleFacts = {
  /** `YYYY-MM-DD` */
  issueDate: string;
  /** The type's horizon: the bulletin forecasts its issue date and the days after, this many in all. */
  days: number;
  typeName: string;
};

/** The placeholders a template names that are not among `TITLE_PLACEHOLDERS`, each once, as written. */
export function unknownPlaceholders(template: string): string[] {
  const known = new Set<string>(TITLE_PLACEHOLDERS);
  const unknown = [...template.matchAll(PLACEHOLDER)]
    .map((match) => match[0])
    .filter((written) => !known.has(written.slice(1, -1)));
  return [...new Set(unknown)];
}

/** The message that refuses a template for its first unknown placeholder (the API's and the form's). */
export function unknownPlaceholderMessage(placeholder: string): string {
  return `Unknown placeholder ${placeholder}: use ${TITLE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}.`;
}

/**
 * The title a template makes for a bulletin, its dates in the template's language's long form.
 * Every known placeholder is replaced; an unknown one (refused when a type is saved) stays as written.
 */
export function renderTitle(template: string, language: string, facts: TitleFacts): string {
  const validTo = addDays(facts.issueDate, Math.max(1, facts.days) - 1);
  const values: Record<TitlePlaceholder, () => string> = {
    issue_date: () => longDate(facts.issueDate, language),
    valid_from: () => longDate(facts.issueDate, language),
    valid_to: () => longDate(validTo, language),
    valid_period: () => longPeriod(facts.issueDate, validTo, language),
    type: () => facts.typeName,
  };
  return template
    .replace(PLACEHOLDER, (written, name: string) =>
      Object.hasOwn(values, name) ? values[name as TitlePlaceholder]() : written,
    )
    .trim();
}
