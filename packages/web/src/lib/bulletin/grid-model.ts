import { addDays } from '@bora/shared/agency-time';
import type { BulletinComposition, BulletinValue } from '@bora/shared/bulletin';
import { type CellKey, cellId } from '@bora/shared/bulletin-check';
import { dateFormat } from '../date-formats.ts';

export type GridDataType = BulletinComposition['data_types'][number];
export type GridSlot = BulletinComposition['slots'][number];

/** One column of the grid: a day, a slot of it, and a data type, with the ids of its three header cells. */
export type GridColumn = {
  day: number;
  slot: GridSlot;
  dataType: GridDataType;
  dayId: string;
  slotId: string;
  typeId: string;
  /** The `headers` of its cells besides the venue: day, slot and data type header ids. */
  headers: string;
};

/*
 * Element ids of the grid's headers and cells. A printed grid is cut into several tables, each
 * repeating the venue column and the headers: theirs carry the table's `suffix`, so that no id
 * is used twice.
 */

export function dayHeaderId(day: number, suffix = ''): string {
  return `grid-day-${day}${suffix}`;
}

export function slotHeaderId(day: number, slot: string, suffix = ''): string {
  return `grid-day-${day}-slot-${slot}${suffix}`;
}

export function venueHeaderId(venueId: number, suffix = ''): string {
  return `grid-venue-${venueId}${suffix}`;
}

/** The id of the field where the editor writes a venue's note in a language. */
export function venueNoteFieldId(language: string, venueId: number): string {
  return `editor-text-${language}-note-${venueId}`;
}

/** The id of a venue's note in a language, as the read view's texts show it. */
export function venueNoteId(language: string, venueId: number): string {
  return `bulletin-text-${language}-note-${venueId}`;
}

/** The id of a cell's element, which the check's problems link to. */
export function cellElementId(cell: CellKey, suffix = ''): string {
  return `grid-cell-${cellId(cell).replaceAll('/', '-')}${suffix}`;
}

/** The bulletin's days, 0 being the issue date. */
export function gridDays(composition: BulletinComposition): number[] {
  return Array.from({ length: composition.days }, (_, day) => day);
}

/** A day of the bulletin as the grids head it, in the UI language: weekday, day and month. */
export function dayLabel(language: string | undefined, issueDate: string, day: number): string {
  return dateFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    dateOfDay(issueDate, day),
  );
}

/** A day of the bulletin in full, in the UI language: "Sunday, March 29", "domenica 29 marzo". */
export function dayFullLabel(language: string | undefined, issueDate: string, day: number): string {
  return dateFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    dateOfDay(issueDate, day),
  );
}

/** How many cells the grid of a composition has: venues × days × slots × data types. */
export function gridCellCount(composition: BulletinComposition): number {
  return (
    composition.venues.length * composition.days * composition.slots.length * composition.data_types.length
  );
}

/**
 * Above this many cells a bulletin is read a day at a time: a table of 12 000 cells (100 venues,
 * three days of four slots of ten data types) took a second to draw, and is read a day at a time anyway.
 */
const DAY_AT_A_TIME_CELLS = 3000;

/** The day the grid shows first: the issue date's for a grid read a day at a time; null (every day) otherwise. */
export function firstShownDay(composition: BulletinComposition): number | null {
  return gridCellCount(composition) > DAY_AT_A_TIME_CELLS && composition.days > 1 ? 0 : null;
}

/** The columns of these days in reading order: days › slots › data types; their header ids end with `suffix`. */
export function gridColumns(
  composition: BulletinComposition,
  days: readonly number[],
  suffix = '',
): GridColumn[] {
  const columns: GridColumn[] = [];
  for (const day of days)
    for (const slot of composition.slots)
      for (const dataType of composition.data_types) {
        const dayId = dayHeaderId(day, suffix);
        const slotId = slotHeaderId(day, slot.code, suffix);
        const typeId = `${slotHeaderId(day, slot.code)}-type-${dataType.id}${suffix}`;
        columns.push({ day, slot, dataType, dayId, slotId, typeId, headers: `${dayId} ${slotId} ${typeId}` });
      }
  return columns;
}

/** Consecutive columns that share a key (their day, their slot), as one header spans them. */
export function spans<T>(columns: readonly GridColumn[], key: (column: GridColumn) => T) {
  const runs: { first: GridColumn; key: T; count: number }[] = [];
  for (const column of columns) {
    const last = runs[runs.length - 1];
    if (last && last.key === key(column)) last.count++;
    else runs.push({ first: column, key: key(column), count: 1 });
  }
  return runs;
}

/**
 * A value as a read grid draws it: the cell, its value and note, and its source where it is known
 * (the draft on paper draws what the sheet holds, typed or not).
 */
export type GridValue = Omit<BulletinValue, 'source' | 'origin' | 'copied_from'> &
  Partial<Pick<BulletinValue, 'source'>>;

/** The values by cell, so that each of many thousand cells finds its own at once. */
export function indexValues(values: readonly BulletinValue[]): Map<string, BulletinValue> {
  return new Map(values.map((value) => [cellId(value), value]));
}

/** A day of the bulletin (`day` 0 is the issue date) as an instant to format in UTC: noon of that date. */
export function dateOfDay(issueDate: string, day: number): Date {
  return new Date(`${addDays(issueDate, day)}T12:00:00Z`);
}
