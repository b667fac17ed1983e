import { act, renderHook } from '@testing-library/react';
import type { DataGridHandle } from 'react-data-grid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitted } from '../../../test/bulletin-test-data.ts';
import { positionOf, sheetLayout } from '../sheet/sheet-layout.ts';
import { useCellFocus } from './use-cell-focus.ts';

const { composition } = submitted;
const whole = sheetLayout(composition);
/** The grid with the wind direction hidden. */
const windless = sheetLayout(composition, { days: [], slots: [], dataTypes: [3] });
/** Cortina's second afternoon: its maximum temperature, and its wind direction. */
const cortinaTmax = { venue_id: 12, day: 1, slot: 'pomeriggio', data_type_id: 2 };
const cortinaWind = { ...cortinaTmax, data_type_id: 3 };

afterEach(() => document.body.replaceChildren());

/**
 * The focus's hook over a stand-in for the grid: it records the cells it is asked to select, and
 * holds one element per cell, as the grid draws them, to take the focus.
 */
function cellFocus(shownLayout = whole) {
  const reveal = vi.fn();
  const setView = vi.fn();
  const say = vi.fn();
  const element = document.createElement('div');
  for (let row = 0; row < whole.rowCount; row++)
    for (let col = 0; col < whole.colCount; col++) {
      const cell = Object.assign(document.createElement('div'), { tabIndex: -1 });
      cell.dataset.sheetRow = String(row);
      cell.dataset.sheetCol = String(col);
      element.append(cell);
    }
  document.body.append(element);
  const selectCell = vi.fn();
  const view = renderHook((layout) => useCellFocus({ shownLayout: layout, reveal, setView, say }), {
    initialProps: shownLayout,
  });
  view.result.current.gridRef.current = { selectCell, element } as unknown as DataGridHandle;
  const focused = () => {
    const cell = document.activeElement as HTMLElement;
    return { row: Number(cell.dataset.sheetRow), col: Number(cell.dataset.sheetCol) };
  };
  return { ...view, reveal, setView, say, selectCell, focused };
}

describe('the focus in the editor', () => {
  it('selects and focuses the cell a link leads to', () => {
    const { result, selectCell, focused } = cellFocus();
    const pos = positionOf(whole, cortinaTmax);
    act(() => result.current.jumpTo(cortinaTmax));
    expect(selectCell).toHaveBeenCalledWith(
      { rowIdx: pos?.row, idx: (pos?.col ?? 0) + 1 },
      { shouldFocusCell: true },
    );
    expect(focused()).toEqual(pos);
  });

  it('brings back the hidden column of the cell a link leads to, then selects it once it shows', () => {
    const { result, rerender, reveal, selectCell, focused } = cellFocus(windless);
    act(() => result.current.jumpTo(cortinaWind));
    expect(reveal).toHaveBeenCalledWith(cortinaWind);
    expect(selectCell).not.toHaveBeenCalled();
    rerender(whole);
    const pos = positionOf(whole, cortinaWind);
    expect(selectCell).toHaveBeenCalledWith(
      { rowIdx: pos?.row, idx: (pos?.col ?? 0) + 1 },
      { shouldFocusCell: true },
    );
    expect(focused()).toEqual(pos);
    // Once: another change of the columns selects nothing more.
    rerender(windless);
    rerender(whole);
    expect(selectCell).toHaveBeenCalledTimes(1);
  });

  it('shows the sheet where the map was for a problem or a change', () => {
    const { result, setView, focused } = cellFocus();
    act(() => result.current.goToCell(cortinaTmax));
    expect(setView).toHaveBeenCalledWith('table');
    expect(focused()).toEqual(positionOf(whole, cortinaTmax));
  });

  it('goes from a cell to its note, and back to the cell', () => {
    const { result, say, focused } = cellFocus();
    // No value selected, no note field to go to: the status bar says why.
    act(() => result.current.editNote());
    expect(say).toHaveBeenCalledWith('A note goes with a value: write the value first.');

    const note = document.body.appendChild(document.createElement('input'));
    result.current.noteRef.current = note;
    act(() => result.current.editNote());
    expect(document.activeElement).toBe(note);

    act(() => result.current.selection.set({ active: { row: 1, col: 4 }, focus: { row: 1, col: 5 } }));
    act(() => result.current.backToGrid());
    expect(focused()).toEqual({ row: 1, col: 4 });
  });
});
