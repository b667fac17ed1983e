import { type CellValue, COMPASS_POINTS, parseValue, type ValueRule } from '@bora/shared/data-type-values';

/**
 * What a cell holds in the editor: a value the rules accept, or the text a person typed that they
 * refuse, with the reason; and the forecaster's note on it, absent when there is none. An empty
 * cell is null (a note goes with a value). Invalid text stays in the cell and in the local draft
 * until corrected, and is never sent as a value.
 */
export type CellContent = (
  | { kind: 'value'; value: CellValue }
  | { kind: 'invalid'; raw: string; problem: string }
) & { note?: string };

export function noteOf(content: CellContent | null | undefined): string {
  return content?.note ?? '';
}

/** The content with its note replaced; an empty note is no note. */
export function withNote(content: CellContent, note: string): CellContent {
  const { note: _old, ...bare } = content;
  return note === '' ? bare : { ...bare, note };
}

const DEGREES = /^(\d{1,3}(?:[.,]\d+)?)\s*°?$/;
const POINTS_ON_THE_ROSE = 16;

/** Degrees (0 to 360, comma or point) as the nearest of the 16 compass points; the text unchanged otherwise. */
function compassPointOf(text: string): string {
  const match = DEGREES.exec(text);
  if (!match?.[1]) return text;
  const degrees = Number(match[1].replace(',', '.'));
  if (degrees > 360) return text;
  return COMPASS_POINTS[Math.round(degrees / (360 / POINTS_ON_THE_ROSE)) % POINTS_ON_THE_ROSE] ?? text;
}

/**
 * Reads typed or pasted text into a cell by the data type's rules (the shared `parseValue`):
 * numbers with a decimal comma or point, categories by code or label in any case, icons by code in
 * any case, directions as compass points or degrees, text as it is.
 */
export function readCell(rule: ValueRule, typed: string, iconCodes?: readonly string[]): CellContent | null {
  let text = typed.trim();
  if (rule.value_kind === 'direction') text = compassPointOf(text);
  if (rule.value_kind === 'icon')
    text = iconCodes?.find((code) => code.toLowerCase() === text.toLowerCase()) ?? text;
  const parsed = parseValue(rule, text, rule.value_kind === 'icon' ? iconCodes : undefined);
  if (!parsed.ok) return { kind: 'invalid', raw: typed.trim(), problem: parsed.problem };
  return parsed.value === null ? null : { kind: 'value', value: parsed.value };
}

/** A cell as text to copy: numbers with the given decimal separator, refused text as it was typed. */
export function cellText(content: CellContent | null | undefined, decimalSeparator: ',' | '.'): string {
  if (!content) return '';
  if (content.kind === 'invalid') return content.raw;
  return typeof content.value === 'number'
    ? String(content.value).replace('.', decimalSeparator)
    : content.value;
}

/** Whether two cells hold the same: the same value or refused text, and the same note. */
export function sameContent(a: CellContent | null | undefined, b: CellContent | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  if (noteOf(a) !== noteOf(b)) return false;
  if (a.kind === 'value' && b.kind === 'value') return a.value === b.value;
  return a.kind === 'invalid' && b.kind === 'invalid' && a.raw === b.raw;
}
