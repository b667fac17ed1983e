import { COMPASS_POINTS } from './compass.ts';
import type { CategoryOption, ValueKind } from './data-type.ts';
import { localizedLabel } from './localized.ts';
import { readNumber } from './number-text.ts';
import { valueMessage } from './value-messages.ts';
import { compassCode, iconCode, type NamedIcon, optionCode } from './value-names.ts';

/** What the value rules need to know of a data type. */
export type ValueRule = {
  value_kind: ValueKind;
  minimum: number | null;
  maximum: number | null;
  decimals: number | null;
  options: CategoryOption[];
};

export { COMPASS_POINTS } from './compass.ts';

export const MAX_TEXT_VALUE = 500;

/** A stored cell value: a number for numeric kinds, a code or text otherwise. */
export type CellValue = number | string;

export type ParsedValue = { ok: true; value: CellValue | null } | { ok: false; problem: string };

function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
}

function numberProblem(rule: ValueRule, value: number): string | null {
  if (!Number.isFinite(value)) return valueMessage('enterNumber');
  if (rule.value_kind === 'integer' && !Number.isInteger(value)) return valueMessage('wholeNumber');
  if (rule.value_kind === 'number' && rule.decimals !== null && decimalsOf(value) > rule.decimals) {
    return rule.decimals === 0
      ? valueMessage('wholeNumber')
      : valueMessage('decimals', { decimals: rule.decimals });
  }
  if (rule.minimum !== null && value < rule.minimum) return valueMessage('atLeast', { min: rule.minimum });
  if (rule.maximum !== null && value > rule.maximum) return valueMessage('atMost', { max: rule.maximum });
  return null;
}

/**
 * Checks a stored value against its data type; null means valid. An empty cell (null) is
 * valid here: whether a cell is required is the bulletin's rule, not the value's.
 * `iconCodes`, for the icon kind, lists the codes the bulletin's icon set offers.
 */
export function valueProblem(rule: ValueRule, value: unknown, iconCodes?: readonly string[]): string | null {
  if (value === null || value === undefined) return null;
  switch (rule.value_kind) {
    case 'number':
    case 'integer':
      return typeof value === 'number' ? numberProblem(rule, value) : valueMessage('enterNumber');
    case 'category':
      return typeof value === 'string' && rule.options.some((o) => o.code === value)
        ? null
        : valueMessage('chooseOption', { options: rule.options.map((o) => o.code).join(', ') });
    case 'icon':
      if (typeof value !== 'string' || value === '') return valueMessage('chooseIcon');
      return !iconCodes || iconCodes.includes(value) ? null : valueMessage('iconNotInSet');
    case 'direction':
      return typeof value === 'string' && (COMPASS_POINTS as readonly string[]).includes(value)
        ? null
        : valueMessage('enterDirection');
    case 'text':
      if (typeof value !== 'string') return valueMessage('enterText');
      return value.length > MAX_TEXT_VALUE ? valueMessage('textTooLong', { max: MAX_TEXT_VALUE }) : null;
  }
}

/** What reading typed text needs besides the data type: the bulletin's icons, and the UI language. */
export type ParseContext = {
  /** The icons of the bulletin's set; without them, any icon code is taken. */
  icons?: readonly NamedIcon[];
  /** The UI language: whose thousands separator numbers may be grouped with, and in which a refused category lists its options. */
  language?: string;
};

/** The code typed text names for a kind that holds codes, or the reason it names none. */
function codeOf(rule: ValueRule, text: string, { icons, language = 'it' }: ParseContext): ParsedValue {
  let code: string | null;
  let problem: string;
  if (rule.value_kind === 'category') {
    code = optionCode(rule.options, text);
    problem = valueMessage('notAnOption', {
      typed: text,
      options: rule.options.map((o) => localizedLabel(o, language)).join(', '),
    });
  } else if (rule.value_kind === 'direction') {
    code = compassCode(text);
    problem = valueMessage('notADirection', { typed: text });
  } else {
    code = icons ? iconCode(icons, text) : text;
    problem = valueMessage('notAnIcon', { typed: text });
  }
  return code === null ? { ok: false, problem } : { ok: true, value: code };
}

/**
 * Turns what a person typed or pasted into a stored value, as the grid editor does: numbers with a
 * decimal comma or point, and grouped in thousands the UI language's way (`readNumber`); icons,
 * categories and directions by code or name, whatever the case and accents (`value-names.ts`);
 * text trimmed; an empty cell is null. What names nothing is refused with a message that repeats it.
 */
export function parseValue(rule: ValueRule, typed: string, context: ParseContext = {}): ParsedValue {
  const text = typed.trim();
  if (text === '') return { ok: true, value: null };
  let value: CellValue = text;
  if (rule.value_kind === 'number' || rule.value_kind === 'integer') {
    const read = readNumber(text, context.language);
    if (!read.ok) return read;
    value = read.value as number;
  } else if (rule.value_kind !== 'text') {
    const read = codeOf(rule, text, context);
    if (!read.ok) return read;
    value = read.value as string;
  }
  const problem = valueProblem(rule, value);
  return problem ? { ok: false, problem } : { ok: true, value };
}
