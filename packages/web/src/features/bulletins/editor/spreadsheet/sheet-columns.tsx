import type { BulletinDetail } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import type { TFunction } from 'i18next';
import { type ReactElement, type RefObject, useMemo } from 'react';
import type { ColumnOrColumnGroup, RenderEditCellProps } from 'react-data-grid';
import type { GridIcon } from '../../../../components/bulletin/cell-value.tsx';
import { dayFullLabel, dayLabel } from '../../../../lib/bulletin/grid-model.ts';
import { cellEditText, readCell } from '../../sheet/cell-input.ts';
import { afterCommit, type CommitMove } from '../../sheet/key-map.ts';
import { typeInto } from '../../sheet/sheet-edits.ts';
import { cellKeyAt, type SheetColumn, type SheetLayout } from '../../sheet/sheet-layout.ts';
import { CellEditor } from './cell-editor.tsx';
import { SheetCellContent, VenueCell } from './sheet-cell-renderers.tsx';
import type { GridRow, SheetLatest } from './sheet-grid-props.ts';
import { GroupLabel, TypeHeading } from './sheet-headings.tsx';

/**
 * The width of a data type's column, as narrow as what its cells hold allows (a small icon, a
 * number of a few digits, the unit being in the header): the more columns a screen shows, the
 * less a forecaster scrolls.
 */
function columnWidth(column: SheetColumn): number {
  switch (column.dataType.value_kind) {
    case 'icon':
      return 48;
    case 'category':
      return 96;
    case 'text':
      return 160;
    default:
      return 74;
  }
}

/** Types what a cell's editor commits into the cell, then moves the active cell as its key said. */
function commit(
  latest: SheetLatest,
  editor: RenderEditCellProps<GridRow>,
  col: number,
  text: string,
  move: CommitMove,
) {
  const { props: current, words } = latest;
  const column = current.layout.columns[col];
  const pos = { row: editor.rowIdx, col };
  if (column) {
    const edit = typeInto(current.layout, current.cells, pos, readCell(column.dataType, text, words));
    if (edit) current.onEdit(edit);
  }
  const size = { rowCount: current.layout.rowCount, colCount: current.layout.colCount };
  const next = afterCommit(size, pos, move);
  // At the grid's edge the cell stays where it is: the editor closes there, the cell keeps the focus.
  if (next && (next.row !== pos.row || next.col !== pos.col))
    current.gridRef.current?.selectCell({ rowIdx: next.row, idx: next.col + 1 }, { shouldFocusCell: true });
  else editor.onClose(false, move !== 'none');
}

/** A day's or a slot's group of columns, with what it groups by. */
type SheetGroup = {
  day?: number;
  slot?: string;
  name: ReactElement;
  headerCellClass: string;
  children: ColumnOrColumnGroup<GridRow>[];
};

/** What the columns are built from: they are built again only when one of these changes. */
type ColumnsOf = {
  bulletin: BulletinDetail;
  layout: SheetLayout;
  icons: readonly GridIcon[];
  readOnly: boolean;
  t: TFunction;
  language: string | undefined;
};

/**
 * The grid's columns: the venue column frozen, then days › slots › data types in three header
 * rows. Their editors read the cells through `latest`, so that an edit does not build them again.
 * `editorText` is the text the next editor opens with: the key typed, or null for the cell's own.
 * `frozenWidth` is the frozen venue column's width, which the group labels stay beside.
 */
export function useSheetColumns(
  { bulletin, layout, icons, readOnly, t, language }: ColumnsOf,
  latest: RefObject<SheetLatest>,
  editorText: RefObject<string | null>,
): { columns: ColumnOrColumnGroup<GridRow>[]; frozenWidth: number } {
  const { composition } = bulletin;
  return useMemo(() => {
    // On a phone the frozen venues leave room for the values.
    const frozenWidth = window.innerWidth < 576 ? 128 : 176;
    const dayName = (day: number) => dayLabel(language, bulletin.issue_date, day);
    const venueColumn: ColumnOrColumnGroup<GridRow> = {
      key: 'venue',
      name: t('document.venue'),
      frozen: true,
      width: frozenWidth,
      renderCell: ({ row }) => <VenueCell venue={row.venue} note={row.note} />,
    };
    const dataColumn = (column: SheetColumn, index: number) => {
      const { dataType, day } = column;
      const slot = composition.slots.find((each) => each.code === column.slot);
      return {
        key: `c${index}`,
        name: dataType.unit ? `${dataType.name} (${dataType.unit})` : dataType.name,
        width: columnWidth(column),
        headerCellClass: 'sheet-type-head',
        renderHeaderCell: () => <TypeHeading dataType={dataType} width={columnWidth(column)} />,
        renderCell: ({ rowIdx }: { rowIdx: number }) => <SheetCellContent row={rowIdx} col={index} />,
        editable: !readOnly,
        editorOptions: { closeOnExternalRowChange: false },
        renderEditCell: (editor: RenderEditCellProps<GridRow>) => {
          const opening = editorText.current;
          editorText.current = null;
          const { props: current, words } = latest.current;
          const key = cellKeyAt(current.layout, { row: editor.rowIdx, col: index });
          const content = key ? current.cells.get(cellId(key)) : undefined;
          return (
            <CellEditor
              dataType={dataType}
              initial={opening ?? cellEditText(content, dataType, words)}
              icons={icons}
              label={`${editor.row.venue.name}, ${dayName(day)}, ${slot?.label ?? column.slot}, ${dataType.name}`}
              onCommit={(text, move) => commit(latest.current, editor, index, text, move)}
              onCancel={() => editor.onClose(false, true)}
            />
          );
        },
      };
    };
    // The columns in sight, grouped by day, then by slot: a hidden one leaves no gap.
    const groups: ColumnOrColumnGroup<GridRow>[] = [];
    layout.columns.forEach((column, index) => {
      let dayGroup = groups.at(-1) as SheetGroup | undefined;
      if (dayGroup?.day !== column.day) {
        dayGroup = {
          day: column.day,
          name: (
            <GroupLabel
              shown={dayName(column.day)}
              full={dayFullLabel(language, bulletin.issue_date, column.day)}
            />
          ),
          headerCellClass: 'sheet-day-head',
          children: [],
        };
        groups.push(dayGroup);
      }
      let slotGroup = dayGroup.children.at(-1) as SheetGroup | undefined;
      if (slotGroup?.slot !== column.slot) {
        const label = composition.slots.find((each) => each.code === column.slot)?.label ?? column.slot;
        slotGroup = {
          slot: column.slot,
          name: <GroupLabel shown={label} full={label} />,
          headerCellClass: 'sheet-slot-head',
          children: [],
        };
        dayGroup.children.push(slotGroup);
      }
      slotGroup.children.push(dataColumn(column, index));
    });
    return { columns: [venueColumn, ...groups], frozenWidth };
  }, [bulletin.issue_date, composition, layout, icons, readOnly, language, t, latest, editorText]);
}
