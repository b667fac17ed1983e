import type { BulletinValue } from '@bora/shared/bulletin';
import { calendarShift, onCalendarOf } from '@bora/shared/bulletin-calendar';
import { type BulletinDiff, cellChanges, textChanges } from '@bora/shared/bulletin-history';
import type { Viewer } from '@bora/shared/permissions';
import type { Db } from '../../db/client.ts';
import { HttpError, ValidationFailed } from '../../lib/errors.ts';
import { readingOf, readSummary } from './snapshot.ts';
import { composed, visibleBulletin } from './view.ts';

/**
 * The cells and texts that differ from `againstId` (before) to `id` (after), two bulletins of one
 * type the viewer may both see (else 404). Their days are lined up on the calendar, as a copy
 * from the previous bulletin lines them up: only the days both cover are compared, numbered as
 * `id` numbers them. Published ones are read as published.
 */
export async function diffOf(
  db: Db,
  id: number,
  againstId: number | undefined,
  viewer: Viewer,
): Promise<BulletinDiff> {
  const view = await visibleBulletin(db, id, viewer);
  if (againstId === undefined)
    throw new ValidationFailed(
      { against: ['Name the bulletin to compare with: ?against={id}.'] },
      'Say which bulletin to compare with.',
    );
  const other = await visibleBulletin(db, againstId, viewer);
  if (other.bulletin.bulletinTypeId !== view.bulletin.bulletinTypeId)
    throw new HttpError(
      400,
      'Validation failed',
      `Bulletin #${againstId} is of another type: only bulletins of one type are compared.`,
      { against: ['Compare with a bulletin of the same type.'] },
      { code: 'diff_other_type', params: { against: againstId } },
    );
  const loaded = await composed(db, view);
  const after = await readingOf(db, view, loaded);
  const before = await readingOf(db, other, loaded);
  const { shift, toEarlier } = calendarShift(other.bulletin.issueDate, view.bulletin.issueDate);
  // The dates both cover: the earlier's values moved onto this one's days, and this one's values
  // whose date the earlier also forecast.
  const coveredBefore = (v: BulletinValue) =>
    toEarlier(v.day) >= 0 && toEarlier(v.day) < before.composition.days;
  return {
    bulletin: readSummary(view, after),
    against: readSummary(other, before),
    day_shift: shift,
    cells: cellChanges(
      onCalendarOf(before.values, other.bulletin.issueDate, view.bulletin.issueDate, after.composition.days),
      after.values.filter((v) => v.day >= 0 && v.day < after.composition.days && coveredBefore(v)),
    ),
    texts: textChanges(before.texts, after.texts),
  };
}
