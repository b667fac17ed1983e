import type { BulletinText, BulletinValue, ValueChange } from '@bora/shared/bulletin';
import { unsentCount } from '../sheet/pending-draft.ts';
import { initialSheet, type SheetAction, type SheetState, sheetReducer } from '../sheet/sheet-state.ts';
import {
  acknowledgeTexts,
  emptyTexts,
  mergeTextsOnto,
  resolveTextConflict,
  type TextConflict,
  type TextField,
  type TextsDraft,
  writeText,
} from '../sheet/texts-draft.ts';
import { emptyHistory } from '../sheet/undo-stack.ts';
import type { StoredDraft } from './draft-store.ts';

/**
 * A draft as its editor holds it: the values (server's, mine unsent, undo), the texts (server's and
 * mine unsent), and what both I and someone else changed. Values and texts share the bulletin's
 * revision: every save of either raises it, and both drafts follow.
 */
export type EditorState = {
  sheet: SheetState;
  texts: TextsDraft;
  serverTexts: readonly BulletinText[];
  textConflicts: readonly TextConflict[];
};

export type EditorAction =
  | SheetAction
  | { type: 'write-text'; language: string; field: TextField; value: string }
  | { type: 'texts-saved'; sent: { texts: BulletinText[] }; revision: number }
  | { type: 'resolve-text'; conflict: TextConflict; keep: 'mine' | 'theirs' }
  | { type: 'read'; revision: number; values: readonly BulletinValue[]; texts: readonly BulletinText[] }
  | { type: 'restore-stored'; stored: StoredDraft }
  /** The unsent edits and the conflicts let go, once the bulletin can no longer take them. */
  | { type: 'discard' };

type Readable = {
  id: number;
  revision: number;
  values: readonly BulletinValue[];
  texts: readonly BulletinText[];
};

export function initialEditor(bulletin: Readable): EditorState {
  return {
    sheet: initialSheet(bulletin.id, bulletin.revision, bulletin.values),
    texts: { revision: bulletin.revision, languages: {} },
    serverTexts: bulletin.texts,
    textConflicts: [],
  };
}

export function serverText(state: Pick<EditorState, 'serverTexts'>, language: string): BulletinText {
  return state.serverTexts.find((text) => text.language === language) ?? emptyTexts(language);
}

/** How many cells and languages wait to be saved. */
export function unsent(state: EditorState): { cells: number; languages: number } {
  return { cells: unsentCount(state.sheet.draft), languages: Object.keys(state.texts.languages).length };
}

function withTexts(state: EditorState, texts: readonly BulletinText[], revision: number): EditorState {
  if (revision <= state.texts.revision) return { ...state, serverTexts: texts };
  const merged = mergeTextsOnto(state.texts, { revision, texts });
  const renewed = new Set(merged.conflicts.map((c) => `${c.language}:${c.field}`));
  return {
    ...state,
    serverTexts: texts,
    texts: merged.draft,
    textConflicts: [
      ...state.textConflicts.filter((c) => !renewed.has(`${c.language}:${c.field}`)),
      ...merged.conflicts,
    ],
  };
}

const NO_CHANGES: { changes: ValueChange[] } = { changes: [] };

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'write-text':
      return {
        ...state,
        texts: writeText(state.texts, serverText(state, action.language), action.field, action.value),
      };
    case 'texts-saved': {
      const sentLanguages = new Set(action.sent.texts.map((text) => text.language));
      return {
        ...state,
        // The values were not touched: the draft of the values moves to the new revision as it is.
        sheet: sheetReducer(state.sheet, { type: 'saved', sent: NO_CHANGES, revision: action.revision }),
        texts: acknowledgeTexts(state.texts, action.sent, action.revision),
        serverTexts: [
          ...state.serverTexts.filter((t) => !sentLanguages.has(t.language)),
          ...action.sent.texts,
        ],
      };
    }
    case 'resolve-text':
      return {
        ...state,
        texts: resolveTextConflict(
          state.texts,
          serverText(state, action.conflict.language),
          action.conflict,
          action.keep,
        ),
        textConflicts: state.textConflicts.filter((c) => c !== action.conflict),
      };
    case 'read': {
      const older = action.revision < state.sheet.draft.revision;
      if (older) return state;
      const sheet = sheetReducer(state.sheet, {
        type: 'server',
        revision: action.revision,
        values: action.values,
      });
      return withTexts({ ...state, sheet }, action.texts, action.revision);
    }
    case 'restore-stored': {
      const sheet = sheetReducer(state.sheet, { type: 'restore', draft: action.stored.values });
      const merged = mergeTextsOnto(action.stored.texts, {
        revision: state.texts.revision,
        texts: state.serverTexts,
      });
      return {
        ...state,
        sheet,
        texts: merged.draft,
        textConflicts: [...state.textConflicts, ...merged.conflicts],
      };
    }
    case 'discard':
      return {
        ...state,
        sheet: {
          ...state.sheet,
          draft: { ...state.sheet.draft, cells: {} },
          history: emptyHistory,
          conflicts: [],
          skipped: 0,
        },
        texts: { ...state.texts, languages: {} },
        textConflicts: [],
      };
    case 'saved':
      return {
        ...state,
        sheet: sheetReducer(state.sheet, action),
        texts: { ...state.texts, revision: action.revision },
      };
    default:
      return { ...state, sheet: sheetReducer(state.sheet, action) };
  }
}
