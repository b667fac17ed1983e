import type { BulletinComposition } from '@bora/shared/bulletin';
import { type CellKey, cellId } from '@bora/shared/bulletin-check';
import { columnShown, type HiddenColumns, NONE_HIDDEN } from '../grid/hidden-columns.ts';

export type { CellKey };

export type SheetDataType = BulletinComposition['data_types'][number];

/** One grid column: a data type within a slot within a day. */
export type SheetColumn = { day: number; slot: string; dataType: SheetDataType };

/** A place in the grid: row = venue, col = column, both counted from 0. */
export type CellPosition = { row: number; col: number };

/** The grid a composition draws: one row per venue, columns grouped by day › slot › data type. */
export type SheetLayout = {
  venueIds: readonly number[];
  columns: readonly SheetColumn[];
  rowCount: number;
  colCount: number;
  rowOfVenue: ReadonlyMap<number, number>;
  colOfCell: ReadonlyMap<string, number>;
};

function columnId(day: number, dataTypeId: number, slot: string): string {
  return `${day}:${dataTypeId}:${slot}`;
}

/** The grid of a composition, without the columns `hidden` puts out of sight. */
export function sheetLayout(
  composition: BulletinComposition,
  hidden: HiddenColumns = NONE_HIDDEN,
): SheetLayout {
  const columns: SheetColumn[] = [];
  for (let day = 0; day < composition.days; day++) {
    for (const slot of composition.slots) {
      for (const dataType of composition.data_types) {
        if (columnShown(hidden, { day, slot: slot.code, dataTypeId: dataType.id }))
          columns.push({ day, slot: slot.code, dataType });
      }
    }
  }
  const venueIds = composition.venues.map((v) => v.id);
  return {
    venueIds,
    columns,
    rowCount: venueIds.length,
    colCount: columns.length,
    rowOfVenue: new Map(venueIds.map((id, row) => [id, row])),
    colOfCell: new Map(columns.map((c, col) => [columnId(c.day, c.dataType.id, c.slot), col])),
  };
}

/** The cell at a grid position; null outside the grid. */
export function cellKeyAt(layout: SheetLayout, pos: CellPosition): CellKey | null {
  const venue_id = layout.venueIds[pos.row];
  const column = layout.columns[pos.col];
  if (venue_id === undefined || column === undefined) return null;
  return { venue_id, day: column.day, slot: column.slot, data_type_id: column.dataType.id };
}

const idTables = new WeakMap<SheetLayout, string[][]>();

/** The `cellId` of a grid position, '' outside the grid: read from a table made once per layout. */
export function cellIdAt(layout: SheetLayout, pos: CellPosition): string {
  let table = idTables.get(layout);
  if (!table) {
    table = layout.venueIds.map((_, row) =>
      layout.columns.map((_, col) => {
        const key = cellKeyAt(layout, { row, col });
        return key ? cellId(key) : '';
      }),
    );
    idTables.set(layout, table);
  }
  return table[pos.row]?.[pos.col] ?? '';
}

/** Where a cell sits in the grid; null for a cell the composition has no row or column for. */
export function positionOf(layout: SheetLayout, key: CellKey): CellPosition | null {
  const row = layout.rowOfVenue.get(key.venue_id);
  const col = layout.colOfCell.get(columnId(key.day, key.data_type_id, key.slot));
  return row === undefined || col === undefined ? null : { row, col };
}
