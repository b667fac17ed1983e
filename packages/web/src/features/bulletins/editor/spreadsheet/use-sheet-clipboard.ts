import type { TFunction } from 'i18next';
import type { ClipboardEvent, RefObject } from 'react';
import { copyRange, type PasteResult, paste } from '../../sheet/clipboard.ts';
import { rangeOf } from '../../sheet/selection.ts';
import { clearRange } from '../../sheet/sheet-edits.ts';
import type { SheetLatest } from './sheet-grid-props.ts';

/** Copy, cut and paste in a cell's editor are the text box's own. */
function fromInput(event: ClipboardEvent): boolean {
  return event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
}

function widestRow(text: string): number {
  let widest = 0;
  for (const line of text.split(/\r?\n/)) widest = Math.max(widest, line.split('\t').length);
  return widest;
}

/** The sentence for a paste that did not all land: what fell outside the grid, or that nothing changed. */
function pasteMessage(clipped: PasteResult['clipped'], changed: boolean, t: TFunction): string | null {
  const { rows, columns } = clipped;
  if (rows || columns)
    return t('editor.pasteClipped', {
      left: [
        rows ? t('editor.rowsLeft', { count: rows }) : '',
        columns ? t('editor.columnsLeft', { count: columns }) : '',
      ]
        .filter(Boolean)
        .join(t('editor.and')),
    });
  return changed ? null : t('editor.pasteNothing');
}

/**
 * The clipboard on the grid, as spreadsheets have it: the selected range copied (or cut) as TSV,
 * and a block pasted from the active cell, the range then covering what it changed; what falls
 * outside the grid is left out, and said.
 */
export function useSheetClipboard(latest: RefObject<SheetLatest>, t: TFunction) {
  const onCopy = (event: ClipboardEvent<HTMLDivElement>, cut = false) => {
    const current = latest.current.props;
    if (fromInput(event) || !current.selection) return;
    const range = rangeOf(current.selection);
    event.clipboardData.setData(
      'text/plain',
      copyRange(current.layout, current.cells, range, latest.current.words),
    );
    event.preventDefault();
    if (cut && !current.readOnly) {
      const edit = clearRange(current.layout, current.cells, range);
      if (edit) current.onEdit(edit);
    }
  };

  const onCut = (event: ClipboardEvent<HTMLDivElement>) => onCopy(event, true);

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const current = latest.current.props;
    if (fromInput(event) || !current.selection || current.readOnly) return;
    event.preventDefault();
    const text = event.clipboardData.getData('text/plain');
    const result = paste(current.layout, current.cells, current.selection, text, latest.current.words);
    if (result.edit) {
      current.onEdit(result.edit);
      const lastCol = current.layout.colCount - 1;
      const rowsHit = result.edit.changes.map((c) => current.layout.rowOfVenue.get(c.key.venue_id) ?? 0);
      const top = rangeOf(current.selection);
      current.onSelection({
        active: { row: top.top, col: top.left },
        focus: {
          row: Math.max(top.bottom, ...rowsHit),
          col: Math.min(lastCol, top.left + Math.max(0, widestRow(text) - 1)),
        },
      });
    }
    const message = pasteMessage(result.clipped, result.edit !== null, t);
    if (message) current.onMessage(message);
  };

  return { onCopy, onCut, onPaste };
}
