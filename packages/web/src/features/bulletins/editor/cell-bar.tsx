import type { BulletinDetail } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CellValue, type GridIcon, useCellFormat } from '../../../components/bulletin/cell-value.tsx';
import { translateMessage } from '../../../lib/messages.ts';
import { useCalendarDateFormat } from '../../../lib/use-date-format.ts';
import { useComparedCells, wasText } from '../../history/compare/compared-cells.tsx';
import { SourceText } from '../grid/value-source.tsx';
import { cellText, noteOf } from '../sheet/cell-input.ts';
import type { SourceOf } from '../sheet/cell-sources.ts';
import type { Selection } from '../sheet/selection.ts';
import type { SheetCells, SheetEdit } from '../sheet/sheet-cells.ts';
import { writeNote } from '../sheet/sheet-edits.ts';
import { cellKeyAt, type SheetLayout } from '../sheet/sheet-layout.ts';
import { NoteField } from './note-field.tsx';
import type { CellMarks } from './spreadsheet/sheet-view-store.ts';
import { useCellName } from './use-cell-name.ts';
import { useCellWords } from './use-cell-words.ts';
import { usePreviousValues } from './use-previous-values.ts';

type CellBarProps = {
  bulletin: BulletinDetail;
  layout: SheetLayout;
  /** The cells as shown. */
  cells: SheetCells;
  /** The cells as they are when the note is written. */
  cellsNow: () => SheetCells;
  /** Where each cell's value came from. */
  sourceOf: SourceOf;
  selection: Selection | null;
  marks: CellMarks;
  /** The icons of the bulletin's set, drawn as the grid draws them. */
  icons: readonly GridIcon[];
  readOnly: boolean;
  onEdit: (edit: SheetEdit) => void;
  /** The note's text box, focused from the grid with Shift+F2. */
  noteRef: RefObject<HTMLInputElement | null>;
  /** After the note is written or left with Enter or Escape: back to the grid. */
  onNoteDone: () => void;
};

/**
 * The active cell spelled out above the grid: where it is, what it holds and where that came from,
 * what is wrong with it, what the previous bulletin said there (with the difference for numbers), what
 * the bulletin compared with held where it differs, and its note, written here.
 */
export function CellBar(props: CellBarProps) {
  const { bulletin, layout, cells, selection, marks, icons } = props;
  const { t } = useTranslation();
  const cellName = useCellName(bulletin);
  const calendar = useCalendarDateFormat();
  const previous = usePreviousValues(bulletin, selection !== null);
  const format = useCellFormat(icons);
  const words = useCellWords(icons);
  const compared = useComparedCells();
  const key = selection ? cellKeyAt(layout, selection.active) : null;
  const column = selection ? layout.columns[selection.active.col] : undefined;
  if (!key || !column)
    return <p className="editor-cell-bar text-secondary small">{t('editor.cellBar.none')}</p>;
  const content = cells.get(cellId(key)) ?? null;
  const source = content ? props.sourceOf(cellId(key)) : undefined;
  const problem =
    content?.kind === 'invalid' ? translateMessage(content.problem) : marks.problems.get(cellId(key))?.text;
  const change = compared?.get(cellId(key));
  const before = previous.valueOf(key);
  const now = content?.kind === 'value' ? content.value : null;
  const difference =
    typeof before === 'number' && typeof now === 'number' && now !== before
      ? `${now > before ? '+' : ''}${format.number(roundedDifference(now, before), column.dataType.decimals)}`
      : null;
  return (
    <div className="editor-cell-bar small">
      <span className="fw-semibold">{cellName(key)}</span>
      <span>
        {t('editor.cellBar.value')}:{' '}
        <span className="fw-semibold">{cellText(content, column.dataType, words) || '—'}</span>
        {change ? ` (${wasText({ change, dataType: column.dataType, format })})` : null}
      </span>
      {source ? (
        <span>
          {t('editor.cellBar.source')}: <SourceText source={source} />
        </span>
      ) : null}
      {previous.issueDate ? (
        <span>
          {t('editor.cellBar.previous', { date: calendar(previous.issueDate) })}:{' '}
          {before === null ? (
            <code>—</code>
          ) : (
            <span className="editor-cell-bar-previous">
              <CellValue value={before} dataType={column.dataType} format={format} />
              {column.dataType.value_kind === 'icon' && format.icons.has(String(before)) ? (
                // The picture's name, to read: a screen reader has it from the picture already.
                <span aria-hidden="true">{format.icons.get(String(before))?.name}</span>
              ) : null}
            </span>
          )}
          {difference ? ` (${t('editor.cellBar.difference')} ${difference})` : ''}
        </span>
      ) : null}
      {problem ? <span className="text-danger-emphasis">{problem}</span> : null}
      <NoteField
        key={`${cellId(key)}\n${noteOf(content)}`}
        content={content}
        readOnly={props.readOnly}
        inputRef={props.noteRef}
        onDone={props.onNoteDone}
        onCommit={(note) => {
          const edit = selection && writeNote(layout, props.cellsNow(), selection.active, note);
          if (edit) props.onEdit(edit);
        }}
      />
    </div>
  );
}

/** now − before without the binary noise of decimals (12.5 − 12.3 is 0.2, not 0.1999…). */
function roundedDifference(now: number, before: number): number {
  return Number((now - before).toFixed(10));
}
