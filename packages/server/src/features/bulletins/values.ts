import {
  type BulletinValue,
  originProblem,
  type RefusedCell,
  type ValueChange,
  type ValuesPatch,
  type ValuesReport,
} from '@bora/shared/bulletin';
import { type CellKey, cellId } from '@bora/shared/bulletin-check';
import type { LiveCell } from '@bora/shared/bulletin-live';
import { valueProblem } from '@bora/shared/data-type-values';
import { importedOrigin, typedOrigin } from '@bora/shared/value-origin';
import type { AuditActor } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { giveTurn } from '../../lib/turns.ts';
import { cellRow, cellsOf, deleteValues, importCells, upsertCells } from './cells-repository.ts';
import { problemsOfVenues } from './check.ts';
import { type LoadedComposition, ruleOf } from './composition.ts';
import { lockedDraft, type WriteRequest } from './guard.ts';
import { recordEvent } from './history-repository.ts';
import { type BulletinView, markWritten } from './repository.ts';

type Accepted = ValueChange & { value: number | string | null };
type Problem = { field: string; message: string; unknown?: true };

/** A write of values as the API takes it: the changes, what kind of write, and its origin. */
export type ValuesWrite = Pick<ValuesPatch, 'changes' | 'source' | 'origin'> & { dry_run?: boolean };

/**
 * What is wrong with each change, by its index: its cell outside the type, its value against its
 * data type's rule, its cell changed twice. A venue or data type outside the type is `unknown`: an
 * import leaves such a change out (a model run covers more places than a type), an edit is refused.
 */
function checkChanges(loaded: LoadedComposition, changes: ValueChange[], importing: boolean) {
  const { composition } = loaded;
  const venues = new Set(composition.venues.map((v) => v.id));
  const slots = new Set(composition.slots.map((s) => s.code));
  const dataTypes = new Map(composition.data_types.map((d) => [d.id, d]));
  const problems = new Map<number, Problem[]>();
  const add = (index: number, problem: Problem) =>
    problems.set(index, [...(problems.get(index) ?? []), problem]);
  const seen = new Set<string>();
  changes.forEach((change, index) => {
    if (!venues.has(change.venue_id))
      add(index, { field: 'venue_id', message: 'This venue is not in the bulletin type.', unknown: true });
    if (change.day >= composition.days)
      add(index, { field: 'day', message: `The bulletin covers days 0 to ${composition.days - 1}.` });
    if (!slots.has(change.slot))
      add(index, { field: 'slot', message: 'This slot is not in the bulletin type.' });
    const dataType = dataTypes.get(change.data_type_id);
    if (!dataType)
      add(index, {
        field: 'data_type_id',
        message: 'This data type is not in the bulletin type.',
        unknown: true,
      });
    else if (importing && change.value === null)
      add(index, { field: 'value', message: 'An import sets values: a cell is cleared in the editor.' });
    else {
      const problem = valueProblem(ruleOf(dataType), change.value, loaded.iconCodes);
      if (problem) add(index, { field: 'value', message: problem });
    }
    const id = cellId(change);
    if (seen.has(id)) add(index, { field: '', message: 'This cell is changed twice in one request.' });
    seen.add(id);
  });
  return problems;
}

/** The problems as the field map of a 400 answer: `changes.3.value` → messages. */
function fieldErrors(problems: Map<number, Problem[]>): Record<string, string[]> {
  const errors = new Map<string, string[]>();
  for (const [index, list] of problems)
    for (const { field, message } of list) {
      const path = field ? `changes.${index}.${field}` : `changes.${index}`;
      errors.set(path, [...(errors.get(path) ?? []), message]);
    }
  return Object.fromEntries(errors);
}

/**
 * Writes cells of a draft. An edit is all or nothing: every change is checked first (its cell in
 * the type, its value by its data type's rule), then the cells are written as typed (`manual`). An
 * import (`source: "import"`) leaves out changes for venues and data types outside the type, is
 * refused whole when any other change is wrong, and never overwrites a value a person typed. Either
 * raises the revision by one when a cell changed and records the write cell by cell with what each
 * held before. A dry run answers the same and writes nothing. Answers also the changed cells as they
 * now are (`cells`), for the live channel.
 *
 * An import needs no `If-Match` (it cannot overwrite what a person typed); one given is checked.
 */
export async function writeValues(db: Db, id: number, write: ValuesWrite, request: WriteRequest) {
  return db.transaction(async (tx) => {
    const { view, loaded } = await lockedDraft(tx, id, request, {
      versionRequired: write.source !== 'import',
    });
    return writeLocked(tx, view, loaded, write, request);
  });
}

/** A write of values on a draft already locked (`writeValues`, or a creation in its transaction). */
export async function writeLocked(
  tx: Db,
  view: BulletinView,
  loaded: LoadedComposition,
  write: ValuesWrite,
  request: Pick<WriteRequest, 'actor' | 'sender'>,
) {
  const id = view.bulletin.id;
  const mismatch = originProblem(write);
  if (mismatch) throw new ValidationFailed({ origin: [mismatch] });
  const importing = write.source === 'import';
  // A large write was parsed and validated in the turn that began it: the reads waiting go first.
  await giveTurn();
  const problems = checkChanges(loaded, write.changes, importing);
  const refused = refusedCells(write.changes, problems, importing);
  const dryRun = write.dry_run === true;
  if (refused.length && !dryRun)
    throw new ValidationFailed(
      fieldErrors(importing ? withoutUnknown(problems) : problems),
      importing
        ? `${refused.length} of the values are refused: nothing was imported.`
        : 'Some cells are not valid: nothing was saved.',
    );
  await giveTurn();
  const accepted = (write.changes as Accepted[]).filter((_, index) => !problems.has(index));
  // The cells of the venues written, as they are: what each changed cell held, and with the
  // changes applied, all the check of those venues needs (one read, however many cells).
  const venues = [...new Set(accepted.map((c) => c.venue_id))];
  const before = new Map((await cellsOf(tx, id, venues)).map((cell) => [cellId(cell), cell]));
  const olds = accepted.map((c) => before.get(cellId(c)));
  const typed = importing ? accepted.filter((_, i) => olds[i]?.source === 'manual') : [];
  const wanted = accepted.filter((c, i) => {
    const old = olds[i];
    if (importing) return old?.source !== 'manual' && old?.value !== c.value;
    if (c.value === null) return old !== undefined;
    return !old || old.value !== c.value || (c.note !== undefined && old.note !== c.note);
  });
  const origin = importing
    ? importedOrigin(write.origin ?? '', request.sender)
    : typedOrigin(id, request.sender);
  const as = (c: Accepted) => newCell(c, before, importing ? 'imported' : 'manual', origin);
  const changed = dryRun
    ? wanted.map(as)
    : await applyChanges(tx, id, wanted.map(as), request.actor, importing);
  const report: ValuesReport = {
    set: changed.length,
    unchanged: accepted.length - typed.length - wanted.length,
    // What a person typed between the read and the write is kept too: the write's own guard saw it.
    kept_manual: typed.length + wanted.length - changed.length,
    unknown: write.changes.length - accepted.length - refused.length,
    refused,
  };
  const revision =
    changed.length && !dryRun
      ? await recordWrite(tx, id, changed, before, request.actor, importing ? { origin, ...report } : null)
      : view.bulletin.revision;
  await giveTurn();
  const touched = new Set(changed.map(cellId));
  // A cell's problems depend only on its venue's cells (rules compare cells of one venue, day and slot).
  const checked = problemsOfVenues(loaded, venues, afterChanges(before, changed)).filter(
    (p) => p.cell && touched.has(cellId(p.cell)),
  );
  // What each changed cell held, for a report of the write cell by cell.
  const held = (cell: CellKey) => before.get(cellId(cell))?.value ?? null;
  return {
    revision,
    changed: changed.length,
    problems: checked,
    cells: changed,
    held,
    ...report,
    dry_run: dryRun,
  };
}
/** The changes refused, with their reasons: an import's unknown venues and data types are not. */
function refusedCells(
  changes: ValueChange[],
  problems: Map<number, Problem[]>,
  importing: boolean,
): RefusedCell[] {
  const refused: RefusedCell[] = [];
  for (const [index, list] of importing ? withoutUnknown(problems) : problems) {
    const { venue_id, day, slot, data_type_id } = changes[index] as ValueChange;
    refused.push({ index, venue_id, day, slot, data_type_id, reason: list.map((p) => p.message).join(' ') });
  }
  return refused.sort((a, b) => a.index - b.index);
}

/** An import's problems without the changes it leaves out as unknown (a venue or data type outside the type). */
function withoutUnknown(problems: Map<number, Problem[]>): Map<number, Problem[]> {
  return new Map([...problems].filter(([, list]) => !list.some((p) => p.unknown)));
}

/** The cells as they were, with the changed ones as they now are. */
function afterChanges(before: Map<string, BulletinValue>, changed: LiveCell[]): BulletinValue[] {
  const after = new Map(before);
  for (const cell of changed) {
    const id = cellId(cell);
    if (cell.value === null) after.delete(id);
    else after.set(id, { ...cell, value: cell.value, copied_from: null });
  }
  return [...after.values()];
}

/** A changed cell as it now is, for the live channel and the check. */
function newCell(
  change: Accepted,
  before: Map<string, BulletinValue>,
  source: 'manual' | 'imported',
  origin: string,
): LiveCell {
  const { venue_id, day, slot, data_type_id, value } = change;
  const old = before.get(cellId(change));
  if (value === null)
    return { venue_id, day, slot, data_type_id, value, note: '', source: 'manual', origin: '' };
  const note = source === 'imported' ? (old?.note ?? '') : (change.note ?? old?.note ?? '');
  return { venue_id, day, slot, data_type_id, value, note, source, origin };
}

/** Writes the cells; answers those written (an import's statement leaves out what a person typed meanwhile). */
async function applyChanges(
  tx: Db,
  bulletinId: number,
  cells: LiveCell[],
  actor: AuditActor,
  importing: boolean,
): Promise<LiveCell[]> {
  const updatedAt = new Date();
  const rows = cells
    .filter((c): c is LiveCell & { value: number | string } => c.value !== null)
    .map((c) => cellRow(bulletinId, c, { copiedFromId: null, updatedById: actor?.id ?? null, updatedAt }));
  if (importing) {
    const written = new Set((await importCells(tx, rows)).map(cellId));
    return cells.filter((c) => written.has(cellId(c)));
  }
  await deleteValues(
    tx,
    bulletinId,
    cells.filter((c) => c.value === null),
  );
  await upsertCells(tx, rows);
  return cells;
}

/** Raises the revision and records the write (a save, or an import with its origin and counts), cell by cell. */
async function recordWrite(
  tx: Db,
  bulletinId: number,
  changed: LiveCell[],
  before: Map<string, BulletinValue>,
  actor: AuditActor,
  imported: (ValuesReport & { origin: string }) | null,
): Promise<number> {
  const revision = await markWritten(tx, bulletinId, actor);
  await recordEvent(tx, {
    bulletinId,
    kind: imported ? 'import' : 'save',
    actorId: actor?.id ?? null,
    actorUsername: actor?.username ?? '',
    revision,
    details: {
      ...(imported
        ? { origin: imported.origin, kept_manual: imported.kept_manual, unknown: imported.unknown }
        : {}),
      cells: changed.map((c) => {
        const old = before.get(cellId(c));
        return {
          ...(({ venue_id, day, slot, data_type_id }) => ({ venue_id, day, slot, data_type_id }))(c),
          before: old ? { value: old.value, note: old.note } : null,
          after: c.value === null ? null : { value: c.value, note: c.note },
        };
      }),
    },
  });
  return revision;
}
