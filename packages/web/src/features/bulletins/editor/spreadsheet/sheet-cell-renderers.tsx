import type { Key } from 'react';
import { Cell, type CellRendererProps } from 'react-data-grid';
import { CellValue } from '../../../../components/bulletin/cell-value.tsx';
import { translateMessage } from '../../../../lib/messages.ts';
import { WasValue, wasText } from '../../../history/compare/compared-cells.tsx';
import { sourceClass } from '../../grid/source-tint.tsx';
import { noteOf } from '../../sheet/cell-input.ts';
import type { CellPosition } from '../../sheet/sheet-layout.ts';
import type { GridRow } from './sheet-grid-props.ts';
import { useCellView } from './sheet-view-store.ts';

/** The grid's cell renderer: the venues' cells as they come, the values' with their marks. */
export function renderSheetCell(key: Key, props: CellRendererProps<GridRow, unknown>) {
  return <SheetCell key={key} {...props} />;
}

/** A cell of the grid with what assistive technology needs: invalid, described by its reason. */
function SheetCell(props: CellRendererProps<GridRow, unknown>) {
  const col = props.column.idx - 1;
  if (col < 0) return <Cell {...props} />;
  return <ValueCell {...props} col={col} />;
}

function ValueCell(props: CellRendererProps<GridRow, unknown> & { col: number }) {
  const { col, ...cellProps } = props;
  const view = useCellView(props.rowIdx, col);
  const { content, problem } = view;
  const invalid = content?.kind === 'invalid' || problem?.severity === 'error';
  const classes = [props.className];
  if (view.inRange) classes.push('sheet-in-range');
  if (invalid) classes.push('sheet-invalid');
  else if (problem) classes.push('sheet-warning');
  if (view.flashedBy !== undefined) classes.push('sheet-flash');
  if (noteOf(content)) classes.push('sheet-has-note');
  if (view.fillTarget) classes.push('sheet-fill-target');
  if (view.source) classes.push(sourceClass(view.source));
  if (view.change) classes.push('grid-changed');
  const described =
    content?.kind === 'invalid' || problem || view.flashedBy !== undefined || noteOf(content) || view.source;
  return (
    <Cell
      {...cellProps}
      className={classes.filter(Boolean).join(' ')}
      data-sheet-row={props.rowIdx}
      data-sheet-col={col}
      aria-invalid={invalid || undefined}
      aria-describedby={described ? descriptionId({ row: props.rowIdx, col }) : undefined}
    />
  );
}

/** What finds a value's cell among the grid's elements. */
export const VALUE_CELL = '[data-sheet-row]';

/** The grid position a value's cell stands for, as it was drawn. */
export function positionOf(cell: Element): CellPosition {
  return {
    row: Number(cell.getAttribute('data-sheet-row')),
    col: Number(cell.getAttribute('data-sheet-col')),
  };
}

function descriptionId(pos: { row: number; col: number }): string {
  return `sheet-cell-${pos.row}-${pos.col}-why`;
}

/** What a cell shows: its value, or the refused text with a mark and the reason; the fill handle. */
export function SheetCellContent({ row, col }: { row: number; col: number }) {
  const { column, content, problem, flashedBy, handle, format, id, source, change } = useCellView(row, col);
  if (!column || !id) return null;
  const { t } = format;
  // Refused text says its own reason; the check's sentence about the same cell would say it twice.
  const why = [
    content?.kind === 'invalid' ? translateMessage(content.problem) : problem?.text,
    flashedBy ? t('editor.changedBy', { name: flashedBy }) : null,
    content?.note ? t('editor.note.described', { note: content.note }) : null,
    source ? t('valueSource.described', { source: t(`valueSource.name.${source}`) }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  // What the bulletin compared with holds is read with the value, as in the read grid; hover shows it.
  const was = change ? { change, dataType: column.dataType, format } : null;
  const title = [why, was ? wasText(was) : null].filter(Boolean).join(' ');
  return (
    <span className="sheet-cell" title={title || undefined}>
      {content?.kind === 'invalid' ? (
        <>
          <span className="sheet-invalid-mark" aria-hidden="true">
            ⚠
          </span>
          <span className="sheet-raw">{content.raw}</span>
        </>
      ) : content ? (
        <CellValue value={content.value} dataType={column.dataType} format={format} />
      ) : null}
      {was ? <WasValue {...was} /> : null}
      {problem && content?.kind !== 'invalid' ? (
        <span className="sheet-problem-mark" aria-hidden="true">
          {problem.severity === 'error' ? '⚠' : '!'}
        </span>
      ) : null}
      {why ? (
        <span id={descriptionId({ row, col })} className="visually-hidden">
          {why}
        </span>
      ) : null}
      {flashedBy ? (
        <span className="sheet-flash-name" aria-hidden="true">
          {flashedBy}
        </span>
      ) : null}
      {handle ? <span className="sheet-fill-handle" aria-hidden="true" /> : null}
    </span>
  );
}

/** A venue's name, code and region, and a mark when it has a note (the note on hover). */
export function VenueCell({ venue, note }: GridRow) {
  return (
    <span className="sheet-venue" title={note || undefined}>
      <span className="sheet-venue-name">{venue.name}</span>
      <span className="sheet-venue-code">
        <span className="font-monospace">{venue.code}</span>
        {venue.region ? ` · ${venue.region}` : ''}
        {note ? ' · ✎' : ''}
      </span>
    </span>
  );
}
