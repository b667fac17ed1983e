import type { CellKey } from '@bora/shared/bulletin-check';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataGridHandle } from 'react-data-grid';
import { useTranslation } from 'react-i18next';
import type { GridView } from '../grid/bulletin-views.tsx';
import { type CellPosition, positionOf, type SheetLayout } from '../sheet/sheet-layout.ts';
import { SelectionStore } from './spreadsheet/selection-store.ts';

type CellFocusOptions = {
  /** The part of the grid in sight: a cell of a hidden column has no place in it. */
  shownLayout: SheetLayout;
  /** Brings a hidden cell's column back into sight. */
  reveal: (cell: CellKey) => void;
  setView: (view: GridView) => void;
  /** Says something on the status bar (why the note field cannot take the focus). */
  say: (message: string) => void;
};

/**
 * Where the focus goes in the editor: the grid's selection, a link to a cell (a problem, a change,
 * a marker on the map) that selects it, bringing back its hidden column or the table behind the
 * map first, and the way between a cell and its note.
 */
export function useCellFocus({ shownLayout, reveal, setView, say }: CellFocusOptions) {
  const { t } = useTranslation();
  const [selection] = useState(() => new SelectionStore());
  const gridRef = useRef<DataGridHandle>(null);
  const noteRef = useRef<HTMLInputElement>(null);
  // Selects a cell in sight and gives it the focus: the grid focuses a cell it selects anew, the
  // cell already selected is focused here, or once drawn where the table was behind the map.
  const selectAt = useCallback((pos: CellPosition) => {
    const grid = gridRef.current;
    grid?.selectCell({ rowIdx: pos.row, idx: pos.col + 1 }, { shouldFocusCell: true });
    const cell = () =>
      grid?.element?.querySelector<HTMLElement>(`[data-sheet-row="${pos.row}"][data-sheet-col="${pos.col}"]`);
    cell()?.focus();
    if (document.activeElement !== cell()) requestAnimationFrame(() => cell()?.focus());
  }, []);
  // A link to a hidden cell brings its column back, then selects it once the grid shows it.
  const hiddenJump = useRef<CellKey | null>(null);
  const jumpTo = useCallback(
    (cell: CellKey) => {
      const pos = positionOf(shownLayout, cell);
      if (pos) return selectAt(pos);
      hiddenJump.current = cell;
      reveal(cell);
    },
    [shownLayout, reveal, selectAt],
  );
  useEffect(() => {
    const cell = hiddenJump.current;
    const pos = cell && positionOf(shownLayout, cell);
    if (!pos) return;
    hiddenJump.current = null;
    selectAt(pos);
  }, [shownLayout, selectAt]);
  // A link to a cell shows the sheet, where the map was.
  const goToCell = useCallback(
    (cell: CellKey) => {
      setView('table');
      jumpTo(cell);
    },
    [setView, jumpTo],
  );
  const editNote = useCallback(() => {
    const field = noteRef.current;
    if (field && !field.disabled) field.focus();
    else say(t('editor.note.needsValue'));
  }, [t, say]);
  const backToGrid = useCallback(() => {
    const active = selection.current?.active;
    if (active) selectAt(active);
  }, [selection, selectAt]);
  return { selection, gridRef, noteRef, jumpTo, goToCell, editNote, backToGrid };
}
