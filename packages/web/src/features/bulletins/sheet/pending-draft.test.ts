import { type BulletinValue, valuesPatchSchema } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paste } from './clipboard.ts';
import {
  acknowledge,
  emptyDraft,
  keptDraft,
  mergeOnto,
  type PendingDraft,
  patchBody,
  recordChanges,
  resolveConflict,
  unsentCount,
  withPending,
} from './pending-draft.ts';
import { selectCell } from './selection.ts';
import { applyChanges, cellsFromValues, type SheetCells } from './sheet-cells.ts';
import { clearRange, fillDown } from './sheet-edits.ts';
import { type CellKey, sheetLayout } from './sheet-layout.ts';
import { composition, ICONS } from './test-sheet.ts';
import { emptyHistory, record, undo } from './undo-stack.ts';

const cell = (venue_id: number, data_type_id = 11): CellKey => ({
  venue_id,
  day: 0,
  slot: 'am',
  data_type_id,
});
const num = (value: number) => ({ kind: 'value', value }) as const;
const noted = (value: number, note: string) => ({ kind: 'value', value, note }) as const;
const bad = { kind: 'invalid', raw: 'warm', problem: 'Enter a number.' } as const;
const stored = (key: CellKey, value: number, note = ''): BulletinValue => ({
  ...key,
  value,
  note,
  source: 'manual',
  origin: '',
  copied_from: null,
});

/** A draft where I set venue 1 from 10 to 11, cleared venue 2 (was 20), and typed text into venue 3 (empty). */
const mine = recordChanges(emptyDraft(5, 3), [
  { key: cell(1), before: num(10), after: num(11) },
  { key: cell(2), before: num(20), after: null },
  { key: cell(3), before: null, after: bad },
]);

describe('the local draft of unsent edits', () => {
  it('is plain JSON that comes back the same from storage', () => {
    expect(JSON.parse(JSON.stringify(mine))).toEqual(mine);
    expect(mine).toMatchObject({ bulletin_id: 5, revision: 3 });
    expect(unsentCount(mine)).toBe(3);
  });

  it('keeps the server’s value a cell had before my first edit of it', () => {
    const again = recordChanges(mine, [{ key: cell(1), before: num(11), after: num(12) }]);
    expect(again.cells[cellId(cell(1))]).toMatchObject({ base: num(10), mine: num(12) });
  });

  it('forgets a cell brought back to the server’s value, as an undo does', () => {
    const undone = recordChanges(mine, [{ key: cell(1), before: num(11), after: num(10) }]);
    expect(unsentCount(undone)).toBe(2);
  });

  it('sends valid values and clears as a PATCH body, never refused text', () => {
    const body = patchBody(mine);
    expect(body).toEqual({
      changes: [
        { ...cell(1), value: 11 },
        { ...cell(2), value: null },
      ],
    });
    expect(valuesPatchSchema.safeParse(body).success).toBe(true);
    expect(patchBody(emptyDraft(5, 3))).toBeNull();
    expect(
      patchBody(recordChanges(emptyDraft(5, 3), [{ key: cell(3), before: null, after: bad }])),
    ).toBeNull();
  });

  it('sends at most the number of changes asked for', () => {
    expect(patchBody(mine, 1)?.changes).toHaveLength(1);
  });

  it('after a save, keeps only what was not sent or was edited again meanwhile', () => {
    const body = patchBody(mine);
    if (!body) throw new Error('a body');
    const editedMeanwhile = recordChanges(mine, [{ key: cell(1), before: num(11), after: num(12) }]);
    const saved = acknowledge(editedMeanwhile, body, 4);
    expect(saved.revision).toBe(4);
    expect(Object.values(saved.cells)).toEqual([
      { key: cell(1), base: num(11), mine: num(12) },
      { key: cell(3), base: null, mine: bad },
    ]);
  });

  it('shows my unsent cells over the server’s', () => {
    const server = cellsFromValues([stored(cell(1), 10), stored(cell(2), 20), stored(cell(4), 40)]);
    const shown = withPending(server, mine);
    expect([...shown].map(([, content]) => content)).toEqual([num(11), num(40), bad]);
  });
});

describe('merging after someone else saved (412)', () => {
  it('re-applies my edits where the server still has what I started from', () => {
    const current = { revision: 7, values: [stored(cell(1), 10), stored(cell(2), 20), stored(cell(9), 5)] };
    const { draft, conflicts } = mergeOnto(mine, current);
    expect(conflicts).toEqual([]);
    expect(draft.revision).toBe(7);
    expect(draft.cells).toEqual(mine.cells);
  });

  it('drops my edit of a cell where the server already has my value', () => {
    const current = { revision: 7, values: [stored(cell(1), 11), stored(cell(2), 20)] };
    const { draft, conflicts } = mergeOnto(mine, current);
    expect(conflicts).toEqual([]);
    expect(unsentCount(draft)).toBe(2);
    expect(patchBody(draft)?.changes).toEqual([{ ...cell(2), value: null }]);
  });

  it('answers the cells both of us changed differently, with mine, theirs and the base', () => {
    const current = { revision: 7, values: [stored(cell(1), 15), stored(cell(3), 30)] };
    const { draft, conflicts } = mergeOnto(mine, current);
    expect(conflicts).toEqual([
      { key: cell(1), mine: num(11), theirs: num(15), base: num(10) },
      { key: cell(3), mine: bad, theirs: num(30), base: null },
    ]);
    // Their clear of venue 2 matches mine: nothing left to send there.
    expect(unsentCount(draft)).toBe(0);
  });

  it('keeps mine or theirs as the person chooses', () => {
    const current = { revision: 7, values: [stored(cell(1), 15), stored(cell(2), 20)] };
    const { draft, conflicts } = mergeOnto(mine, current);
    const [conflict] = conflicts;
    if (!conflict) throw new Error('a conflict');
    const keptMine = resolveConflict(draft, conflict, 'mine');
    expect(patchBody(keptMine)?.changes).toContainEqual({ ...cell(1), value: 11 });
    expect(mergeOnto(keptMine, current).conflicts).toEqual([]);
    const keptTheirs = resolveConflict(draft, conflict, 'theirs');
    expect(patchBody(keptTheirs)?.changes).toEqual([{ ...cell(2), value: null }]);
  });
});

describe('the draft follows the grid', () => {
  const layout = sheetLayout(composition);
  const server = cellsFromValues([stored(cell(101), 10), stored({ ...cell(102), slot: 'pm' }, 20)]);
  const gesture = fc.oneof(
    fc
      .record({
        row: fc.nat(2),
        col: fc.nat(15),
        text: fc.constantFrom('1', '2,5', 'warm', 'clear', 'N', 'sun', ''),
      })
      .map(
        ({ row, col, text }) =>
          (cells: SheetCells) =>
            paste(layout, cells, selectCell(layout, { row, col }), text, { icons: ICONS }).edit,
      ),
    fc.record({ top: fc.nat(2), left: fc.nat(15) }).map(
      ({ top, left }) =>
        (cells: SheetCells) =>
          clearRange(layout, cells, { top, left, bottom: 2, right: Math.min(left + 3, 15) }),
    ),
    fc
      .nat(15)
      .map(
        (col) => (cells: SheetCells) => fillDown(layout, cells, { top: 0, left: col, bottom: 2, right: col }),
      ),
  );

  it('sends what makes the server hold every valid value the grid shows, undos included', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(gesture, fc.boolean()), { maxLength: 10 }), (gestures) => {
        let cells = server;
        let history = emptyHistory;
        let draft = emptyDraft(5, 3);
        for (const [make, thenUndo] of gestures) {
          const edit = make(cells);
          if (!edit) continue;
          cells = applyChanges(cells, edit.changes);
          history = record(history, edit);
          draft = recordChanges(draft, edit.changes);
          const step = thenUndo ? undo(history, cells) : null;
          if (step) {
            cells = applyChanges(cells, step.changes);
            history = step.history;
            draft = recordChanges(draft, step.changes);
          }
        }
        const saved = new Map([...server].map(([id, c]) => [id, c.kind === 'value' ? c.value : null]));
        for (const change of patchBody(draft)?.changes ?? []) {
          if (change.value === null) saved.delete(cellId(change));
          else saved.set(cellId(change), change.value);
        }
        // Each cell ends as the grid shows it; refused text leaves the server's value as it was.
        for (const id of new Set([...saved.keys(), ...cells.keys()])) {
          const shown = cells.get(id);
          const original = server.get(id);
          const expected = shown?.kind === 'invalid' ? original : shown;
          expect(saved.get(id)).toBe(expected?.kind === 'value' ? expected.value : undefined);
        }
        expect(new Map(withPending(server, draft))).toEqual(cells);
      }),
    );
  });
});

describe('merging, whatever both sides changed', () => {
  const edit = fc.option(fc.option(fc.integer({ min: 0, max: 3 })), { nil: undefined });
  const side = fc.tuple(fc.option(fc.integer({ min: 0, max: 3 })), edit, edit);

  it('keeps each side’s change where only one changed a cell, and answers a conflict where both differ', () => {
    fc.assert(
      fc.property(fc.array(side, { minLength: 1, maxLength: 6 }), (sides) => {
        const keys = sides.map((_, i) => cell(i + 1));
        let draft = emptyDraft(5, 3);
        const theirs: BulletinValue[] = [];
        sides.forEach(([b, my, their], i) => {
          const key = keys[i] as CellKey;
          if (my !== undefined) {
            draft = recordChanges(draft, [
              { key, before: b === null ? null : num(b), after: my === null ? null : num(my) },
            ]);
          }
          const t = their === undefined ? b : their;
          if (t !== null) theirs.push(stored(key, t));
        });
        const { draft: merged, conflicts } = mergeOnto(draft, { revision: 9, values: theirs });
        const shown = withPending(cellsFromValues(theirs), merged);
        sides.forEach(([b, my, their], i) => {
          const key = keys[i] as CellKey;
          const mineChanged = my !== undefined && my !== b;
          const theirsChanged = their !== undefined && their !== b;
          const conflict = conflicts.find((c) => cellId(c.key) === cellId(key));
          expect(conflict !== undefined).toBe(mineChanged && theirsChanged && my !== their);
          if (conflict) {
            expect(conflict).toEqual({
              key,
              mine: my == null ? null : num(my),
              theirs: their == null ? null : num(their),
              base: b === null ? null : num(b),
            });
          }
          const expected = mineChanged && !conflict ? my : their === undefined ? b : their;
          expect(shown.get(cellId(key)) ?? null).toEqual(
            expected === null || expected === undefined ? null : num(expected),
          );
        });
      }),
    );
  });
});

describe('notes in the draft', () => {
  /** I wrote a note on venue 1, typed a value under venue 2's note, removed venue 3's note and cleared venue 4. */
  const notes = recordChanges(emptyDraft(5, 3), [
    { key: cell(1), before: noted(10, 'windy'), after: noted(10, 'gusts') },
    { key: cell(2), before: noted(20, 'fog'), after: noted(21, 'fog') },
    { key: cell(3), before: noted(30, 'rain'), after: num(30) },
    { key: cell(4), before: noted(40, 'snow'), after: null },
  ]);

  it('sends a note only where I changed it, so that a value typed leaves the server’s note alone', () => {
    const body = patchBody(notes);
    expect(body?.changes).toEqual([
      { ...cell(1), value: 10, note: 'gusts' },
      { ...cell(2), value: 21 },
      { ...cell(3), value: 30, note: '' },
      { ...cell(4), value: null },
    ]);
    expect(valuesPatchSchema.safeParse(body).success).toBe(true);
  });

  it('is pending while the note differs from the server’s, and no longer once brought back', () => {
    const back = recordChanges(notes, [
      { key: cell(1), before: noted(10, 'gusts'), after: noted(10, 'windy') },
    ]);
    expect(Object.keys(back.cells)).not.toContain(cellId(cell(1)));
    expect(unsentCount(back)).toBe(3);
  });

  it('after a save, takes the server’s note as the base, and keeps a note written again meanwhile', () => {
    const body = patchBody(notes);
    if (!body) throw new Error('a body');
    const meanwhile = recordChanges(notes, [
      { key: cell(1), before: noted(10, 'gusts'), after: noted(10, 'gusts at noon') },
    ]);
    expect(Object.values(acknowledge(meanwhile, body, 4).cells)).toEqual([
      { key: cell(1), base: noted(10, 'gusts'), mine: noted(10, 'gusts at noon') },
    ]);
  });

  it('answers a conflict where someone else changed the note of a cell I changed, and leaves theirs elsewhere', () => {
    const mineOnly = recordChanges(emptyDraft(5, 3), [
      { key: cell(1), before: noted(10, 'windy'), after: noted(11, 'windy') },
    ]);
    const current = { revision: 7, values: [stored(cell(1), 10, 'calm'), stored(cell(2), 20, 'new')] };
    const { draft, conflicts } = mergeOnto(mineOnly, current);
    expect(conflicts).toEqual([
      { key: cell(1), mine: noted(11, 'windy'), theirs: noted(10, 'calm'), base: noted(10, 'windy') },
    ]);
    expect(unsentCount(draft)).toBe(0);
    // Someone else's note on a cell I did not change is simply theirs.
    expect(withPending(cellsFromValues(current.values), draft).get(cellId(cell(2)))).toEqual(
      noted(20, 'new'),
    );
  });

  it('reads a draft kept before notes were edited with the notes the server holds now, on both sides', () => {
    const old = {
      bulletin_id: 5,
      revision: 3,
      cells: { [cellId(cell(1))]: { key: cell(1), base: 10, mine: num(11) } },
    } as unknown as PendingDraft;
    const kept = keptDraft(old, [stored(cell(1), 10, 'windy')]);
    expect(kept.cells[cellId(cell(1))]).toEqual({
      key: cell(1),
      base: noted(10, 'windy'),
      mine: noted(11, 'windy'),
    });
    const { draft, conflicts } = mergeOnto(kept, { revision: 7, values: [stored(cell(1), 10, 'windy')] });
    expect(conflicts).toEqual([]);
    expect(patchBody(draft)?.changes).toEqual([{ ...cell(1), value: 11 }]);
    expect(keptDraft(notes, [])).toEqual(notes);
  });
});
