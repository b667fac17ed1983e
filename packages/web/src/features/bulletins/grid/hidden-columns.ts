import type { BulletinComposition } from '@bora/shared/bulletin';

/**
 * The days, slots and data types a forecaster has put out of sight in the grid. Hidden is only
 * out of sight: the check, the autosave and the actions still cover every cell.
 */
export type HiddenColumns = {
  days: readonly number[];
  slots: readonly string[];
  dataTypes: readonly number[];
};

export const NONE_HIDDEN: HiddenColumns = { days: [], slots: [], dataTypes: [] };

/** Whether a column (a day's slot's data type) is in sight. */
export function columnShown(
  hidden: HiddenColumns,
  column: { day: number; slot: string; dataTypeId: number },
): boolean {
  return (
    !hidden.days.includes(column.day) &&
    !hidden.slots.includes(column.slot) &&
    !hidden.dataTypes.includes(column.dataTypeId)
  );
}

/** How many of the days, slots and data types are hidden. */
export function hiddenCount(hidden: HiddenColumns): number {
  return hidden.days.length + hidden.slots.length + hidden.dataTypes.length;
}

/** The hidden columns with the one holding `cell` brought back. */
export function revealCell(
  hidden: HiddenColumns,
  cell: { day: number; slot: string; data_type_id: number },
): HiddenColumns {
  return {
    days: hidden.days.filter((day) => day !== cell.day),
    slots: hidden.slots.filter((slot) => slot !== cell.slot),
    dataTypes: hidden.dataTypes.filter((id) => id !== cell.data_type_id),
  };
}

/**
 * What a composition can hide of what was asked: unknown days, slots and data types dropped (a
 * remembered choice outlives a change of the type), and never the last one of any kind in sight.
 */
export function fitHidden(composition: BulletinComposition, asked: HiddenColumns): HiddenColumns {
  const days = Array.from({ length: composition.days }, (_, day) => day);
  const slots = composition.slots.map((slot) => slot.code);
  const dataTypes = composition.data_types.map((dataType) => dataType.id);
  const keep = <T>(all: T[], hidden: readonly T[]): T[] => {
    const known = all.filter((each) => hidden.includes(each));
    return known.length < all.length ? known : [];
  };
  return {
    days: keep(days, asked.days),
    slots: keep(slots, asked.slots),
    dataTypes: keep(dataTypes, asked.dataTypes),
  };
}

/** Everything but one day and one slot in sight: how a phone shows a grid. */
export function oneDayAndSlot(composition: BulletinComposition, day: number, slot: string): HiddenColumns {
  return {
    days: Array.from({ length: composition.days }, (_, each) => each).filter((each) => each !== day),
    slots: composition.slots.map((each) => each.code).filter((each) => each !== slot),
    dataTypes: [],
  };
}

/** Reads a remembered choice; anything that is not one is none hidden. */
export function parseHidden(stored: string | null): HiddenColumns {
  if (!stored) return NONE_HIDDEN;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return NONE_HIDDEN;
    const { days, slots, dataTypes } = value as Record<string, unknown>;
    const listOf = <T>(list: unknown, kind: 'number' | 'string') =>
      Array.isArray(list) ? (list.filter((each) => typeof each === kind) as T[]) : [];
    return {
      days: listOf<number>(days, 'number'),
      slots: listOf<string>(slots, 'string'),
      dataTypes: listOf<number>(dataTypes, 'number'),
    };
  } catch {
    return NONE_HIDDEN;
  }
}
