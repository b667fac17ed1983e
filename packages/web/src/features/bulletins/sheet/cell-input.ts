import { type CellValue, type ParseContext, parseValue, type ValueRule } from '@bora/shared/data-type-values';

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

/**
 * Reads typed or pasted text into a cell by the data type's rules (the shared `parseValue`):
 * numbers with a decimal comma or point, grouped in thousands the UI language's way; icons,
 * categories and directions by code or name (in Italian or English for directions, or degrees),
 * whatever the case and accents; text as it is. What the rules refuse stays, with the reason.
 */
export function readCell(rule: ValueRule, typed: string, context: ParseContext = {}): CellContent | null {
  const parsed = parseValue(rule, typed, context);
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
