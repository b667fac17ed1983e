import { NUMBER_PARAMS, readValueMessage } from '@bora/shared/value-messages';
import { i18n } from './i18n.ts';

/**
 * Messages that carry a value (a line number, a limit, zod's own defaults): the English
 * sentence's shape, and the key under `messagePatterns` that says it with the captured values.
 */
const PATTERNS: [RegExp, string][] = [
  [/^Invalid option: expected one of (?<options>.+)$/, 'oneOf'],
  [/^Invalid input: expected boolean, received \w+$/, 'boolean'],
  [/^Invalid input: expected (?:number|int), received \w+$/, 'number'],
  [/^Invalid input: expected string, received \w+$/, 'text'],
  [/^Too big: expected string to have <=(?<max>\d+) characters$/, 'maxLength'],
  [/^Too small: expected string to have >=(?<min>\d+) characters$/, 'minLength'],
  [/^Too big: expected number to be <=(?<max>\S+)$/, 'max'],
  [/^Too small: expected number to be >=(?<min>\S+)$/, 'min'],
  [/^This code is also on line (?<line>\d+)\.$/, 'sameCodeOnLine'],
  [/^“(?<value>.*)” is not a number\.$/, 'notANumber'],
  [/^No authority with code “(?<code>.*)”\.$/, 'noAuthorityWithCode'],
  [/^You may not manage the venues of (?<name>.+)\.$/, 'notYourVenues'],
  [/^At most (?<max>\d+) venues per file\.$/, 'tooManyVenues'],
  [/^No user named "(?<username>.+)"\.$/, 'noUserNamed'],
  [/^The zip holds more than (?<max>\d+) entries\.$/, 'zipTooManyEntries'],
  [/^Used by bulletin types of another owner: (?<names>.+)\.$/, 'usedByOtherOwner'],
  [/^A bulletin for this date exists already: #(?<id>\d+)\.$/, 'bulletinExists'],
  [/^A quoted field opened on line (?<line>\d+) is never closed\.$/, 'unclosedQuote'],
  [/^The name (?<host>\S+) does not resolve\.$/, 'nameUnresolved'],
  [
    /^(?<host>\S+) leads to a private, loopback or reserved address, which receivers may not use here\.$/,
    'privateReceiver',
  ],
  [
    /^The file lacks the required columns? (?<missing>.+); its first line must name the columns \((?<required>.+) at least\)\.$/,
    'missingColumns',
  ],
];

/** `"city"|"mountain"` as `city, mountain`. */
function readable(value: string): string {
  return value
    .split('|')
    .map((part) => part.replace(/^"(.*)"$/, '$1'))
    .join(', ');
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number of a message the UI language's way ("2,5" in Italian). */
function localNumber(text: string, language: string): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 20 });
    numberFormats.set(language, format);
  }
  return format.format(Number(text));
}

/**
 * A message of the shared value rules in the UI language: its sentence under `valueProblems`,
 * with its numbers written the language's way (and `count` for the plural); null for another message.
 */
function valueMessageText(message: string): string | null {
  const read = readValueMessage(message);
  if (!read) return null;
  const language = i18n.resolvedLanguage ?? 'it';
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(read.params)) {
    values[name] = NUMBER_PARAMS.has(name) ? localNumber(value, language) : value;
    if (NUMBER_PARAMS.has(name)) values.count = Number(value);
  }
  return i18n.t(`valueProblems.${read.key}`, values);
}

/**
 * Translates a validation message that comes, in English, from the shared schemas or the server.
 * The locale's `messages` table maps a fixed English sentence to its translation; a sentence
 * with a value is matched by its shape; unknown ones pass through.
 */
export function translateMessage(message: string): string {
  const table = i18n.getResource(i18n.resolvedLanguage ?? 'it', 'translation', 'messages') as
    | Record<string, string>
    | undefined;
  const fixed = table?.[message];
  if (fixed) return fixed;
  const value = valueMessageText(message);
  if (value !== null) return value;
  for (const [pattern, key] of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      Object.entries(match.groups ?? {}).map(([name, value]) => [
        name,
        name === 'options' ? readable(value) : value,
      ]),
    );
    return i18n.t(`messagePatterns.${key}`, values);
  }
  return message;
}
