import type { BulletinDetail } from '@bora/shared/bulletin';
import { calendarShift } from '@bora/shared/bulletin-calendar';
import { type CellKey, cellId } from '@bora/shared/bulletin-check';
import type { CellValue } from '@bora/shared/data-type-values';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { bulletinQueryOptions } from '../api/bulletin-query.ts';
import { usePreviousBulletin } from '../api/type-calendar.ts';

export type PreviousValues = {
  /** The previous bulletin's issue date; null while unknown or when there is none. */
  issueDate: string | null;
  /** The previous bulletin's value for the same venue, calendar day, slot and data type. */
  valueOf: (key: CellKey) => CellValue | null;
};

/**
 * The values of the type's previous bulletin, lined up on the calendar (its day 1 is this one's
 * day 0 when it was issued the day before), read once something asks for them.
 */
export function usePreviousValues(bulletin: BulletinDetail, enabled: boolean): PreviousValues {
  const previous = usePreviousBulletin(bulletin.bulletin_type.id, bulletin.issue_date, enabled).bulletin;
  const detail = useQuery({
    ...bulletinQueryOptions(previous?.id ?? 0),
    enabled: enabled && previous !== null,
  });
  return useMemo(() => {
    const data = detail.data;
    if (!data) return { issueDate: null, valueOf: () => null };
    const { toEarlier } = calendarShift(data.issue_date, bulletin.issue_date);
    const values = new Map(data.values.map((v) => [cellId(v), v.value]));
    return {
      issueDate: data.issue_date,
      valueOf: (key) => values.get(cellId({ ...key, day: toEarlier(key.day) })) ?? null,
    };
  }, [detail.data, bulletin.issue_date]);
}
