import {
  COMPASS_NAMES,
  COMPASS_POINTS,
  type CompassPoint,
  compassPointOfDegrees,
  ITALIAN_COMPASS_LETTERS,
} from './compass.ts';
import type { CategoryOption } from './data-type.ts';
import { allLabels } from './localized.ts';

/** A code a cell may hold and the names a person may call it by. */
export type NamedCode = { code: string; names: readonly string[] };

/**
 * An icon of a set as the matching reads it: its code, its name, and the other names it goes by (its
 * name in every language: `allNames` of translations.ts).
 */
export type NamedIcon = { code: string; name: string; names?: readonly string[] };

/**
 * Text as names are compared: without accents, case, spaces, hyphens, dashes and underscores,
 * with typographic apostrophes as plain ones ("Nord-est", "nord est" and "NORDEST" are one).
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s\-_\u2010-\u2015]/g, '')
    .replace(/[’‘`´]/g, "'");
}

/** What a list of codes is looked up in: codes as they are, then every folded code, then every folded name. */
type Index = { codes: ReadonlySet<string>; folded: ReadonlyMap<string, string> };

function indexOf(choices: readonly NamedCode[]): Index {
  const folded = new Map<string, string>();
  const add = (name: string, code: string) => {
    const key = foldName(name);
    if (key !== '' && !folded.has(key)) folded.set(key, code);
  };
  for (const choice of choices) add(choice.code, choice.code);
  for (const choice of choices) for (const name of choice.names) add(name, choice.code);
  return { codes: new Set(choices.map((c) => c.code)), folded };
}

/**
 * The code that typed text stands for among `choices`, or null when it names none. Ambiguity is
 * settled in this order: a code exactly as written; a code ignoring case, accents, spaces and
 * hyphens; then a name, the same way; among choices alike, the first in the list wins.
 */
export function matchCode(choices: readonly NamedCode[], typed: string): string | null {
  return lookUp(indexOf(choices), typed);
}

function lookUp(index: Index, typed: string): string | null {
  const text = typed.trim();
  if (index.codes.has(text)) return text;
  return index.folded.get(foldName(text)) ?? null;
}

/** The compass points, each named by its Italian and English names and Italian letters (NO for NW). */
export const COMPASS_CHOICES: readonly NamedCode[] = COMPASS_POINTS.map((point: CompassPoint) => ({
  code: point,
  names: [
    COMPASS_NAMES.it[point],
    COMPASS_NAMES.en[point],
    ...(ITALIAN_COMPASS_LETTERS[point] ? [ITALIAN_COMPASS_LETTERS[point]] : []),
  ],
}));
const compassIndex = indexOf(COMPASS_CHOICES);

// Indexes made once per list of options or icons: a pasted column reads the same list thousands of times.
const indexes = new WeakMap<readonly object[], Index>();
function cachedIndex<T extends object>(
  list: readonly T[],
  choices: (list: readonly T[]) => NamedCode[],
): Index {
  let index = indexes.get(list);
  if (!index) {
    index = indexOf(choices(list));
    indexes.set(list, index);
  }
  return index;
}

/** A category's option by its code or its label, in any language it has one. */
export function optionCode(options: readonly CategoryOption[], typed: string): string | null {
  return lookUp(
    cachedIndex(options, (list) => list.map((o) => ({ code: o.code, names: allLabels(o) }))),
    typed,
  );
}

/** An icon of a set by its code or its name, in any language it has one. */
export function iconCode(icons: readonly NamedIcon[], typed: string): string | null {
  return lookUp(
    cachedIndex(icons, (list) => list.map((i) => ({ code: i.code, names: [i.name, ...(i.names ?? [])] }))),
    typed,
  );
}

/**
 * A compass point by its letters (N, NNE … NNW, VRB; Italian NO, SO, ONO …), its name in Italian
 * or English ("nord", "North", "Sud-ovest", "variabile") or degrees from 0 to 360 (the nearest of
 * the 16 points).
 */
export function compassCode(typed: string): CompassPoint | null {
  return (lookUp(compassIndex, typed) as CompassPoint | null) ?? compassPointOfDegrees(typed);
}
