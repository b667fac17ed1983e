import type { BulletinDetail } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import {
  type ClipboardEvent,
  type FocusEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  Cell,
  type CellKeyboardEvent,
  type CellKeyDownArgs,
  type CellMouseArgs,
  type CellMouseEvent,
  type CellRendererProps,
  type ColumnOrColumnGroup,
  DataGrid,
  type DataGridHandle,
  type RenderEditCellProps,
} from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/messages.ts';
import { decimalSeparator } from '../../../lib/number-format.ts';
import { CellValue, type GridIcon, useCellFormat } from '../components/cell-value.tsx';
import { dayLabel } from '../components/grid-model.ts';
import { cellText, noteOf, readCell } from '../sheet/cell-input.ts';
import { copyRange, paste } from '../sheet/clipboard.ts';
import {
  extendTo,
  type NavigationKey,
  navigate,
  rangeOf,
  type Selection,
  selectCell,
} from '../sheet/selection.ts';
import type { SheetCells, SheetEdit } from '../sheet/sheet-cells.ts';
import { clearRange, fillDown, fillDownTo, typeInto } from '../sheet/sheet-edits.ts';
import { cellKeyAt, type SheetColumn, type SheetLayout } from '../sheet/sheet-layout.ts';
import { CellEditor, type CommitMove } from './cell-editor.tsx';
import {
  type CellMarks,
  type SheetView,
  SheetViewContext,
  SheetViewStore,
  useCellView,
} from './sheet-view-store.ts';
import { useScrollInStep } from './use-scroll-in-step.ts';
import './sheet-grid.css';

type Venue = BulletinDetail['composition']['venues'][number];
type GridRow = { venue: Venue; note: string };

type SheetGridProps = CellMarks & {
  bulletin: BulletinDetail;
  layout: SheetLayout;
  cells: SheetCells;
  icons: readonly GridIcon[];
  /** The venue notes shown under each venue's name (the texts' language). */
  notes: Record<string, string>;
  readOnly: boolean;
  selection: Selection | null;
  onSelection: (selection: Selection | null) => void;
  onEdit: (edit: SheetEdit) => void;
  onUndo: () => void;
  onRedo: () => void;
  /** A sentence for the status bar (a paste that did not fit, say). */
  onMessage: (message: string) => void;
  /** Shift+F2 on a cell: its note is to be written. */
  onEditNote: () => void;
  gridRef: RefObject<DataGridHandle | null>;
};

const ROW_HEIGHT = 40;
const PRINTABLE = /^.$/u;
const EXTENDING: ReadonlySet<string> = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
]);

/** The width of a data type's column, by what its cells hold. */
function columnWidth(column: SheetColumn): number {
  switch (column.dataType.value_kind) {
    case 'icon':
      return 64;
    case 'category':
      return 112;
    case 'text':
      return 160;
    default:
      return 86;
  }
}

/**
 * The draft's values as a spreadsheet (react-data-grid): venues in rows, the venue column frozen;
 * columns grouped day › slot › data type in three frozen header rows. The sheet layer does the
 * rest: a range selected with Shift or the mouse, typing, TSV copy and paste, clear, fill down
 * (Ctrl+D or the fill handle), undo and redo. A cell with a note is marked in its corner, the note
 * read out with it; Shift+F2 goes to the note, as in spreadsheets.
 */
export function SheetGrid(props: SheetGridProps) {
  const { bulletin, layout, cells, icons, readOnly, selection, onSelection, gridRef } = props;
  const { t, i18n } = useTranslation();
  const decimal = decimalSeparator(i18n.resolvedLanguage);
  const iconCodes = useMemo(() => icons.map((icon) => icon.code), [icons]);
  const format = useCellFormat(icons);
  const { composition } = bulletin;

  // What the handlers read when they run: the latest, without rebuilding the columns on every edit.
  const latest = useRef({ props, iconCodes, decimal });
  latest.current = { props, iconCodes, decimal };
  /** The text the next editor opens with: the key typed, or null for the cell's own text. */
  const editorText = useRef<string | null>(null);
  const drag = useRef<'select' | 'fill' | null>(null);
  const fillTo = useRef<number | null>(null);

  const rows = useMemo<GridRow[]>(
    () => composition.venues.map((venue) => ({ venue, note: props.notes[String(venue.id)] ?? '' })),
    [composition.venues, props.notes],
  );

  const columns = useMemo(() => {
    const dayName = (day: number) => dayLabel(i18n.resolvedLanguage, bulletin.issue_date, day);
    const commitFrom =
      (col: number) => (editor: RenderEditCellProps<GridRow>, text: string, move: CommitMove) => {
        const { props: current, iconCodes: codes } = latest.current;
        const column = current.layout.columns[col];
        const pos = { row: editor.rowIdx, col };
        if (column) {
          const edit = typeInto(current.layout, current.cells, pos, readCell(column.dataType, text, codes));
          if (edit) current.onEdit(edit);
        }
        const next = nextPosition(current.layout, pos, move);
        // At the grid's edge the cell stays where it is: the editor closes there, the cell keeps the focus.
        if (next && (next.row !== pos.row || next.col !== pos.col))
          current.gridRef.current?.selectCell(
            { rowIdx: next.row, idx: next.col + 1 },
            { shouldFocusCell: true },
          );
        else editor.onClose(false, move !== 'none');
      };
    let col = 0;
    const venueColumn: ColumnOrColumnGroup<GridRow> = {
      key: 'venue',
      name: t('bulletin.grid.venue'),
      frozen: true,
      // On a phone the frozen venues leave room for the values.
      width: window.innerWidth < 576 ? 136 : 200,
      renderCell: ({ row }) => <VenueCell venue={row.venue} note={row.note} />,
    };
    const groups: ColumnOrColumnGroup<GridRow>[] = [];
    for (let day = 0; day < composition.days; day++) {
      groups.push({
        name: dayName(day),
        headerCellClass: 'sheet-day-head',
        children: composition.slots.map((slot) => ({
          name: slot.label,
          headerCellClass: 'sheet-slot-head',
          children: composition.data_types.map((dataType) => {
            const index = col++;
            const column = layout.columns[index] as SheetColumn;
            return {
              key: `c${index}`,
              name: dataType.unit ? `${dataType.name} (${dataType.unit})` : dataType.name,
              width: columnWidth(column),
              headerCellClass: 'sheet-type-head',
              renderHeaderCell: () => (
                <span className="sheet-type-name" title={dataType.name}>
                  {dataType.name}
                  {dataType.unit ? <span className="sheet-unit"> {dataType.unit}</span> : null}
                </span>
              ),
              renderCell: ({ rowIdx }) => <SheetCellContent row={rowIdx} col={index} />,
              editable: !readOnly,
              editorOptions: { closeOnExternalRowChange: false },
              renderEditCell: (editor: RenderEditCellProps<GridRow>) => {
                const opening = editorText.current;
                editorText.current = null;
                const { props: current, decimal: separator } = latest.current;
                const key = cellKeyAt(current.layout, { row: editor.rowIdx, col: index });
                const content = key ? current.cells.get(cellId(key)) : undefined;
                return (
                  <CellEditor
                    dataType={dataType}
                    initial={opening ?? cellText(content, separator)}
                    icons={icons}
                    label={`${editor.row.venue.name}, ${dayName(day)}, ${slot.label}, ${dataType.name}`}
                    onCommit={(text, move) => commitFrom(index)(editor, text, move)}
                    onCancel={() => editor.onClose(false, true)}
                  />
                );
              },
            };
          }),
        })),
      });
    }
    return [venueColumn, ...groups];
  }, [bulletin.issue_date, composition, layout, icons, readOnly, i18n.resolvedLanguage, t]);

  const size = { rowCount: layout.rowCount, colCount: layout.colCount };

  const scrollTo = (pos: { row: number; col: number }) =>
    gridRef.current?.scrollToCell({ idx: pos.col + 1, rowIdx: pos.row });

  const openEditor = (rowIdx: number, col: number, text: string | null) => {
    editorText.current = text;
    gridRef.current?.selectCell({ rowIdx, idx: col + 1 }, { enableEditor: true });
  };

  const onCellKeyDown = (args: CellKeyDownArgs<GridRow>, event: CellKeyboardEvent) => {
    if (args.mode === 'EDIT') return;
    const col = args.column.idx - 1;
    const current = latest.current.props;
    const here = { row: args.rowIdx, col };
    const sel = current.selection ?? (col >= 0 ? selectCell(size, here) : null);
    const ctrl = event.ctrlKey || event.metaKey;
    const key = event.key;
    const handled = () => {
      event.preventGridDefault();
      event.preventDefault();
    };
    if (ctrl) {
      const letter = key.toLowerCase();
      // Copy, cut and paste arrive as clipboard events; the grid must not open an editor for them.
      if (letter === 'c' || letter === 'x' || letter === 'v') return event.preventGridDefault();
      if (letter === 'z' && !event.shiftKey) {
        handled();
        return current.onUndo();
      }
      if (letter === 'y' || (letter === 'z' && event.shiftKey)) {
        handled();
        return current.onRedo();
      }
      if (letter === 'a') {
        handled();
        return onSelection({
          active: { row: 0, col: 0 },
          focus: { row: size.rowCount - 1, col: size.colCount - 1 },
        });
      }
      if (letter === 'd') {
        handled();
        if (!sel || current.readOnly) return;
        const edit = fillDown(current.layout, current.cells, rangeOf(sel));
        if (edit) current.onEdit(edit);
        return;
      }
    }
    if (col < 0 || !sel) return;
    if (event.shiftKey && EXTENDING.has(key)) {
      handled();
      const next = navigate(size, sel, key as NavigationKey, { shift: true, ctrl });
      onSelection(next);
      scrollTo(next.focus);
      return;
    }
    // The note is read there too when the bulletin can no longer be written.
    if (key === 'F2' && event.shiftKey) {
      handled();
      current.onEditNote();
      return;
    }
    if (current.readOnly) return;
    if (key === 'Delete' || key === 'Backspace') {
      handled();
      const edit = clearRange(current.layout, current.cells, rangeOf(sel));
      if (edit) current.onEdit(edit);
      return;
    }
    if (key === 'Enter' || key === 'F2') {
      handled();
      openEditor(args.rowIdx, col, null);
      return;
    }
    if (!ctrl && !event.altKey && PRINTABLE.test(key)) {
      handled();
      openEditor(args.rowIdx, col, key);
    }
  };

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
      onSelection(extendTo(size, current.selection, { row: args.rowIdx, col }));
      return;
    }
    drag.current = 'select';
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || event.buttons !== 1) return;
    const cell = (event.target as Element).closest('[data-sheet-row]');
    if (!cell) return;
    const pos = {
      row: Number(cell.getAttribute('data-sheet-row')),
      col: Number(cell.getAttribute('data-sheet-col')),
    };
    const current = latest.current.props;
    if (!current.selection) return;
    if (drag.current === 'select') {
      const { focus } = current.selection;
      if (focus.row !== pos.row || focus.col !== pos.col) onSelection(extendTo(size, current.selection, pos));
    } else {
      const bottom = rangeOf(current.selection).bottom;
      const to = pos.row > bottom ? pos.row : null;
      if (to !== fillTo.current) {
        fillTo.current = to;
        // Redraws the cells the fill would reach.
        onSelection({ ...current.selection });
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
        onSelection({
          active: { row: range.top, col: range.left },
          focus: { row: fillTo.current, col: range.right },
        });
      }
      drag.current = null;
      fillTo.current = null;
    };
    window.addEventListener('pointerup', up);
    return () => window.removeEventListener('pointerup', up);
  }, [onSelection]);

  const fromInput = (event: ClipboardEvent) =>
    event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;

  const onCopy = (event: ClipboardEvent<HTMLDivElement>, cut = false) => {
    const current = latest.current.props;
    if (fromInput(event) || !current.selection) return;
    const range = rangeOf(current.selection);
    event.clipboardData.setData(
      'text/plain',
      copyRange(current.layout, current.cells, range, latest.current.decimal),
    );
    event.preventDefault();
    if (cut && !current.readOnly) {
      const edit = clearRange(current.layout, current.cells, range);
      if (edit) current.onEdit(edit);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const current = latest.current.props;
    if (fromInput(event) || !current.selection || current.readOnly) return;
    event.preventDefault();
    const text = event.clipboardData.getData('text/plain');
    const result = paste(current.layout, current.cells, current.selection, text, latest.current.iconCodes);
    if (result.edit) {
      current.onEdit(result.edit);
      const changed = result.edit.changes;
      const rowsHit = changed.map((c) => current.layout.rowOfVenue.get(c.key.venue_id) ?? 0);
      const top = rangeOf(current.selection);
      onSelection({
        active: { row: top.top, col: top.left },
        focus: {
          row: Math.max(top.bottom, ...rowsHit),
          col: Math.min(size.colCount - 1, top.left + Math.max(0, widestRow(text) - 1), size.colCount - 1),
        },
      });
    }
    const { rows: clippedRows, columns: clippedColumns } = result.clipped;
    if (clippedRows || clippedColumns)
      current.onMessage(
        t('editor.pasteClipped', {
          left: [
            clippedRows ? t('editor.rowsLeft', { count: clippedRows }) : '',
            clippedColumns ? t('editor.columnsLeft', { count: clippedColumns }) : '',
          ]
            .filter(Boolean)
            .join(t('editor.and')),
        }),
      );
    else if (!result.edit) current.onMessage(t('editor.pasteNothing'));
  };

  // A cell focused from outside the grid's own moves (a link, assistive technology) becomes the
  // active cell, so that the keys that follow act on it.
  const onCellFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (!target.matches('[data-sheet-row]')) return;
    const pos = {
      row: Number(target.getAttribute('data-sheet-row')),
      col: Number(target.getAttribute('data-sheet-col')),
    };
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
        onCut={(event) => onCopy(event, true)}
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
          style={{ blockSize: `min(70vh, ${(layout.rowCount + 3) * ROW_HEIGHT + 2}px)` }}
          onCellKeyDown={onCellKeyDown}
          onCellMouseDown={onCellMouseDown}
          onSelectedCellChange={({ rowIdx, column }) => {
            const col = column.idx - 1;
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

function widestRow(text: string): number {
  let widest = 0;
  for (const line of text.split(/\r?\n/)) widest = Math.max(widest, line.split('\t').length);
  return widest;
}

function nextPosition(layout: SheetLayout, pos: { row: number; col: number }, move: CommitMove) {
  const size = { rowCount: layout.rowCount, colCount: layout.colCount };
  const at = selectCell(size, pos);
  switch (move) {
    case 'down':
      return navigate(size, at, 'Enter').active;
    case 'up':
      return navigate(size, at, 'Enter', { shift: true }).active;
    case 'right':
      return navigate(size, at, 'Tab').active;
    case 'left':
      return navigate(size, at, 'Tab', { shift: true }).active;
    case 'none':
      return null;
  }
}

function renderSheetCell(key: React.Key, props: CellRendererProps<GridRow, unknown>) {
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
  const described = content?.kind === 'invalid' || problem || view.flashedBy !== undefined || noteOf(content);
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

function descriptionId(pos: { row: number; col: number }): string {
  return `sheet-cell-${pos.row}-${pos.col}-why`;
}

/** What a cell shows: its value, or the refused text with a mark and the reason; the fill handle. */
function SheetCellContent({ row, col }: { row: number; col: number }) {
  const { column, content, problem, flashedBy, handle, format, id } = useCellView(row, col);
  if (!column || !id) return null;
  const { t } = format;
  const why = [
    content?.kind === 'invalid' ? translateMessage(content.problem) : null,
    problem?.text,
    flashedBy ? t('editor.changedBy', { name: flashedBy }) : null,
    content?.note ? t('editor.note.described', { note: content.note }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span className="sheet-cell" title={why || undefined}>
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

function VenueCell({ venue, note }: { venue: Venue; note: string }) {
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
