import type { TimeSlot } from '@bora/shared/bulletin-type';
import type { Translations } from '@bora/shared/translations';

export type GridVenue = { id: number; name: string };
export type GridDataType = {
  id: number;
  name: string;
  code: string;
  required: boolean;
  /** Its names in the other languages, so that the preview names it in the reader's. */
  translations?: Translations;
};

export type GridShape = {
  /** Day numbers, 1 to the horizon. */
  days: number[];
  slots: TimeSlot[];
  /** One row per venue and data type, venue by venue. */
  rows: { venue: GridVenue; dataType: GridDataType; firstOfVenue: boolean }[];
  /** Value columns: days × slots. */
  columnCount: number;
  /** Values a bulletin of this type holds: venues × days × slots × data types. */
  cellCount: number;
  requiredCellCount: number;
};

/**
 * The empty grid a bulletin type produces: rows per venue and data type (a forecaster reads one
 * place at a time), columns per day and, within each day, per time slot.
 */
export function gridShape(
  venues: GridVenue[],
  horizonDays: number,
  slots: TimeSlot[],
  dataTypes: GridDataType[],
): GridShape {
  const days = Array.from({ length: Math.max(0, horizonDays) }, (_, index) => index + 1);
  const rows = venues.flatMap((venue) =>
    dataTypes.map((dataType, index) => ({ venue, dataType, firstOfVenue: index === 0 })),
  );
  const columnCount = days.length * slots.length;
  const required = dataTypes.filter((d) => d.required).length;
  return {
    days,
    slots,
    rows,
    columnCount,
    cellCount: venues.length * columnCount * dataTypes.length,
    requiredCellCount: venues.length * columnCount * required,
  };
}
