import { daysBetween } from '@bora/shared/agency-time';
import type { BulletinValue } from '@bora/shared/bulletin';
import { type BulletinDiff, cellChanges, textChanges } from '@bora/shared/bulletin-history';
import type { Viewer } from '@bora/shared/permissions';
import type { Db } from '../../db/client.ts';
import { HttpError, ValidationFailed } from '../../lib/errors.ts';
import { composed, visibleBulletin } from './service.ts';
import { readingOf, readSummary } from './snapshot.ts';

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
  const shift = daysBetween(other.bulletin.issueDate, view.bulletin.issueDate);
  const within = (day: number, days: number) => day >= 0 && day < days;
  const covered = (day: number) =>
    within(day, after.composition.days) && within(day + shift, before.composition.days);
  const moved = (v: BulletinValue) => ({ ...v, day: v.day - shift });
  return {
    bulletin: readSummary(view, after),
    against: readSummary(other, before),
    day_shift: shift,
    cells: cellChanges(
      before.values.map(moved).filter((v) => covered(v.day)),
      after.values.filter((v) => covered(v.day)),
    ),
    texts: textChanges(before.texts, after.texts),
  };
}
