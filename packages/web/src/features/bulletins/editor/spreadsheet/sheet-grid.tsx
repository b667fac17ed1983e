import { type CSSProperties, type FocusEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DataGrid } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { useTranslation } from 'react-i18next';
import { useCellFormat } from '../../../../components/bulletin/cell-value.tsx';
import { decimalSeparator } from '../../../../lib/number-format.ts';
import { useComparedCells } from '../../../history/compare/compared-cells.tsx';
import { rangeOf, selectCell } from '../../sheet/selection.ts';
import { useCellWords } from '../use-cell-words.ts';
import { positionOf, renderSheetCell, VALUE_CELL } from './sheet-cell-renderers.tsx';
import { useSheetColumns } from './sheet-columns.tsx';
import type { GridRow, SheetGridProps, SheetLatest } from './sheet-grid-props.ts';
import { type SheetView, SheetViewContext, SheetViewStore } from './sheet-view-store.ts';
import { useScrollInStep } from './use-scroll-in-step.ts';
import { useSheetClipboard } from './use-sheet-clipboard.ts';
import { useSheetKeys } from './use-sheet-keys.ts';
import { useSheetPointer } from './use-sheet-pointer.ts';
import './sheet-grid.css';

const ROW_HEIGHT = 40;

/**
 * The draft's values as a spreadsheet (react-data-grid): venues in rows, the venue column frozen;
 * columns grouped day › slot › data type in three frozen header rows. The sheet layer does the
 * rest: a range selected with Shift or the mouse, typing, TSV copy and paste, clear, fill down
 * (Ctrl+D or the fill handle), undo and redo. A cell with a note is marked in its corner, the note
 * read out with it; Shift+F2 goes to the note, as in spreadsheets. While the bulletin is compared
 * with another, the cells that differ are marked with what they held, as in the read grid.
 */
export function SheetGrid(props: SheetGridProps) {
  const { bulletin, layout, cells, icons, readOnly, selection, onSelection, gridRef } = props;
  const { t, i18n } = useTranslation();
  const decimal = decimalSeparator(i18n.resolvedLanguage);
  const format = useCellFormat(icons);
  const words = useCellWords(icons);
  const compared = useComparedCells();

  const latest = useRef<SheetLatest>({ props, words });
  latest.current = { props, words };
  /** The text the next editor opens with: the key typed, or null for the cell's own text. */
  const editorText = useRef<string | null>(null);

  const rows = useMemo<GridRow[]>(
    () => bulletin.composition.venues.map((venue) => ({ venue, note: props.notes[String(venue.id)] ?? '' })),
    [bulletin.composition.venues, props.notes],
  );
  const { columns, frozenWidth } = useSheetColumns(
    { bulletin, layout, icons, readOnly, t, language: i18n.resolvedLanguage },
    latest,
    editorText,
  );
  const { onCellKeyDown } = useSheetKeys(latest, editorText);
  const { onCellMouseDown, onPointerMove, fillTo } = useSheetPointer(latest);
  const { onCopy, onCut, onPaste } = useSheetClipboard(latest, t);

  // A cell focused from outside the grid's own moves (a link, assistive technology) becomes the
  // active cell, so that the keys that follow act on it.
  const onCellFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (!target.matches(VALUE_CELL)) return;
    const pos = positionOf(target);
    const active = latest.current.props.selection?.active;
    if (active?.row === pos.row && active.col === pos.col) return;
    gridRef.current?.selectCell({ rowIdx: pos.row, idx: pos.col + 1 }, { shouldFocusCell: true });
  };

  const view: SheetView = {
    layout,
    cells,
    range: selection ? rangeOf(selection) : null,
    format,
    readOnly,
    decimal,
    fillTo: fillTo.current,
    problems: props.problems,
    flashes: props.flashes,
    sources: props.sources,
    compared,
  };

  // The cells read the view as this render made it, and hear of it once it is on screen.
  const [store] = useState(() => new SheetViewStore(view));
  store.replace(view);
  useLayoutEffect(() => store.announce());
  useScrollInStep(gridRef);

  return (
    <SheetViewContext.Provider value={store}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the grid inside takes the keys; this follows the focus its cells receive */}
      <div
        className="sheet-grid-frame"
        onPointerMove={onPointerMove}
        onCopy={onCopy}
        onCut={onCut}
        onPaste={onPaste}
        onFocus={onCellFocus}
      >
        <DataGrid
          ref={gridRef}
          className="sheet-grid rdg-light"
          aria-label={t('editor.gridLabel', { type: bulletin.bulletin_type.name, date: bulletin.issue_date })}
          columns={columns}
          rows={rows}
          rowKeyGetter={rowKey}
          rowHeight={ROW_HEIGHT}
          headerRowHeight={ROW_HEIGHT}
          // As tall as its rows (three header rows and the borders), up to most of the window.
          // The rest of the window under the bar above it, or the whole grid where it is shorter.
          // The group labels stay beside the frozen venues.
          style={
            {
              blockSize: `min(max(18rem, calc(100dvh - 11.5rem)), ${(layout.rowCount + 3) * ROW_HEIGHT + 2}px)`,
              '--sheet-frozen-width': `${frozenWidth}px`,
            } as CSSProperties
          }
          onCellKeyDown={onCellKeyDown}
          onCellMouseDown={onCellMouseDown}
          onSelectedCellChange={({ rowIdx, column }) => {
            const col = column.idx - 1;
            const size = { rowCount: layout.rowCount, colCount: layout.colCount };
            onSelection(col < 0 || rowIdx < 0 ? null : selectCell(size, { row: rowIdx, col }));
          }}
          renderers={{ renderCell: renderSheetCell }}
        />
      </div>
    </SheetViewContext.Provider>
  );
}

function rowKey(row: GridRow): number {
  return row.venue.id;
}
