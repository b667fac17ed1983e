import type { RefObject } from 'react';
import { submitted } from '../../../../test/bulletin-test-data.ts';
import type { Selection } from '../../sheet/selection.ts';
import { applyChanges, cellsFromValues, type SheetEdit } from '../../sheet/sheet-cells.ts';
import { sheetLayout } from '../../sheet/sheet-layout.ts';
import type { SheetGridProps, SheetLatest } from './sheet-grid-props.ts';

/**
 * The grid's latest props over the test bulletin (two venues × twelve columns; Belluno's first
 * morning holds clear sky, 12.5 and NE; English by default), for a hook of the grid tested without the grid. The
 * edits, selections and messages it asks for are recorded, and taken in as the grid would: the
 * cells change, the selection moves.
 */
/** The set's one icon as the English grid has it: named in English, known by its Italian name too. */
export const CLEAR_SKY = { code: 'clear', name: 'Clear sky', names: ['Sereno', 'Clear sky'] };

export function sheetLatest(change: Partial<SheetGridProps> = {}) {
  const edits: SheetEdit[] = [];
  const selections: (Selection | null)[] = [];
  const messages: string[] = [];
  let cells = cellsFromValues(submitted.values);
  const props: SheetGridProps = {
    bulletin: submitted,
    layout: sheetLayout(submitted.composition),
    cells,
    icons: [],
    notes: {},
    readOnly: false,
    selection: null,
    onSelection: (selection) => {
      selections.push(selection);
      latest.current.props = { ...latest.current.props, selection };
    },
    onEdit: (edit) => {
      edits.push(edit);
      cells = applyChanges(cells, edit.changes);
      latest.current.props = { ...latest.current.props, cells };
    },
    onUndo: () => undefined,
    onRedo: () => undefined,
    onMessage: (message) => messages.push(message),
    onEditNote: () => undefined,
    gridRef: { current: null },
    problems: new Map(),
    flashes: new Map(),
    sources: null,
    ...change,
  };
  const latest: RefObject<SheetLatest> = {
    current: { props, words: { icons: [CLEAR_SKY], language: 'en' } },
  };
  return { latest, edits, selections, messages };
}
