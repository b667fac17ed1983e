import { type PointerEvent, type RefObject, useEffect, useRef } from 'react';
import type { CellMouseArgs, CellMouseEvent } from 'react-data-grid';
import { extendTo, rangeOf } from '../../sheet/selection.ts';
import { fillDownTo } from '../../sheet/sheet-edits.ts';
import { positionOf, VALUE_CELL } from './sheet-cell-renderers.tsx';
import type { GridRow, SheetLatest } from './sheet-grid-props.ts';

/**
 * The mouse on the grid: a drag selects a range, a Shift+click extends it, and the fill handle
 * dragged down fills the rows it reaches once let go. `fillTo` is the last row the fill would
 * reach while the handle is dragged (null otherwise), for the cells to show it.
 */
export function useSheetPointer(latest: RefObject<SheetLatest>) {
  const drag = useRef<'select' | 'fill' | null>(null);
  const fillTo = useRef<number | null>(null);

  const onCellMouseDown = (args: CellMouseArgs<GridRow>, event: CellMouseEvent) => {
    const col = args.column.idx - 1;
    if (col < 0) return;
    const target = event.target as Element;
    if (target.closest('.sheet-fill-handle')) {
      event.preventGridDefault();
      drag.current = 'fill';
      fillTo.current = null;
      return;
    }
    const current = latest.current.props;
    if (event.shiftKey && current.selection) {
      event.preventGridDefault();
      current.onSelection(extendTo(sizeOf(current), current.selection, { row: args.rowIdx, col }));
      return;
    }
    drag.current = 'select';
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || event.buttons !== 1) return;
    const cell = (event.target as Element).closest(VALUE_CELL);
    if (!cell) return;
    const pos = positionOf(cell);
    const current = latest.current.props;
    if (!current.selection) return;
    if (drag.current === 'select') {
      const { focus } = current.selection;
      if (focus.row !== pos.row || focus.col !== pos.col)
        current.onSelection(extendTo(sizeOf(current), current.selection, pos));
    } else {
      const bottom = rangeOf(current.selection).bottom;
      const to = pos.row > bottom ? pos.row : null;
      if (to !== fillTo.current) {
        fillTo.current = to;
        // Redraws the cells the fill would reach.
        current.onSelection({ ...current.selection });
      }
    }
  };

  useEffect(() => {
    const up = () => {
      const current = latest.current.props;
      if (drag.current === 'fill' && fillTo.current !== null && current.selection && !current.readOnly) {
        const range = rangeOf(current.selection);
        const edit = fillDownTo(current.layout, current.cells, range, fillTo.current);
        if (edit) current.onEdit(edit);
        current.onSelection({
          active: { row: range.top, col: range.left },
          focus: { row: fillTo.current, col: range.right },
        });
      }
      drag.current = null;
      fillTo.current = null;
    };
    window.addEventListener('pointerup', up);
    return () => window.removeEventListener('pointerup', up);
  }, [latest]);

  return { onCellMouseDown, onPointerMove, fillTo };
}

function sizeOf(props: SheetLatest['props']) {
  return { rowCount: props.layout.rowCount, colCount: props.layout.colCount };
}
