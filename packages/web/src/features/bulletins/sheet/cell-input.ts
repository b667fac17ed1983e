import { type CellValue, type ParseContext, parseValue, type ValueRule } from '@bora/shared/data-type-values';
import type { NamedIcon } from '@bora/shared/value-names';
import { type ValueDataType, type ValueLanguage, valueText } from '@bora/shared/value-text';
import { decimalSeparator } from '../../../lib/number-format.ts';

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

/**
 * How cells are written for a person and read back from what they type or paste: the UI language
 * and the icons of the bulletin's set (named in that language, known by their names in every other).
 */
export type CellWords = { language: ValueLanguage; icons: readonly NamedIcon[] };

// The set's icons by code, made once per list: a copied block names thousands of cells.
const iconMaps = new WeakMap<readonly NamedIcon[], ReadonlyMap<string, NamedIcon>>();
function iconsByCode(icons: readonly NamedIcon[]): ReadonlyMap<string, NamedIcon> {
  let map = iconMaps.get(icons);
  if (!map) {
    map = new Map(icons.map((icon) => [icon.code, icon]));
    iconMaps.set(icons, map);
  }
  return map;
}

/**
 * A cell as a person reads and copies it, in the UI language: the shared `valueText` (a number in
 * the language's format, a category's label, an icon's name, a compass point as the language
 * writes it), refused text as it was typed. What is written always reads back as the same value:
 * a name that would read as another (an option labelled with another's code) or a number the data
 * type's decimals would round is written as it is stored instead, so that copy then paste changes nothing.
 */
export function cellText(
  content: CellContent | null | undefined,
  dataType: ValueRule & ValueDataType,
  words: CellWords,
): string {
  if (!content) return '';
  if (content.kind === 'invalid') return content.raw;
  const named = valueText(content.value, dataType, words.language, iconsByCode(words.icons));
  return readsAs(named, content.value, dataType, words) ? named : storedText(content.value, words);
}

/**
 * A cell as its editor opens on it: named as `cellText` names it, but a number without thousands
 * separators ("1100,5"), as spreadsheets edit numbers.
 */
export function cellEditText(
  content: CellContent | null | undefined,
  dataType: ValueRule & ValueDataType,
  words: CellWords,
): string {
  if (content?.kind === 'value' && typeof content.value === 'number') return storedText(content.value, words);
  return cellText(content, dataType, words);
}

function readsAs(text: string, value: CellValue, rule: ValueRule, words: CellWords): boolean {
  const read = parseValue(rule, text, words);
  return read.ok && read.value === value;
}

/** A stored value as it is, a number with the UI language's decimal separator. */
function storedText(value: CellValue, words: CellWords): string {
  return typeof value === 'number' ? String(value).replace('.', decimalSeparator(words.language)) : value;
}

/** Whether two cells hold the same: the same value or refused text, and the same note. */
export function sameContent(a: CellContent | null | undefined, b: CellContent | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  if (noteOf(a) !== noteOf(b)) return false;
  if (a.kind === 'value' && b.kind === 'value') return a.value === b.value;
  return a.kind === 'invalid' && b.kind === 'invalid' && a.raw === b.raw;
}
