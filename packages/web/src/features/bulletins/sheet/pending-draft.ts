import { type BulletinValue, MAX_CHANGES, type ValueChange } from '@bora/shared/bulletin';
import { type CellKey, cellId } from '@bora/shared/bulletin-check';
import type { CellValue } from '@bora/shared/data-type-values';
import { type CellContent, noteOf, sameContent, withNote } from './cell-input.ts';
import { type CellChange, contentOfValue, type SheetCells, type StoredCells } from './sheet-cells.ts';

/**
 * An unsent cell: what I put there (value and note), and what the server held when I changed it
 * (to tell my change from theirs).
 */
export type PendingCell = { key: CellKey; base: CellContent | null; mine: CellContent | null };

/**
 * The edits not yet saved, of one bulletin at one revision: plain JSON, so that it can be kept
 * in IndexedDB and offered back after a reload or a crash.
 */
export type PendingDraft = { bulletin_id: number; revision: number; cells: Record<string, PendingCell> };

/** A cell both I and someone else changed (its value or its note) since the revision my edits were made on. */
export type Conflict = {
  key: CellKey;
  mine: CellContent | null;
  theirs: CellContent | null;
  base: CellContent | null;
};

export function emptyDraft(bulletinId: number, revision: number): PendingDraft {
  return { bulletin_id: bulletinId, revision, cells: {} };
}

/** What the server holds after a change was saved over a cell whose note was `note`. */
export function savedContent(change: ValueChange, note: string): CellContent | null {
  return change.value === null ? null : withNote({ kind: 'value', value: change.value }, change.note ?? note);
}

/**
 * A draft kept in the browser, as this editor reads it. Drafts kept before notes could be edited
 * hold the server's bare value as `base` and no notes: each cell takes the note the server holds
 * now, on both sides, so that restoring it neither conflicts over nor erases a note.
 */
export function keptDraft(draft: PendingDraft, values: readonly BulletinValue[]): PendingDraft {
  const notes = new Map(values.map((v) => [cellId(v), v.note]));
  const cells: Record<string, PendingCell> = {};
  for (const [id, cell] of Object.entries(draft.cells)) {
    const base: CellContent | CellValue | null = cell.base;
    if (base === null || typeof base === 'object') cells[id] = cell;
    else {
      const note = notes.get(id) ?? '';
      cells[id] = {
        key: cell.key,
        base: withNote({ kind: 'value', value: base }, note),
        mine: cell.mine && withNote(cell.mine, note),
      };
    }
  }
  return { ...draft, cells };
}

/** Adds the grid's changes (an edit, an undo or a redo); a cell brought back to the server's value is no longer pending. */
export function recordChanges(draft: PendingDraft, changes: readonly CellChange[]): PendingDraft {
  const cells = { ...draft.cells };
  for (const { key, before, after } of changes) {
    const id = cellId(key);
    const base = cells[id] ? cells[id].base : before;
    if (sameContent(after, base)) delete cells[id];
    else cells[id] = { key, base, mine: after };
  }
  return { ...draft, cells };
}

export function unsentCount(draft: PendingDraft): number {
  return Object.keys(draft.cells).length;
}

/**
 * The `PATCH …/values/` body of the pending cells that hold a valid value or were cleared, at
 * most `limit` of them; invalid text is never sent. A note goes only where I changed it, so that
 * a value typed does not write back a note someone else has changed since. Null when there is
 * nothing to send.
 */
export function patchBody(draft: PendingDraft, limit = MAX_CHANGES): { changes: ValueChange[] } | null {
  const changes: ValueChange[] = [];
  for (const { key, base, mine } of Object.values(draft.cells)) {
    if (changes.length >= limit) break;
    if (mine?.kind === 'invalid') continue;
    const note = noteOf(mine);
    changes.push(
      mine && note !== noteOf(base)
        ? { ...key, value: mine.value, note }
        : { ...key, value: mine?.value ?? null },
    );
  }
  return changes.length === 0 ? null : { changes };
}

/**
 * After a save answered with its new revision: the cells sent are saved, unless edited again while
 * the request was out, in which case they stay pending on top of what was sent.
 */
export function acknowledge(
  draft: PendingDraft,
  sent: { changes: ValueChange[] },
  revision: number,
): PendingDraft {
  const cells = { ...draft.cells };
  for (const change of sent.changes) {
    const id = cellId(change);
    const pending = cells[id];
    if (!pending) continue;
    const saved = savedContent(change, noteOf(pending.base));
    if (sameContent(pending.mine, saved)) delete cells[id];
    else cells[id] = { ...pending, base: saved };
  }
  return { ...draft, revision, cells };
}

/**
 * After a 412: my unsent cells re-applied on the server's current values. A cell the server still
 * holds at my base stays mine; one where the server already has my value is dropped; one where both
 * changed it differently is a conflict, left out of the draft until resolved. Value and note are
 * one: a note explains its value, so a change of either on both sides is for the person to settle.
 */
export function mergeOnto(
  draft: PendingDraft,
  current: { revision: number; values: readonly BulletinValue[] },
): { draft: PendingDraft; conflicts: Conflict[] } {
  const theirsById = new Map(current.values.map((v) => [cellId(v), contentOfValue(v)]));
  const cells: Record<string, PendingCell> = {};
  const conflicts: Conflict[] = [];
  for (const [id, pending] of Object.entries(draft.cells)) {
    const theirs = theirsById.get(id) ?? null;
    if (sameContent(theirs, pending.base)) cells[id] = pending;
    else if (!sameContent(pending.mine, theirs)) conflicts.push({ ...pending, theirs });
  }
  return { draft: { ...draft, revision: current.revision, cells }, conflicts };
}

/** A conflict settled: keeping mine makes it pending again over their value; keeping theirs drops mine. */
export function resolveConflict(
  draft: PendingDraft,
  conflict: Conflict,
  keep: 'mine' | 'theirs',
): PendingDraft {
  if (keep === 'theirs') return draft;
  const id = cellId(conflict.key);
  return {
    ...draft,
    cells: { ...draft.cells, [id]: { key: conflict.key, base: conflict.theirs, mine: conflict.mine } },
  };
}

/**
 * What the grid shows: the server's cells with my unsent ones on top, read through both rather
 * than copied into one: a keystroke in a grid of 12 000 cells copied them all. Iterates in the
 * server's order, my new cells after.
 */
export class CellsWithPending implements SheetCells, Iterable<[string, CellContent]> {
  constructor(
    private readonly server: StoredCells,
    private readonly pending: Readonly<Record<string, PendingCell>>,
  ) {}

  get(id: string): CellContent | undefined {
    const cell = Object.hasOwn(this.pending, id) ? this.pending[id] : undefined;
    return cell ? (cell.mine ?? undefined) : this.server.get(id);
  }

  /**
   * The cells that may show otherwise here than in `earlier`; null when that cannot be told
   * without comparing every cell (another reading of the server's, say).
   */
  changedSince(earlier: SheetCells): string[] | null {
    if (!(earlier instanceof CellsWithPending) || earlier.server !== this.server) return null;
    if (earlier.pending === this.pending) return [];
    const changed: string[] = [];
    for (const id in this.pending) if (this.pending[id] !== earlier.pending[id]) changed.push(id);
    for (const id in earlier.pending) if (!Object.hasOwn(this.pending, id)) changed.push(id);
    return changed;
  }

  *[Symbol.iterator](): IterableIterator<[string, CellContent]> {
    for (const id of this.server.keys()) {
      const shown = this.get(id);
      if (shown) yield [id, shown];
    }
    for (const [id, { mine }] of Object.entries(this.pending))
      if (mine && !this.server.has(id)) yield [id, mine];
  }
}

export function withPending(cells: StoredCells, draft: PendingDraft): CellsWithPending {
  return new CellsWithPending(cells, draft.cells);
}
