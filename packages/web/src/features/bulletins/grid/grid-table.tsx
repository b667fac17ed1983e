import type { BulletinComposition } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import { type CSSProperties, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CellFormat, CellValue } from '../../../components/bulletin/cell-value.tsx';
import {
  cellElementId,
  dayLabel,
  type GridColumn,
  type GridValue,
  spans,
  venueHeaderId,
} from '../../../lib/bulletin/grid-model.ts';
import { useComparedCells, WasValue } from '../../history/compare/compared-cells.tsx';
import { ObservedValue, useObservedCells } from '../observed/observed-cells.tsx';
import { sourceClass } from './source-tint.tsx';
import { useSourceName } from './value-source.tsx';

export type GridTableProps = {
  caption: string;
  captionId: string;
  composition: BulletinComposition;
  issueDate: string;
  /** The columns this table shows (a day's, every day's, or a printed group's). */
  columns: GridColumn[];
  values: ReadonlyMap<string, GridValue>;
  format: CellFormat;
  notes: Record<string, string>;
  /** Ends the ids of this table's venue headers and cells (`grid-model.ts`). */
  suffix?: string;
  className?: string;
  style?: CSSProperties;
  /** The columns' widths, the venue column's first, in percent of the table: drawn with a fixed layout. */
  widths?: number[];
  /** Whether the cells are tinted by source, each naming its source. */
  tinted?: boolean;
};

/**
 * The bulletin's values read-only: venues in rows; days › slots › data types in three header
 * rows. A real table, each cell tied to its headers.
 */
export function GridTable(props: GridTableProps) {
  const { composition, columns, suffix = '' } = props;
  return (
    <table
      className={`table table-sm table-bordered bulletin-grid mb-0 ${props.className ?? ''}`}
      style={props.style}
    >
      <caption id={props.captionId} className="visually-hidden">
        {props.caption}
      </caption>
      {props.widths ? (
        <colgroup>
          {props.widths.map((width, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are the table's, in their order
            <col key={index} style={{ width: `${width}%` }} />
          ))}
        </colgroup>
      ) : null}
      <GridHead issueDate={props.issueDate} columns={columns} />
      <tbody>
        {composition.venues.map((venue) => (
          <VenueRow
            key={venue.id}
            venue={venue}
            note={props.notes[String(venue.id)] ?? ''}
            columns={columns}
            values={props.values}
            format={props.format}
            suffix={suffix}
            tinted={props.tinted ?? false}
          />
        ))}
      </tbody>
    </table>
  );
}

const GridHead = memo(function GridHead({
  issueDate,
  columns,
}: {
  issueDate: string;
  columns: GridColumn[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col" rowSpan={3} className="grid-venue-head">
          {t('document.venue')}
        </th>
        {spans(columns, (column) => column.dayId).map(({ first, count }) => (
          <th key={first.dayId} id={first.dayId} scope="colgroup" colSpan={count} className="grid-day">
            <span className="grid-group-label">{dayLabel(i18n.resolvedLanguage, issueDate, first.day)}</span>
          </th>
        ))}
      </tr>
      <tr>
        {spans(columns, (column) => column.slotId).map(({ first, count }) => (
          <th
            key={first.slotId}
            id={first.slotId}
            headers={first.dayId}
            scope="colgroup"
            colSpan={count}
            className="grid-slot"
          >
            <span className="grid-group-label">{first.slot.label}</span>
          </th>
        ))}
      </tr>
      <tr>
        {columns.map((column) => (
          <th
            key={column.typeId}
            id={column.typeId}
            headers={`${column.dayId} ${column.slotId}`}
            scope="col"
            className="grid-type"
          >
            {column.dataType.name}
            {column.dataType.unit ? <span className="grid-unit"> ({column.dataType.unit})</span> : null}
          </th>
        ))}
      </tr>
    </thead>
  );
});

type VenueRowProps = {
  venue: BulletinComposition['venues'][number];
  note: string;
  columns: GridColumn[];
  values: ReadonlyMap<string, GridValue>;
  format: CellFormat;
  suffix: string;
  tinted: boolean;
};

/** One venue's row; memoised, so a change elsewhere does not redraw every cell of every venue. */
const VenueRow = memo(function VenueRow(props: VenueRowProps) {
  const { venue, note, columns, values, format, suffix, tinted } = props;
  const rowHeader = venueHeaderId(venue.id, suffix);
  const sourceName = useSourceName();
  const { t } = useTranslation();
  // While the bulletin is compared with another, the cells that differ are marked with what they held.
  const compared = useComparedCells();
  // While the reader shows them, what was observed under each forecast.
  const observed = useObservedCells();
  return (
    <tr>
      <th scope="row" id={rowHeader} className="grid-venue" tabIndex={-1}>
        <span className="d-block">{venue.name}</span>
        <span className="d-block small text-secondary">
          <span className="font-monospace">{venue.code}</span>
          {venue.region ? ` · ${venue.region}` : ''}
        </span>
        {note ? <span className="d-block small grid-venue-note">{note}</span> : null}
      </th>
      {columns.map((column) => {
        const cell = {
          venue_id: venue.id,
          day: column.day,
          slot: column.slot.code,
          data_type_id: column.dataType.id,
        };
        const value = values.get(cellId(cell));
        const change = compared?.get(cellId(cell));
        const source = tinted ? value?.source : undefined;
        const said = [value?.note, source ? t('valueSource.described', { source: sourceName(source) }) : null]
          .filter(Boolean)
          .join(' ');
        const seen = observed?.get(cellId(cell));
        return (
          <td
            key={column.headers}
            id={cellElementId(cell, suffix)}
            headers={`${rowHeader} ${column.headers}`}
            tabIndex={-1}
            className={`grid-cell${value?.note ? ' has-note' : ''}${change ? ' grid-changed' : ''}${source ? ` ${sourceClass(source)}` : ''}`}
            title={said || undefined}
            aria-description={said || undefined}
          >
            {value ? <CellValue value={value.value} dataType={column.dataType} format={format} /> : null}
            {change ? <WasValue change={change} dataType={column.dataType} format={format} /> : null}
            {seen === undefined ? null : (
              <ObservedValue
                forecast={value?.value}
                observed={seen}
                dataType={column.dataType}
                format={format}
              />
            )}
          </td>
        );
      })}
    </tr>
  );
});
