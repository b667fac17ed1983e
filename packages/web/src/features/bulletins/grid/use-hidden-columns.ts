import type { BulletinComposition } from '@bora/shared/bulletin';
import { useCallback, useMemo, useState } from 'react';
import { PHONE, useMediaQuery } from '../../../lib/use-media-query.ts';
import {
  columnShown,
  fitHidden,
  type HiddenColumns,
  NONE_HIDDEN,
  oneDayAndSlot,
  parseHidden,
  revealCell,
} from './hidden-columns.ts';

/** One day and one slot of the grid: what a phone shows of it. */
export type PhoneColumns = { day: number; slot: string };

export type HiddenColumnsChoice = {
  /** What is out of sight now, fitted to the composition. */
  hidden: HiddenColumns;
  /** What was chosen to hide (on a phone, the data types only: the day and the slot are `phone`'s). */
  chosen: HiddenColumns;
  setHidden: (hidden: HiddenColumns) => void;
  /** On a phone, the day and slot shown; null on a wider screen. */
  phone: PhoneColumns | null;
  setPhone: (columns: PhoneColumns) => void;
  /** Brings the column of a cell back into sight (a link to it from the check, say). */
  reveal: (cell: { day: number; slot: string; data_type_id: number }) => void;
};

function storageKey(typeId: number): string {
  return `bora-hidden-columns-${typeId}`;
}

function remembered(typeId: number): HiddenColumns {
  try {
    return parseHidden(localStorage.getItem(storageKey(typeId)));
  } catch {
    return NONE_HIDDEN;
  }
}

/**
 * The days, slots and data types out of sight in a bulletin's grid, remembered on this browser per
 * bulletin type (a forecaster who never writes a column hides it once). On a phone the grid shows
 * one day and one slot at a time, picked beside it.
 */
export function useHiddenColumns(composition: BulletinComposition, typeId: number): HiddenColumnsChoice {
  const onPhone = useMediaQuery(PHONE);
  const [chosen, setChosen] = useState(() => remembered(typeId));
  const [phone, setPhone] = useState<PhoneColumns>(() => ({
    day: 0,
    slot: composition.slots[0]?.code ?? '',
  }));
  const setHidden = useCallback(
    (next: HiddenColumns) => {
      setChosen(next);
      try {
        localStorage.setItem(storageKey(typeId), JSON.stringify(next));
      } catch {
        // Not stored: the choice holds until the page is left.
      }
    },
    [typeId],
  );
  const hidden = useMemo(() => {
    const asked = onPhone
      ? { ...oneDayAndSlot(composition, phone.day, phone.slot), dataTypes: chosen.dataTypes }
      : chosen;
    return fitHidden(composition, asked);
  }, [composition, chosen, onPhone, phone]);
  const reveal = useCallback(
    (cell: { day: number; slot: string; data_type_id: number }) => {
      if (onPhone) setPhone({ day: cell.day, slot: cell.slot });
      const column = { day: cell.day, slot: cell.slot, dataTypeId: cell.data_type_id };
      if (!columnShown(chosen, column)) setHidden(revealCell(chosen, cell));
    },
    [onPhone, chosen, setHidden],
  );
  return { hidden, chosen, setHidden, phone: onPhone ? phone : null, setPhone, reveal };
}
