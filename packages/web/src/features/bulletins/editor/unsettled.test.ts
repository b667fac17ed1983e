import type { BulletinValue } from '@bora/shared/bulletin';
import { workflowActions } from '@bora/shared/workflow';
import { describe, expect, it } from 'vitest';
import { readCell } from '../sheet/cell-input.ts';
import { patchBody } from '../sheet/pending-draft.ts';
import { sheetLayout } from '../sheet/sheet-layout.ts';
import { composition, temperature } from '../sheet/test-sheet.ts';
import { type EditorAction, type EditorState, editorReducer, initialEditor } from './editor-state.ts';
import { isSettled, refusesWhileUnsettled, unsettledOf } from './unsettled.ts';

const layout = sheetLayout(composition);
const at = (venue_id: number, slot = 'am') => ({ venue_id, day: 0, slot, data_type_id: temperature.id });
const saved: BulletinValue[] = [101, 102, 103].map((venue) => ({
  ...at(venue),
  value: 18,
  note: '',
  source: 'manual',
  origin: '',
  copied_from: null,
}));

function editor(...actions: EditorAction[]): EditorState {
  const start = initialEditor({ id: 41, revision: 7, values: saved, texts: [] });
  return actions.reduce(editorReducer, start);
}

/** Typing into a cell that holds 18, as the grid records it. */
function type(venue: number, text: string, slot = 'am'): EditorAction {
  const after = readCell(temperature, text);
  return {
    type: 'edit',
    edit: { kind: 'type', changes: [{ key: at(venue, slot), before: { kind: 'value', value: 18 }, after }] },
  };
}

const refusedActions = (state: EditorState) =>
  workflowActions.filter((action) => refusesWhileUnsettled(action, unsettledOf(state, layout)));

describe('what the editor holds that the server does not', () => {
  it('is nothing in an editor just opened: every action goes', () => {
    const state = editor();
    expect(unsettledOf(state, layout)).toEqual({ invalid: [], unsent: 0, conflicts: 0, kept: 0 });
    expect(isSettled(unsettledOf(state, layout))).toBe(true);
    expect(refusedActions(state)).toEqual([]);
  });

  it('counts "xyz" typed over a saved number as an invalid cell, which is never sent: the server keeps 18', () => {
    const state = editor(type(102, 'xyz'));
    // The text stays in the draft; nothing of it is sent, so a submit would go with the old value.
    expect(state.sheet.draft.cells).not.toEqual({});
    expect(patchBody(state.sheet.draft)).toBeNull();
    expect(unsettledOf(state, layout)).toEqual({ invalid: [at(102)], unsent: 0, conflicts: 0, kept: 0 });
    // Every action that passes the bulletin on, or acts on what was published, waits; returning does not.
    expect(refusedActions(state)).toEqual(['submit', 'publish', 'withdraw', 'correct']);
  });

  it('lists invalid cells in the grid’s order, whatever the order they were typed in', () => {
    const state = editor(type(103, 'warm'), type(101, 'hot', 'pm'), type(101, '1e9'));
    // Row by row (venue), then column by column (day › slot › data type).
    expect(unsettledOf(state, layout).invalid).toEqual([at(101), at(101, 'pm'), at(103)]);
  });

  it('settles once the invalid text is corrected and saved, or undone', () => {
    const corrected = editor(type(102, 'xyz'), type(102, '17'));
    expect(unsettledOf(corrected, layout)).toMatchObject({ invalid: [], unsent: 1 });
    const sent = patchBody(corrected.sheet.draft);
    expect(sent).toEqual({ changes: [{ ...at(102), value: 17 }] });
    const afterSave = editorReducer(corrected, { type: 'saved', sent: sent ?? { changes: [] }, revision: 8 });
    expect(isSettled(unsettledOf(afterSave, layout))).toBe(true);
    expect(isSettled(unsettledOf(editor(type(102, 'xyz'), { type: 'undo' }), layout))).toBe(true);
  });

  it('counts valid edits and languages of texts not saved yet as unsent', () => {
    const state = editor(type(101, '20'), type(102, '21'), {
      type: 'write-text',
      language: 'it',
      field: 'title',
      value: 'Sereno',
    });
    expect(unsettledOf(state, layout)).toMatchObject({ invalid: [], unsent: 3, conflicts: 0 });
    expect(refusedActions(state)).toContain('submit');
  });

  it('counts a conflict until it is settled, and edits kept from an earlier visit while they are offered', () => {
    // My 20 and someone else's 25 over the same 18.
    const state = editor(type(101, '20'), {
      type: 'read',
      revision: 8,
      values: saved.map((v) => (v.venue_id === 101 ? { ...v, value: 25 } : v)),
      texts: [],
    });
    expect(unsettledOf(state, layout)).toMatchObject({ unsent: 0, conflicts: 1 });
    const [conflict] = state.sheet.conflicts;
    if (!conflict) throw new Error('no conflict');
    const theirs = editorReducer(state, { type: 'resolve', conflict, keep: 'theirs' });
    expect(isSettled(unsettledOf(theirs, layout))).toBe(true);
    const mine = editorReducer(state, { type: 'resolve', conflict, keep: 'mine' });
    expect(unsettledOf(mine, layout)).toMatchObject({ unsent: 1, conflicts: 0 });

    expect(unsettledOf(editor(), layout, { cells: 2, languages: 1 }).kept).toBe(3);
    expect(refusedActions(editor()).length).toBe(0);
  });

  it('lets everything go on discarding: the edits, the invalid text, the conflicts and what could be undone', () => {
    const state = editor(type(102, 'xyz'), type(103, '19'), {
      type: 'write-text',
      language: 'en',
      field: 'synopsis',
      value: 'Clear.',
    });
    const discarded = editorReducer(state, { type: 'discard' });
    expect(isSettled(unsettledOf(discarded, layout))).toBe(true);
    expect(discarded.sheet.history.done).toEqual([]);
    expect(discarded.sheet.draft.revision).toBe(7);
  });
});
