import type { BulletinValue } from '@bora/shared/bulletin';
import { calendarShift, onCalendarOf, sharedDays } from '@bora/shared/bulletin-calendar';
import {
  type BulletinDiff,
  cellChanges,
  compositionChanges,
  textChanges,
} from '@bora/shared/bulletin-history';
import type { Viewer } from '@bora/shared/permissions';
import type { Db } from '../../db/client.ts';
import { HttpError, ValidationFailed } from '../../lib/errors.ts';
import { composed, visibleBulletin } from '../bulletins/fetch.ts';
import { readingOf, readSummary } from '../bulletins/snapshot.ts';

/**
 * The cells and texts that differ from `againstId` (before) to `id` (after), two bulletins of one
 * type the viewer may both see (else 404). Their days are lined up on the calendar, as a copy
 * from the previous bulletin lines them up: only the dates both cover are compared, numbered as
 * `id` numbers them, and only the venues, slots and data types both grids have (the others are
 * told as added or removed). Published ones are read as published.
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
  const from = other.bulletin.issueDate;
  const to = view.bulletin.issueDate;
  const days = sharedDays(from, to, before.composition.days, after.composition.days);
  const parts = compositionChanges(before.composition, after.composition);
  const compared = comparedCells(days, parts.added, parts.removed);
  return {
    bulletin: readSummary(view, after),
    against: readSummary(other, before),
    day_shift: calendarShift(from, to).shift,
    days,
    cells: cellChanges(
      onCalendarOf(before.values, from, to, after.composition.days).filter(compared),
      after.values.filter(compared),
    ),
    texts: textChanges(before.texts, after.texts),
    ...parts,
    bulletin_texts: after.texts,
    against_texts: before.texts,
  };
}

type Parts = BulletinDiff['added'];

/** Whether a cell (numbered as the later bulletin numbers its days) lies where both grids have a column and a row. */
function comparedCells(days: number[], added: Parts, removed: Parts) {
  const shared = new Set(days);
  const venues = new Set([...added.venues, ...removed.venues].map((v) => v.id));
  const dataTypes = new Set([...added.data_types, ...removed.data_types].map((d) => d.id));
  const slots = new Set([...added.slots, ...removed.slots].map((s) => s.code));
  return (v: BulletinValue) =>
    shared.has(v.day) && !venues.has(v.venue_id) && !dataTypes.has(v.data_type_id) && !slots.has(v.slot);
}
