import type { CategoryOption, ValueKind } from './data-type.ts';
import { readNumber } from './number-text.ts';

/** What the value rules need to know of a data type. */
export type ValueRule = {
  value_kind: ValueKind;
  minimum: number | null;
  maximum: number | null;
  decimals: number | null;
  options: CategoryOption[];
};

/** The 16 compass points, and VRB for a variable direction. */
export const COMPASS_POINTS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
  'VRB',
] as const;

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
  if (!Number.isFinite(value)) return 'Enter a number.';
  if (rule.value_kind === 'integer' && !Number.isInteger(value)) return 'Enter a whole number.';
  if (rule.value_kind === 'number' && rule.decimals !== null && decimalsOf(value) > rule.decimals) {
    return rule.decimals === 0 ? 'Enter a whole number.' : `At most ${rule.decimals} decimals.`;
  }
  if (rule.minimum !== null && value < rule.minimum) return `At least ${rule.minimum}.`;
  if (rule.maximum !== null && value > rule.maximum) return `At most ${rule.maximum}.`;
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
      return typeof value === 'number' ? numberProblem(rule, value) : 'Enter a number.';
    case 'category':
      return typeof value === 'string' && rule.options.some((o) => o.code === value)
        ? null
        : `Choose one of: ${rule.options.map((o) => o.code).join(', ')}.`;
    case 'icon':
      if (typeof value !== 'string' || value === '') return 'Choose an icon.';
      return !iconCodes || iconCodes.includes(value) ? null : 'This icon is not in the bulletin’s icon set.';
    case 'direction':
      return typeof value === 'string' && (COMPASS_POINTS as readonly string[]).includes(value)
        ? null
        : 'Enter a compass point (N, NNE … NNW) or VRB.';
    case 'text':
      if (typeof value !== 'string') return 'Enter text.';
      return value.length > MAX_TEXT_VALUE ? `At most ${MAX_TEXT_VALUE} characters.` : null;
  }
}

/**
 * Turns what a person typed into a stored value, as the grid editor does: numbers accept a
 * decimal comma, directions any case, an empty cell is null.
 */
export function parseValue(rule: ValueRule, typed: string, iconCodes?: readonly string[]): ParsedValue {
  const text = typed.trim();
  if (text === '') return { ok: true, value: null };
  let value: CellValue = text;
  if (rule.value_kind === 'number' || rule.value_kind === 'integer') {
    const read = readNumber(text);
    if (!read.ok) return read;
    value = read.value as number;
  } else if (rule.value_kind === 'direction') {
    value = text.toUpperCase();
  } else if (rule.value_kind === 'category') {
    const match = rule.options.find(
      (o) => o.code.toLowerCase() === text.toLowerCase() || o.label.toLowerCase() === text.toLowerCase(),
    );
    value = match?.code ?? text;
  }
  const problem = valueProblem(rule, value, iconCodes);
  return problem ? { ok: false, problem } : { ok: true, value };
}
