import type { RefObject } from 'react';
import type { CellKeyboardEvent, CellKeyDownArgs } from 'react-data-grid';
import { gridKeyCommand } from '../../sheet/key-map.ts';
import { navigate, rangeOf, selectCell } from '../../sheet/selection.ts';
import { clearRange, fillDown } from '../../sheet/sheet-edits.ts';
import type { GridRow, SheetLatest } from './sheet-grid-props.ts';

/**
 * The grid's keys, done as the key map says: on the sheet's selection, through the grid's handle.
 * `editorText` takes the key an editor is opened with, for the column's editor to start from.
 */
export function useSheetKeys(latest: RefObject<SheetLatest>, editorText: RefObject<string | null>) {
  const onCellKeyDown = (args: CellKeyDownArgs<GridRow>, event: CellKeyboardEvent) => {
    if (args.mode === 'EDIT') return;
    const current = latest.current.props;
    const { layout, cells } = current;
    const size = { rowCount: layout.rowCount, colCount: layout.colCount };
    const col = args.column.idx - 1;
    const ctrl = event.ctrlKey || event.metaKey;
    const command = gridKeyCommand(
      { key: event.key, ctrl, shift: event.shiftKey, alt: event.altKey },
      { valueCell: col >= 0, readOnly: current.readOnly },
    );
    if (!command || command.kind === 'move') return;
    event.preventGridDefault();
    if (command.kind === 'clipboard') return;
    event.preventDefault();

    const sel = current.selection ?? (col >= 0 ? selectCell(size, { row: args.rowIdx, col }) : null);
    switch (command.kind) {
      case 'undo':
        return current.onUndo();
      case 'redo':
        return current.onRedo();
      case 'select-all':
        return current.onSelection({
          active: { row: 0, col: 0 },
          focus: { row: size.rowCount - 1, col: size.colCount - 1 },
        });
      case 'fill-down': {
        const edit = sel && fillDown(layout, cells, rangeOf(sel));
        if (edit) current.onEdit(edit);
        return;
      }
      case 'extend': {
        if (!sel) return;
        const next = navigate(size, sel, command.key, { shift: true, ctrl: command.ctrl });
        current.onSelection(next);
        current.gridRef.current?.scrollToCell({ idx: next.focus.col + 1, rowIdx: next.focus.row });
        return;
      }
      case 'edit-note':
        return current.onEditNote();
      case 'clear': {
        const edit = sel && clearRange(layout, cells, rangeOf(sel));
        if (edit) current.onEdit(edit);
        return;
      }
      case 'edit':
        editorText.current = command.text;
        current.gridRef.current?.selectCell({ rowIdx: args.rowIdx, idx: col + 1 }, { enableEditor: true });
        return;
      case 'nothing':
        return;
    }
  };

  return { onCellKeyDown };
}
