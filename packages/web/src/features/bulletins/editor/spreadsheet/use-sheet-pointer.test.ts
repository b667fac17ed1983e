import { fireEvent, renderHook } from '@testing-library/react';
import type { PointerEvent } from 'react';
import type { CellMouseArgs, CellMouseEvent } from 'react-data-grid';
import { afterEach, describe, expect, it } from 'vitest';
import type { GridRow, SheetGridProps } from './sheet-grid-props.ts';
import { sheetLatest } from './test-sheet-latest.ts';
import { useSheetPointer } from './use-sheet-pointer.ts';

const selected = (row: number, col: number) => ({ active: { row, col }, focus: { row, col } });

/** A value's cell as the grid draws it, with the fill handle when asked. */
function cellElement(row: number, col: number, handle = false): HTMLElement {
  const cell = document.createElement('div');
  cell.setAttribute('data-sheet-row', String(row));
  cell.setAttribute('data-sheet-col', String(col));
  if (handle) cell.append(Object.assign(document.createElement('span'), { className: 'sheet-fill-handle' }));
  document.body.append(cell);
  return cell;
}

afterEach(() => document.body.replaceChildren());

/** The pointer's hook over the test sheet, with a mouse that presses, moves over cells and lets go. */
function pointer(change: Partial<SheetGridProps> = {}) {
  const sheet = sheetLatest(change);
  const { result } = renderHook(() => useSheetPointer(sheet.latest));
  const mouse = {
    /** Presses on a value's cell (on its fill handle when told); answers whether the grid's own was prevented. */
    down(row: number, col: number, options: { handle?: boolean; shift?: boolean } = {}) {
      const cell = cellElement(row, col, options.handle);
      let prevented = false;
      // What the grid hands over of a press: the column (after the venues'), the row, the event.
      const args = { column: { idx: col + 1 }, rowIdx: row } as unknown as CellMouseArgs<GridRow>;
      const event = {
        target: options.handle ? cell.firstElementChild : cell,
        shiftKey: options.shift ?? false,
        preventGridDefault: () => (prevented = true),
      } as unknown as CellMouseEvent;
      result.current.onCellMouseDown(args, event);
      return prevented;
    },
    over(row: number, col: number, buttons = 1) {
      const event = { target: cellElement(row, col), buttons } as unknown as PointerEvent<HTMLDivElement>;
      result.current.onPointerMove(event);
    },
    up: () => fireEvent.pointerUp(window),
  };
  return { ...sheet, mouse, fillTo: () => result.current.fillTo.current };
}

describe('the mouse on the grid', () => {
  it('selects a range by dragging over the cells, and stops when let go', () => {
    const { mouse, selections } = pointer({ selection: selected(0, 1) });
    expect(mouse.down(0, 1)).toBe(false);
    mouse.over(1, 3);
    mouse.over(1, 3);
    expect(selections).toEqual([{ active: { row: 0, col: 1 }, focus: { row: 1, col: 3 } }]);
    mouse.up();
    mouse.over(0, 5);
    expect(selections).toHaveLength(1);
  });

  it('ignores a move with no button held', () => {
    const { mouse, selections } = pointer({ selection: selected(0, 1) });
    mouse.down(0, 1);
    mouse.over(1, 3, 0);
    expect(selections).toEqual([]);
  });

  it('extends the range from the active cell with Shift and a click, keeping the active cell', () => {
    const { mouse, selections } = pointer({ selection: selected(0, 1) });
    expect(mouse.down(1, 4, { shift: true })).toBe(true);
    expect(selections).toEqual([{ active: { row: 0, col: 1 }, focus: { row: 1, col: 4 } }]);
  });

  it('shows the rows the fill handle reaches as it is dragged, then fills them as one edit once let go', () => {
    const { mouse, selections, edits, fillTo } = pointer({
      selection: { active: { row: 0, col: 1 }, focus: { row: 0, col: 2 } },
    });
    expect(mouse.down(0, 2, { handle: true })).toBe(true);
    mouse.over(1, 2);
    expect(fillTo()).toBe(1);
    // The same selection again, for the cells to draw what the fill would reach.
    expect(selections).toEqual([{ active: { row: 0, col: 1 }, focus: { row: 0, col: 2 } }]);
    mouse.up();

    expect(edits).toHaveLength(1);
    expect(edits[0]?.changes.map((c) => c.after)).toEqual([
      { kind: 'value', value: 12.5 },
      { kind: 'value', value: 'NE' },
    ]);
    expect(selections.at(-1)).toEqual({ active: { row: 0, col: 1 }, focus: { row: 1, col: 2 } });
    expect(fillTo()).toBeNull();
  });

  it('fills nothing when the handle is let go within the range or above it, nor on a sheet that cannot be written', () => {
    const writer = pointer({ selection: selected(1, 1) });
    writer.mouse.down(1, 1, { handle: true });
    writer.mouse.over(0, 1);
    expect(writer.fillTo()).toBeNull();
    writer.mouse.up();
    expect(writer.edits).toEqual([]);

    const reader = pointer({ selection: selected(0, 1), readOnly: true });
    reader.mouse.down(0, 1, { handle: true });
    reader.mouse.over(1, 1);
    reader.mouse.up();
    expect(reader.edits).toEqual([]);
    expect(reader.fillTo()).toBeNull();
  });

  it('leaves a press on a venue’s name to the grid', () => {
    const { mouse, selections } = pointer({ selection: selected(0, 1) });
    expect(mouse.down(1, -1, { shift: true })).toBe(false);
    expect(selections).toEqual([]);
  });
});
