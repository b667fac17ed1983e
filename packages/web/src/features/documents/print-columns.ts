/**
 * How a grid is laid out on paper: each column's width, and the columns cut into groups that
 * each fit the page's width beside the venue column. Widths are in ems of the printed grid's
 * font; `bulletin-print.css` draws the grid at that font and those widths, so a group is never
 * wider than the page.
 */

/** The printed grid's font size, in points (`.bulletin-print-grid` in bulletin-grid.css). */
export const PRINT_FONT_PT = 7.5;
/** Its header cells' font size, relative to it (`.bulletin-print-grid thead th`). */
export const PRINT_HEADER_SCALE = 0.85;

/** The width of the printed page inside its margins: A4 landscape, 297 mm less 12 mm a side (`@page`). */
const PAGE_WIDTH_MM = 297 - 2 * 12;
const MM_PER_PT = 25.4 / 72;

/** The venue column, repeated at the left of every group. */
export const PRINT_VENUE_EM = 11;

/**
 * What the columns of one group may take: the page less the venue column, and a margin for the
 * borders and for fonts a little wider than `textWidth` reckons.
 */
export const PRINT_COLUMNS_EM = (PAGE_WIDTH_MM / (PRINT_FONT_PT * MM_PER_PT)) * 0.94 - PRINT_VENUE_EM;

/** Padding and borders of a printed cell, both sides together. */
const CELL_EXTRA_EM = 0.8;
const MIN_COLUMN_EM = 2.5;
/** A column of free text wraps within these widths rather than stretching to its longest line. */
const TEXT_COLUMN_EM = { min: 8, max: 14 };
/** A printed icon's side (`.grid-icon` in print). */
export const PRINT_ICON_EM = 2;

// Advance widths of a sans-serif such as Titillium Web, in ems, erring wide.
const NARROW = new Set([..."fijlrtI.,:;!|()[]'’ "]);
const WIDE = new Set([...'mwMW%@']);

/** About how wide a line of text is, in ems; `bold` for header cells. */
export function textWidth(text: string, bold = false): number {
  let width = 0;
  for (const char of text) {
    if (NARROW.has(char)) width += 0.3;
    else if (WIDE.has(char)) width += 0.85;
    else if (char >= 'A' && char <= 'Z') width += 0.65;
    else width += 0.55;
  }
  return bold ? width * 1.08 : width;
}

/** The widest word of a text that wraps at its spaces. */
function widestWord(text: string, bold = false): number {
  return Math.max(0, ...text.split(/\s+/).map((word) => textWidth(word, bold)));
}

/** What decides a column's width: its header's words, and what its cells show. */
export type ColumnContent = {
  /** The data type's header: its name and unit, wrapping at spaces. */
  header: string;
  /** How its cells are drawn: `icon` a picture, `wraps` text that wraps at spaces, `line` text that does not. */
  cells: 'icon' | 'wraps' | 'line';
  /** What its cells show, as text (a direction with its arrow). */
  texts: Iterable<string>;
  /** Free text: wraps within a paragraph's width. */
  paragraph?: boolean;
};

/** The printed width of a column, in ems: wide enough for its header's longest word and its cells. */
export function columnWidth(content: ColumnContent): number {
  let cells = content.cells === 'icon' ? PRINT_ICON_EM : 0;
  for (const text of content.texts)
    cells = Math.max(cells, content.cells === 'line' ? textWidth(text) : widestWord(text));
  if (content.paragraph) cells = Math.min(TEXT_COLUMN_EM.max, Math.max(TEXT_COLUMN_EM.min, cells));
  const width = Math.max(widestWord(content.header, true) * PRINT_HEADER_SCALE, cells) + CELL_EXTRA_EM;
  return Math.round(Math.max(MIN_COLUMN_EM, width) * 10) / 10;
}

/**
 * Cuts columns into groups, in order, each as wide as `available` at most. `levels` name each
 * column's day and slot: a group breaks where a day, else a slot, ends whenever that costs at most
 * a quarter more groups than the fewest possible (cutting anywhere); otherwise it breaks anywhere.
 * The groups are then evened out (no last group of one column). A column wider than `available`
 * by itself makes a group of its own. Answers the columns' indices.
 */
export function columnGroups(
  widths: readonly number[],
  levels: readonly ((index: number) => string)[],
  available: number,
): number[][] {
  const everywhere = (index: number) => String(index);
  const fewest = pack(widths, [everywhere], available).length;
  const enough = Math.floor(fewest * 1.25);
  for (let level = 0; level <= levels.length; level++) {
    const keys = [...levels.slice(level), everywhere];
    const count = pack(widths, keys, available).length;
    if (count <= enough || level === levels.length) return evened(widths, keys, available, count);
  }
  return [];
}

/** The groups of the narrowest width that still packs the columns in `count` groups. */
function evened(
  widths: readonly number[],
  levels: readonly ((index: number) => string)[],
  available: number,
  count: number,
): number[][] {
  let low = Math.min(available, Math.max(0, ...widths));
  let high = available;
  for (let step = 0; step < 30 && high - low > 0.01; step++) {
    const middle = (low + high) / 2;
    if (pack(widths, levels, middle).length <= count) high = middle;
    else low = middle;
  }
  return pack(widths, levels, high);
}

/**
 * Greedy packing: a run of columns sharing a key at `levels[0]` joins the current group when it
 * fits, starts a new one when it fits a page, and is packed by the next level otherwise.
 */
function pack(
  widths: readonly number[],
  levels: readonly ((index: number) => string)[],
  available: number,
): number[][] {
  const groups: number[][] = [];
  let current: number[] = [];
  let used = 0;
  const place = (indices: number[], level: number) => {
    const key = levels[level] ?? String;
    for (const run of runsOf(indices, key)) {
      const width = run.reduce((sum, index) => sum + (widths[index] ?? 0), 0);
      if (used + width <= available) {
        current.push(...run);
        used += width;
      } else if (width <= available || level === levels.length - 1) {
        if (current.length) groups.push(current);
        current = [...run];
        used = width;
      } else place(run, level + 1);
    }
  };
  place(
    widths.map((_, index) => index),
    0,
  );
  if (current.length) groups.push(current);
  return groups;
}

function runsOf(indices: number[], key: (index: number) => string): number[][] {
  const runs: number[][] = [];
  let last: string | undefined;
  for (const index of indices) {
    const value = key(index);
    if (runs.length && value === last) runs[runs.length - 1]?.push(index);
    else runs.push([index]);
    last = value;
  }
  return runs;
}
