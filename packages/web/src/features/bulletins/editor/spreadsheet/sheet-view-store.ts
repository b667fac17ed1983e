import type { CellChange } from '@bora/shared/bulletin-history';
import { createContext, useContext, useRef, useSyncExternalStore } from 'react';
import type { CellFormat } from '../../../../components/bulletin/cell-value.tsx';
import type { CellContent } from '../../sheet/cell-input.ts';
import type { SourceOf, ValueSource } from '../../sheet/cell-sources.ts';
import { type CellRange, rangeContains } from '../../sheet/selection.ts';
import type { SheetCells } from '../../sheet/sheet-cells.ts';
import { cellIdAt, type SheetColumn, type SheetLayout } from '../../sheet/sheet-layout.ts';

/** A cell's marks beyond its value: a broken consistency rule, someone else's recent change. */
export type CellMarks = {
  /** cellId → the sentence of the problem the check finds there (consistency rules, invalid values). */
  problems: ReadonlyMap<string, { severity: 'error' | 'warning'; text: string }>;
  /** cellId → the name of who changed it a moment ago. */
  flashes: ReadonlyMap<string, string>;
};

/** Everything the grid's cells draw from. */
export type SheetView = CellMarks & {
  layout: SheetLayout;
  cells: SheetCells;
  range: CellRange | null;
  format: CellFormat;
  readOnly: boolean;
  decimal: ',' | '.';
  fillTo: number | null;
  /** Each cell's source, while the grid is tinted by source; null otherwise. */
  sources: SourceOf | null;
  /** cellId → how the cell differs from the bulletin compared with; null when nothing is compared. */
  compared: ReadonlyMap<string, CellChange> | null;
};

/** What one cell draws: equal fields mean nothing to redraw. */
export type CellView = {
  column: SheetColumn | undefined;
  id: string;
  content: CellContent | undefined;
  problem: { severity: 'error' | 'warning'; text: string } | undefined;
  flashedBy: string | undefined;
  inRange: boolean;
  fillTarget: boolean;
  handle: boolean;
  format: CellFormat;
  /** The cell's source, while the grid is tinted by source. */
  source: ValueSource | undefined;
  /** How the cell differs from the bulletin compared with, if it does. */
  change: CellChange | undefined;
};

/**
 * The grid's view kept outside React's props: a cell subscribes to its own part of it, so an edit
 * redraws the cells it changed, not the thousand on screen (a 12 000-cell grid kept a keystroke
 * over 50 ms when every visible cell redrew).
 */
export class SheetViewStore {
  private readonly listeners = new Set<() => void>();

  constructor(private view: SheetView) {}

  get current(): SheetView {
    return this.view;
  }

  /** The view that rendering reads from now on; `announce` then tells the cells. */
  replace(view: SheetView): void {
    this.view = view;
  }

  announce(): void {
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const SheetViewContext = createContext<SheetViewStore | null>(null);

function cellView(view: SheetView, row: number, col: number): CellView {
  const pos = { row, col };
  const id = cellIdAt(view.layout, pos);
  const range = view.range;
  return {
    column: view.layout.columns[col],
    id,
    content: view.cells.get(id),
    problem: view.problems.get(id),
    flashedBy: view.flashes.get(id),
    inRange: range !== null && rangeContains(range, pos),
    fillTarget:
      range !== null &&
      view.fillTo !== null &&
      row > range.bottom &&
      row <= view.fillTo &&
      col >= range.left &&
      col <= range.right,
    handle: !view.readOnly && range !== null && range.bottom === row && range.right === col,
    format: view.format,
    source: view.sources?.(id)?.source,
    change: view.compared?.get(id),
  };
}

function sameCellView(a: CellView, b: CellView): boolean {
  return (
    a.column === b.column &&
    a.id === b.id &&
    a.content === b.content &&
    a.problem?.severity === b.problem?.severity &&
    a.problem?.text === b.problem?.text &&
    a.flashedBy === b.flashedBy &&
    a.inRange === b.inRange &&
    a.fillTarget === b.fillTarget &&
    a.handle === b.handle &&
    a.format === b.format &&
    a.source === b.source &&
    a.change === b.change
  );
}

/** What the cell at (row, col) draws; its component renders again only when that changes. */
export function useCellView(row: number, col: number): CellView {
  const store = useContext(SheetViewContext);
  if (!store) throw new Error('A sheet cell outside its grid.');
  const last = useRef<CellView | null>(null);
  const snapshot = () => {
    const next = cellView(store.current, row, col);
    if (last.current && sameCellView(last.current, next)) return last.current;
    last.current = next;
    return next;
  };
  return useSyncExternalStore(store.subscribe, snapshot);
}
