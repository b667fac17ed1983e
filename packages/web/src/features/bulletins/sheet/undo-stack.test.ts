import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paste } from './clipboard.ts';
import { selectCell } from './selection.ts';
import { applyChanges, type SheetEdit, type StoredCells } from './sheet-cells.ts';
import { clearRange, copyDayToNext, fillColumn, fillDown, typeInto, writeNote } from './sheet-edits.ts';
import { sheetLayout } from './sheet-layout.ts';
import { composition } from './test-sheet.ts';
import { type EditHistory, emptyHistory, HISTORY_LIMIT, record, redo, undo } from './undo-stack.ts';

const layout = sheetLayout(composition);
const num = (value: number) => ({ kind: 'value', value }) as const;

type Gesture = (cells: StoredCells) => SheetEdit | null;

/** One gesture of each kind a person makes. */
const gestures: Record<SheetEdit['kind'], Gesture> = {
  type: (cells) => typeInto(layout, cells, { row: 1, col: 0 }, num(4)),
  paste: (cells) =>
    paste(layout, cells, selectCell(layout, { row: 0, col: 0 }), '1\tclear\n2\tcloudy\nwarm\n').edit,
  clear: (cells) => clearRange(layout, cells, { top: 0, left: 0, bottom: 2, right: 1 }),
  fill: (cells) => fillDown(layout, cells, { top: 0, left: 0, bottom: 2, right: 0 }),
  'copy-day': (cells) => copyDayToNext(layout, cells, 0),
  note: (cells) => writeNote(layout, cells, { row: 0, col: 0 }, 'Fog in the valley'),
};

/** Makes a gesture: its changes applied to the cells and the edit recorded. */
function act(state: { cells: StoredCells; history: EditHistory }, gesture: Gesture) {
  const edit = gesture(state.cells);
  if (!edit) return state;
  return { cells: applyChanges(state.cells, edit.changes), history: record(state.history, edit) };
}

function takeStep(state: { cells: StoredCells; history: EditHistory }, step: typeof undo) {
  const done = step(state.history, state.cells);
  if (!done) throw new Error('nothing to step');
  return { cells: applyChanges(state.cells, done.changes), history: done.history };
}

const seeded = applyChanges(new Map(), gestures.paste(new Map())?.changes ?? []);

describe('undo and redo', () => {
  for (const [kind, gesture] of Object.entries(gestures)) {
    it(`undoes and redoes a ${kind} as one step`, () => {
      const before = kind === 'paste' ? new Map() : seeded;
      const after = act({ cells: before, history: emptyHistory }, gesture);
      expect(after.history.done.map((e) => e.kind)).toEqual([kind]);
      expect(after.cells).not.toEqual(before);
      const undone = takeStep(after, undo);
      expect(undone.cells).toEqual(before);
      expect(takeStep(undone, redo).cells).toEqual(after.cells);
    });
  }

  it('has nothing to undo or redo at first', () => {
    expect(undo(emptyHistory, new Map())).toBeNull();
    expect(redo(emptyHistory, new Map())).toBeNull();
  });

  it('forgets what was undone once a new edit is made', () => {
    const state = act(act({ cells: new Map(), history: emptyHistory }, gestures.paste), gestures.type);
    const undone = takeStep(state, undo);
    const edited = act(undone, gestures.clear);
    expect(redo(edited.history, edited.cells)).toBeNull();
    expect(edited.history.done.map((e) => e.kind)).toEqual(['paste', 'clear']);
  });

  it('leaves alone a cell someone else has changed since, and says so', () => {
    const pasted = act({ cells: new Map(), history: emptyHistory }, gestures.paste);
    const theirs = typeInto(layout, pasted.cells, { row: 0, col: 0 }, num(30));
    const cells = applyChanges(pasted.cells, theirs?.changes ?? []);
    const step = undo(pasted.history, cells);
    expect(step?.skipped).toBe(1);
    const after = applyChanges(cells, step?.changes ?? []);
    expect([...after.values()]).toEqual([num(30)]);
  });

  it(`keeps the latest ${HISTORY_LIMIT} edits`, () => {
    let history = emptyHistory;
    for (let i = 0; i <= HISTORY_LIMIT; i++) {
      const edit = typeInto(layout, new Map(), { row: 0, col: 0 }, num(i));
      if (edit) history = record(history, edit);
    }
    expect(history.done).toHaveLength(HISTORY_LIMIT);
    expect(history.done[0]?.changes[0]?.after).toEqual(num(1));
  });

  it('brings back every earlier state, in order, and forward again', () => {
    const gesture = fc.oneof(
      fc.constantFrom(...Object.values(gestures)),
      fc.record({ col: fc.nat(15), v: fc.integer({ min: -40, max: 50 }) }).map(
        ({ col, v }): Gesture =>
          (cells) =>
            fillColumn(layout, cells, col, num(v)),
      ),
      fc.record({ row: fc.nat(2), col: fc.nat(15), v: fc.integer({ min: -40, max: 50 }) }).map(
        ({ row, col, v }): Gesture =>
          (cells) =>
            typeInto(layout, cells, { row, col }, num(v)),
      ),
      fc
        .record({ row: fc.nat(2), col: fc.nat(15), note: fc.constantFrom('', 'Fog', 'Snow above 1500 m') })
        .map(
          ({ row, col, note }): Gesture =>
            (cells) =>
              writeNote(layout, cells, { row, col }, note),
        ),
      fc.record({ row: fc.nat(2), col: fc.nat(15), text: fc.string({ maxLength: 12 }) }).map(
        ({ row, col, text }): Gesture =>
          (cells) =>
            paste(layout, cells, selectCell(layout, { row, col }), text).edit,
      ),
    );
    fc.assert(
      fc.property(fc.array(gesture, { maxLength: 12 }), (made) => {
        let state = { cells: new Map() as StoredCells, history: emptyHistory };
        const seen = [state.cells];
        for (const g of made) {
          const next = act(state, g);
          if (next !== state) seen.push(next.cells);
          state = next;
        }
        for (let i = seen.length - 2; i >= 0; i--) {
          state = takeStep(state, undo);
          expect(state.cells).toEqual(seen[i]);
        }
        expect(undo(state.history, state.cells)).toBeNull();
        for (let i = 1; i < seen.length; i++) {
          state = takeStep(state, redo);
          expect(state.cells).toEqual(seen[i]);
        }
      }),
    );
  });
});
