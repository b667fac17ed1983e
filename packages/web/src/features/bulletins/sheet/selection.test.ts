import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  extendTo,
  type NavigationKey,
  navigate,
  rangeContains,
  rangeOf,
  type Selection,
  selectCell,
} from './selection.ts';

const size = { rowCount: 4, colCount: 5 };
const at = (row: number, col: number): Selection => selectCell(size, { row, col });

describe('moving the selection', () => {
  it('steps with the arrows and stops at the grid’s edges', () => {
    expect(navigate(size, at(1, 1), 'ArrowDown')).toEqual(at(2, 1));
    expect(navigate(size, at(1, 1), 'ArrowRight')).toEqual(at(1, 2));
    expect(navigate(size, at(0, 0), 'ArrowUp')).toEqual(at(0, 0));
    expect(navigate(size, at(0, 0), 'ArrowLeft')).toEqual(at(0, 0));
    expect(navigate(size, at(3, 4), 'ArrowDown')).toEqual(at(3, 4));
    expect(navigate(size, at(3, 4), 'ArrowRight')).toEqual(at(3, 4));
  });

  it('moves with Tab to the right, wrapping to the next row, and back with Shift+Tab', () => {
    expect(navigate(size, at(1, 3), 'Tab')).toEqual(at(1, 4));
    expect(navigate(size, at(1, 4), 'Tab')).toEqual(at(2, 0));
    expect(navigate(size, at(2, 0), 'Tab', { shift: true })).toEqual(at(1, 4));
    expect(navigate(size, at(3, 4), 'Tab')).toEqual(at(3, 4));
    expect(navigate(size, at(0, 0), 'Tab', { shift: true })).toEqual(at(0, 0));
  });

  it('goes down with Enter and up with Shift+Enter, as after committing a cell', () => {
    expect(navigate(size, at(1, 2), 'Enter')).toEqual(at(2, 2));
    expect(navigate(size, at(1, 2), 'Enter', { shift: true })).toEqual(at(0, 2));
    expect(navigate(size, at(3, 2), 'Enter')).toEqual(at(3, 2));
    expect(navigate(size, { active: { row: 1, col: 1 }, focus: { row: 3, col: 3 } }, 'Enter')).toEqual(
      at(2, 1),
    );
  });

  it('goes to the row’s ends with Home and End, to the grid’s corners with Ctrl', () => {
    expect(navigate(size, at(2, 2), 'Home')).toEqual(at(2, 0));
    expect(navigate(size, at(2, 2), 'End')).toEqual(at(2, 4));
    expect(navigate(size, at(2, 2), 'Home', { ctrl: true })).toEqual(at(0, 0));
    expect(navigate(size, at(2, 2), 'End', { ctrl: true })).toEqual(at(3, 4));
  });

  it('jumps to the edge in the arrow’s direction with Ctrl', () => {
    expect(navigate(size, at(2, 2), 'ArrowUp', { ctrl: true })).toEqual(at(0, 2));
    expect(navigate(size, at(2, 2), 'ArrowDown', { ctrl: true })).toEqual(at(3, 2));
    expect(navigate(size, at(2, 2), 'ArrowLeft', { ctrl: true })).toEqual(at(2, 0));
    expect(navigate(size, at(2, 2), 'ArrowRight', { ctrl: true })).toEqual(at(2, 4));
  });

  it('extends the range with Shift, keeping the active cell', () => {
    const once = navigate(size, at(1, 1), 'ArrowDown', { shift: true });
    const twice = navigate(size, once, 'ArrowRight', { shift: true });
    expect(twice).toEqual({ active: { row: 1, col: 1 }, focus: { row: 2, col: 2 } });
    expect(rangeOf(twice)).toEqual({ top: 1, left: 1, bottom: 2, right: 2 });
    expect(navigate(size, twice, 'End', { shift: true, ctrl: true })).toEqual({
      active: { row: 1, col: 1 },
      focus: { row: 3, col: 4 },
    });
    expect(navigate(size, at(1, 1), 'Home', { shift: true })).toEqual({
      active: { row: 1, col: 1 },
      focus: { row: 1, col: 0 },
    });
  });

  it('collapses a range to a cell moved from the active one by a plain arrow or Tab', () => {
    const range = { active: { row: 1, col: 1 }, focus: { row: 3, col: 3 } };
    expect(navigate(size, range, 'ArrowRight')).toEqual(at(1, 2));
    expect(navigate(size, range, 'Tab')).toEqual(at(1, 2));
  });

  it('orders a range dragged up and to the left', () => {
    const dragged = extendTo(size, at(3, 3), { row: 1, col: 0 });
    expect(rangeOf(dragged)).toEqual({ top: 1, left: 0, bottom: 3, right: 3 });
    expect(rangeContains(rangeOf(dragged), { row: 2, col: 2 })).toBe(true);
    expect(rangeContains(rangeOf(dragged), { row: 0, col: 2 })).toBe(false);
  });

  it('clamps a cell chosen outside the grid, and leaves an empty grid alone', () => {
    expect(selectCell(size, { row: 9, col: -2 })).toEqual(at(3, 0));
    expect(extendTo(size, at(0, 0), { row: 9, col: 9 }).focus).toEqual({ row: 3, col: 4 });
    const empty = { rowCount: 0, colCount: 3 };
    expect(navigate(empty, at(0, 0), 'ArrowDown')).toEqual(at(0, 0));
  });

  it('never leaves the grid, whatever keys are pressed', () => {
    const keys: NavigationKey[] = [
      'ArrowUp',
      'ArrowDown',
      'ArrowLeft',
      'ArrowRight',
      'Tab',
      'Enter',
      'Home',
      'End',
    ];
    const press = fc.record({ key: fc.constantFrom(...keys), shift: fc.boolean(), ctrl: fc.boolean() });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(press, { maxLength: 30 }),
        (rowCount, colCount, presses) => {
          const grid = { rowCount, colCount };
          let selection = selectCell(grid, { row: 0, col: 0 });
          for (const { key, ...mods } of presses) selection = navigate(grid, selection, key, mods);
          for (const pos of [selection.active, selection.focus]) {
            expect(pos.row).toBeGreaterThanOrEqual(0);
            expect(pos.row).toBeLessThan(rowCount);
            expect(pos.col).toBeGreaterThanOrEqual(0);
            expect(pos.col).toBeLessThan(colCount);
          }
        },
      ),
    );
  });

  it('visits every cell once with Tab, row by row', () => {
    let selection = at(0, 0);
    const seen = [selection.active];
    for (let i = 1; i < size.rowCount * size.colCount; i++) {
      selection = navigate(size, selection, 'Tab');
      seen.push(selection.active);
    }
    expect(seen.map((p) => p.row * size.colCount + p.col)).toEqual([...Array(20).keys()]);
  });
});
