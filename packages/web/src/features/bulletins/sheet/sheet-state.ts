import type { BulletinValue, ValueChange } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import {
  acknowledge,
  type Conflict,
  emptyDraft,
  keptDraft,
  mergeOnto,
  type PendingDraft,
  recordChanges,
  resolveConflict,
  savedContent,
  withPending,
} from './pending-draft.ts';
import {
  applyChanges,
  type CellChange,
  cellsFromValues,
  type SheetCells,
  type SheetEdit,
  type StoredCells,
} from './sheet-cells.ts';
import { type EditHistory, emptyHistory, record, redo, undo } from './undo-stack.ts';

/**
 * Everything the editor knows about a draft's values: the server's (as last read or saved), my
 * unsent edits on top, what can be undone, and the cells both I and someone else changed.
 */
export type SheetState = {
  server: StoredCells;
  /** The server's values as read, with their notes and sources. */
  serverValues: readonly BulletinValue[];
  draft: PendingDraft;
  history: EditHistory;
  conflicts: readonly Conflict[];
  /** How many cells the latest undo or redo left alone because someone else changed them since. */
  skipped: number;
};

export type SheetAction =
  | { type: 'edit'; edit: SheetEdit }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A fresh read of the bulletin (after someone's save, a 412, a reconnect). */
  | { type: 'server'; revision: number; values: readonly BulletinValue[] }
  /** My save went through: the cells sent are the server's now, at the new revision. */
  | { type: 'saved'; sent: { changes: ValueChange[] }; revision: number }
  | { type: 'resolve'; conflict: Conflict; keep: 'mine' | 'theirs' }
  /** Unsent edits kept in the browser, offered back and accepted. */
  | { type: 'restore'; draft: PendingDraft };

export function initialSheet(
  bulletinId: number,
  revision: number,
  values: readonly BulletinValue[],
): SheetState {
  return {
    server: cellsFromValues(values),
    serverValues: values,
    draft: emptyDraft(bulletinId, revision),
    history: emptyHistory,
    conflicts: [],
    skipped: 0,
  };
}

/** What the grid shows: the server's cells with my unsent ones on top. */
export function shownCells(state: SheetState): SheetCells {
  return withPending(state.server, state.draft);
}

function applyToDraft(state: SheetState, changes: readonly CellChange[]): PendingDraft {
  return recordChanges(state.draft, changes);
}

/** Conflicts of the newest merge replace older ones of the same cells; the others stay to be settled. */
function joinConflicts(older: readonly Conflict[], newer: readonly Conflict[]): Conflict[] {
  const renewed = new Set(newer.map((c) => cellId(c.key)));
  return [...older.filter((c) => !renewed.has(cellId(c.key))), ...newer];
}

function merged(state: SheetState, draft: PendingDraft, revision: number): SheetState {
  const { draft: next, conflicts } = mergeOnto(draft, { revision, values: state.serverValues });
  return { ...state, draft: next, conflicts: joinConflicts(state.conflicts, conflicts) };
}

export function sheetReducer(state: SheetState, action: SheetAction): SheetState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        draft: applyToDraft(state, action.edit.changes),
        history: record(state.history, action.edit),
        skipped: 0,
      };
    case 'undo':
    case 'redo': {
      const step = (action.type === 'undo' ? undo : redo)(state.history, shownCells(state));
      if (!step) return state;
      return {
        ...state,
        draft: applyToDraft(state, step.changes),
        history: step.history,
        skipped: step.skipped,
      };
    }
    case 'server': {
      // An answer older than what the draft is built on (a read that crossed my save) says nothing new.
      if (action.revision < state.draft.revision) return state;
      const next = { ...state, server: cellsFromValues(action.values), serverValues: action.values };
      if (action.revision === state.draft.revision) return next;
      return merged(next, state.draft, action.revision);
    }
    case 'saved': {
      const before = new Map(state.serverValues.map((value) => [cellId(value), value]));
      const written = action.sent.changes.map((change) => ({
        key: change,
        before: null,
        after: savedContent(change, before.get(cellId(change))?.note ?? ''),
      }));
      const sentIds = new Set(action.sent.changes.map((change) => cellId(change)));
      const serverValues = [
        ...state.serverValues.filter((value) => !sentIds.has(cellId(value))),
        ...action.sent.changes.flatMap((change) =>
          change.value === null
            ? []
            : [savedValue(change, change.value, before.get(cellId(change))?.note ?? '')],
        ),
      ];
      return {
        ...state,
        server: applyChanges(state.server, written),
        serverValues,
        draft: acknowledge(state.draft, action.sent, action.revision),
      };
    }
    case 'resolve': {
      const id = cellId(action.conflict.key);
      return {
        ...state,
        draft: resolveConflict(state.draft, action.conflict, action.keep),
        conflicts: state.conflicts.filter((c) => cellId(c.key) !== id),
      };
    }
    case 'restore':
      return merged(state, keptDraft(action.draft, state.serverValues), state.draft.revision);
  }
}

/**
 * A value as the server keeps it after my save: typed, and a change that names no note keeps the
 * cell's. Where it began (this bulletin, and who sent it) is the server's to word: the next read,
 * which the save's live event asks for, brings it.
 */
function savedValue(change: ValueChange, value: number | string, note: string): BulletinValue {
  return {
    venue_id: change.venue_id,
    day: change.day,
    slot: change.slot,
    data_type_id: change.data_type_id,
    value,
    note: change.note ?? note,
    source: 'manual',
    origin: '',
    copied_from: null,
  };
}
