import type { BulletinValue, ValueChange } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import type { LiveCell } from '@bora/shared/bulletin-live';
import { valueProblem } from '@bora/shared/data-type-values';
import type { AuditActor } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { giveTurn } from '../../lib/turns.ts';
import { cellsOf, deleteValues, upsertCells } from './cells-repository.ts';
import { problemsOfVenues } from './check.ts';
import { type LoadedComposition, ruleOf } from './composition.ts';
import { lockedDraft, type WriteRequest } from './guard.ts';
import { recordEvent } from './history-repository.ts';
import { type BulletinView, markWritten } from './repository.ts';

type Accepted = ValueChange & { value: number | string | null };

/** Every change checked against the type's composition and its data type's rule, by its index. */
function checkChanges(loaded: LoadedComposition, changes: ValueChange[]): Record<string, string[]> {
  const { composition } = loaded;
  const venues = new Set(composition.venues.map((v) => v.id));
  const slots = new Set(composition.slots.map((s) => s.code));
  const dataTypes = new Map(composition.data_types.map((d) => [d.id, d]));
  const errors = new Map<string, string[]>();
  const add = (path: string, message: string) => errors.set(path, [...(errors.get(path) ?? []), message]);
  const seen = new Set<string>();
  changes.forEach((change, index) => {
    const at = `changes.${index}`;
    if (!venues.has(change.venue_id)) add(`${at}.venue_id`, 'This venue is not in the bulletin type.');
    if (change.day >= composition.days)
      add(`${at}.day`, `The bulletin covers days 0 to ${composition.days - 1}.`);
    if (!slots.has(change.slot)) add(`${at}.slot`, 'This slot is not in the bulletin type.');
    const dataType = dataTypes.get(change.data_type_id);
    if (!dataType) add(`${at}.data_type_id`, 'This data type is not in the bulletin type.');
    else {
      const problem = valueProblem(ruleOf(dataType), change.value, loaded.iconCodes);
      if (problem) add(`${at}.value`, problem);
    }
    const id = cellId(change);
    if (seen.has(id)) add(at, 'This cell is changed twice in one request.');
    seen.add(id);
  });
  return Object.fromEntries(errors);
}

/**
 * Writes cells of a draft, all or nothing: every change is checked first (its cell in the type,
 * its value by its data type's rule), then the cells are written, the revision rises by one, and
 * the save is recorded cell by cell with what each held before. Answers also the changed cells
 * as they now are (`cells`), for the live channel.
 */
export async function writeValues(db: Db, id: number, changes: ValueChange[], request: WriteRequest) {
  return db.transaction(async (tx) => {
    const { view, loaded } = await lockedDraft(tx, id, request);
    const errors = checkChanges(loaded, changes);
    if (Object.keys(errors).length)
      throw new ValidationFailed(errors, 'Some cells are not valid: nothing was saved.');
    await giveTurn();
    // The cells of the venues written, as they are: what each changed cell held, and with the
    // changes applied, all the check of those venues needs (one read, however many cells).
    const venues = [...new Set(changes.map((c) => c.venue_id))];
    const before = new Map((await cellsOf(tx, id, venues)).map((cell) => [cellId(cell), cell]));
    const changed = (changes as Accepted[]).filter((c) => {
      const old = before.get(cellId(c));
      if (c.value === null) return old !== undefined;
      return !old || old.value !== c.value || (c.note !== undefined && old.note !== c.note);
    });
    if (changed.length) await applyChanges(tx, view, changed, before, request.actor);
    const revision = changed.length ? view.bulletin.revision + 1 : view.bulletin.revision;
    const cells = changed.map((c) => liveCell(c, before));
    await giveTurn();
    const touched = new Set(changed.map(cellId));
    // A cell's problems depend only on its venue's cells (rules compare cells of one venue, day and slot).
    const problems = problemsOfVenues(loaded, venues, afterChanges(before, cells)).filter(
      (p) => p.cell && touched.has(cellId(p.cell)),
    );
    return { revision, changed: changed.length, problems, cells };
  });
}

/** The cells as they were, with the changed ones as they now are. */
function afterChanges(before: Map<string, BulletinValue>, changed: LiveCell[]): BulletinValue[] {
  const after = new Map(before);
  for (const cell of changed) {
    const id = cellId(cell);
    if (cell.value === null) after.delete(id);
    else after.set(id, { ...cell, value: cell.value, source: 'manual' });
  }
  return [...after.values()];
}

/** A changed cell as it now is, for the live channel. */
function liveCell(change: Accepted, before: Map<string, BulletinValue>): LiveCell {
  const { venue_id, day, slot, data_type_id, value } = change;
  const note = value === null ? '' : (change.note ?? before.get(cellId(change))?.note ?? '');
  return { venue_id, day, slot, data_type_id, value, note };
}

async function applyChanges(
  tx: Db,
  view: BulletinView,
  changed: Accepted[],
  before: Map<string, BulletinValue>,
  actor: AuditActor,
): Promise<void> {
  const id = view.bulletin.id;
  await deleteValues(
    tx,
    id,
    changed.filter((c) => c.value === null),
  );
  await upsertCells(
    tx,
    changed
      .filter((c): c is Accepted & { value: number | string } => c.value !== null)
      .map((c) => ({
        bulletinId: id,
        venueId: c.venue_id,
        day: c.day,
        slot: c.slot,
        dataTypeId: c.data_type_id,
        value: c.value,
        note: c.note ?? before.get(cellId(c))?.note ?? '',
        source: 'manual' as const,
        origin: '',
        updatedById: actor?.id ?? null,
        updatedAt: new Date(),
      })),
  );
  const revision = await markWritten(tx, id, actor);
  await recordEvent(tx, {
    bulletinId: id,
    kind: 'save',
    actorId: actor?.id ?? null,
    actorUsername: actor?.username ?? '',
    revision,
    details: {
      cells: changed.map((c) => {
        const old = before.get(cellId(c));
        return {
          ...(({ venue_id, day, slot, data_type_id }) => ({ venue_id, day, slot, data_type_id }))(c),
          before: old ? { value: old.value, note: old.note } : null,
          after: c.value === null ? null : { value: c.value, note: c.note ?? old?.note ?? '' },
        };
      }),
    },
  });
}
