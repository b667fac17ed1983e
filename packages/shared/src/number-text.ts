import { valueMessage } from './value-messages.ts';

/** A number as a person typed it, read; `problem` says why it could not be. */
export type ReadNumber = { ok: true; value: number | null } | { ok: false; problem: string };

/** How a language writes 1 234,5: its thousands separator and its decimal separator. */
export type NumberSeparators = { group: string; decimal: string };

const PLAIN = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;
const LOOKS_GROUPED = /^[-+]?\d{1,3}([.,\s'\u00a0\u202f’]\d{3})+([.,]\d*)?$/;
/** Spaces group thousands in every language: no language writes decimals with one. */
const SPACES = [' ', '\u00a0', '\u202f'];

const known = new Map<string, NumberSeparators | null>();

/** The separators a language writes numbers with (found once per language); null for a language Intl does not know. */
export function numberSeparators(language: string): NumberSeparators | null {
  let separators = known.get(language);
  if (separators === undefined) {
    try {
      const parts = new Intl.NumberFormat(language).formatToParts(1234567.5);
      const group = parts.find((p) => p.type === 'group')?.value;
      const decimal = parts.find((p) => p.type === 'decimal')?.value;
      separators = group && decimal ? { group, decimal } : null;
    } catch {
      separators = null;
    }
    known.set(language, separators);
  }
  return separators;
}

/**
 * A number grouped in thousands the language's way ("1.200", "1 200,5" in Italian; "1,200" in
 * English): a first group of one to three digits not starting with 0, then groups of exactly three
 * after one and the same separator (the language's, or a space), then perhaps decimals after a
 * comma or point that is not that separator. Null when the text is not so grouped.
 */
function readGrouped(text: string, { group }: NumberSeparators): number | null {
  for (const separator of new Set([group, ...SPACES])) {
    const match = groupedPattern(separator).exec(text);
    if (!match) continue;
    const [, sign = '', head = '', groups = '', decimal, decimals = ''] = match;
    if (decimal === separator) return null;
    const fraction = decimal === undefined ? '' : `.${decimals}`;
    return Number(`${sign}${head}${groups.replaceAll(separator, '')}${fraction}`);
  }
  return null;
}

const patterns = new Map<string, RegExp>();

function groupedPattern(separator: string): RegExp {
  let pattern = patterns.get(separator);
  if (!pattern) {
    const sep = separator.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`^([-+]?)([1-9]\\d{0,2})((?:${sep}\\d{3})+)(?:([.,])(\\d*))?$`);
    patterns.set(separator, pattern);
  }
  return pattern;
}

/**
 * Reads a typed number; blank is null. A decimal comma and a decimal point are both read as
 * decimal separators ("4,5" and "4.5" are 4.5), as before. Given the UI language, thousands may
 * be grouped with its separator or a space: in Italian "1.200" and "1 200" are 1200 and
 * "1.234,5" is 1234.5; in English "1,200" is 1200. The language's thousands separator is read so
 * only when groups of exactly three digits follow a first group that does not start with 0; else
 * it is a decimal separator as before: Italian "1.5", "1.25", "0.250" and "1.2345" keep their
 * decimal point. Without a language, grouped numbers are refused. Anything else is refused with a
 * reason, never guessed at: Italian "1,234.5" is a problem, not 1234.5 nor 1.2345.
 */
export function readNumber(typed: string, language?: string): ReadNumber {
  const text = typed.trim().replace(/\u2212/g, '-');
  if (text === '') return { ok: true, value: null };
  const separators = language ? numberSeparators(language) : null;
  if (separators) {
    const grouped = readGrouped(text, separators);
    if (grouped !== null) return { ok: true, value: grouped };
  }
  if (PLAIN.test(text)) return { ok: true, value: Number(text.replace(',', '.')) };
  if (LOOKS_GROUPED.test(text))
    return {
      ok: false,
      problem: separators ? valueMessage('separators', { ...separators }) : valueMessage('noGrouping'),
    };
  return { ok: false, problem: valueMessage('enterNumber') };
}
