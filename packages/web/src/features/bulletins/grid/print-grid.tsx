import type { BulletinComposition } from '@bora/shared/bulletin';
import { type CSSProperties, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CellFormat, cellText } from '../../../components/bulletin/cell-value.tsx';
import {
  type GridColumn,
  type GridDataType,
  type GridValue,
  gridColumns,
  gridDays,
} from '../../../lib/bulletin/grid-model.ts';
import {
  type ColumnContent,
  columnGroups,
  columnWidth,
  PRINT_COLUMNS_EM,
  PRINT_VENUE_EM,
} from '../../documents/print-columns.ts';
import { GridTable } from './grid-table.tsx';

type PrintGridProps = {
  caption: string;
  composition: BulletinComposition;
  issueDate: string;
  values: ReadonlyMap<string, GridValue>;
  format: CellFormat;
  notes: Record<string, string>;
};

/**
 * The grid on paper: every day, cut into groups of columns that each fit the page's width, one
 * table after another, each with the venue column and the three header rows; no scrolling, nothing
 * sticky. A group breaks where a day or a slot ends when that costs few more groups (`columnGroups`).
 */
export function PrintGrid({ caption, composition, issueDate, values, format, notes }: PrintGridProps) {
  const { t } = useTranslation();
  const groups = useMemo(() => printGroups(composition, values, format), [composition, values, format]);
  return (
    <div className="bulletin-print-groups">
      {groups.map((group, index) => (
        <GridTable
          key={group.suffix}
          caption={
            groups.length > 1
              ? t('bulletin.grid.printPart', { caption, part: index + 1, parts: groups.length })
              : caption
          }
          captionId={`bulletin-grid-caption${group.suffix}`}
          composition={composition}
          issueDate={issueDate}
          columns={group.columns}
          values={values}
          format={format}
          notes={notes}
          suffix={group.suffix}
          className="bulletin-print-grid"
          style={{ '--print-width': `${group.width}em` } as CSSProperties}
          widths={group.widths}
        />
      ))}
    </div>
  );
}

type PrintGroup = {
  /** Ends the ids of its table's headers and cells. */
  suffix: string;
  columns: GridColumn[];
  /** The table's width in ems, the venue column's included. */
  width: number;
  /** Each column's share of it in percent, the venue column's first. */
  widths: number[];
};

/** The columns of every day, with their printed widths (one per data type), cut into groups. */
function printGroups(
  composition: BulletinComposition,
  values: ReadonlyMap<string, GridValue>,
  format: CellFormat,
): PrintGroup[] {
  const days = gridDays(composition);
  const columns = gridColumns(composition, days);
  const byType = new Map<number, GridValue[]>();
  for (const value of values.values()) {
    const list = byType.get(value.data_type_id);
    if (list) list.push(value);
    else byType.set(value.data_type_id, [value]);
  }
  const typeWidths = new Map(
    composition.data_types.map((dataType) => [
      dataType.id,
      columnWidth(contentOf(dataType, byType.get(dataType.id) ?? [], format)),
    ]),
  );
  const widths = columns.map((column) => typeWidths.get(column.dataType.id) ?? 0);
  const groups = columnGroups(
    widths,
    [(index) => columns[index]?.dayId ?? '', (index) => columns[index]?.slotId ?? ''],
    PRINT_COLUMNS_EM,
  );
  return groups.map((indices, group) => {
    const suffix = `-print-${group + 1}`;
    const ofGroup = gridColumns(composition, days, suffix);
    const ems = [PRINT_VENUE_EM, ...indices.map((index) => widths[index] ?? 0)];
    const width = ems.reduce((sum, em) => sum + em, 0);
    return {
      suffix,
      columns: indices.map((index) => ofGroup[index] as GridColumn),
      width: Math.round(width * 10) / 10,
      widths: ems.map((em) => Math.round((em / width) * 10000) / 100),
    };
  });
}

/** What a data type's column holds, for its printed width. */
function contentOf(dataType: GridDataType, values: readonly GridValue[], format: CellFormat): ColumnContent {
  const header = dataType.unit ? `${dataType.name} (${dataType.unit})` : dataType.name;
  const texts = (shown: readonly GridValue[]) => shown.map((v) => cellText(v.value, dataType, format));
  switch (dataType.value_kind) {
    case 'icon':
      // A value with no picture in the set is written as its code.
      return {
        header,
        cells: 'icon',
        texts: texts(values.filter((v) => !format.icons.has(String(v.value)))),
      };
    case 'category':
      return { header, cells: 'wraps', texts: texts(values) };
    case 'text':
      return { header, cells: 'wraps', texts: texts(values), paragraph: true };
    default:
      return { header, cells: 'line', texts: texts(values) };
  }
}
