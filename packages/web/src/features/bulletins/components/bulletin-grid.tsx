import type { BulletinComposition, BulletinDetail, BulletinValue } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import { memo, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrinting } from '../../../lib/use-printing.ts';
import { useScrollEdges } from '../../../lib/use-scroll-edges.ts';
import { useComparedCells, WasValue } from '../compare/compared-cells.tsx';
import { type CellFormat, CellValue, type GridIcon, useCellFormat } from './cell-value.tsx';
import {
  cellElementId,
  dayHeaderId,
  dayLabel,
  firstShownDay,
  type GridColumn,
  gridCellCount,
  gridColumns,
  gridDays,
  indexValues,
  slotHeaderId,
  venueHeaderId,
} from './grid-model.ts';
import './bulletin-grid.css';

type BulletinGridProps = {
  bulletin: BulletinDetail;
  icons: readonly GridIcon[];
  /** The content language whose venue notes the rows show. */
  language: string;
  /** The one day shown of a large grid (`firstShownDay`); null shows every day. */
  day: number | null;
  onDay: (day: number | null) => void;
};

/**
 * The bulletin's values read-only: venues in rows; days › slots › data types in three header
 * rows. A real table, each cell tied to its headers, scrolling sideways with the venue column kept.
 * A large grid is read a day at a time, the day picked above it. On paper each day is a table of
 * its own, so that a page is wide enough for it.
 */
export function BulletinGrid({ bulletin, icons, language, day, onDay }: BulletinGridProps) {
  const { t } = useTranslation();
  const printing = usePrinting();
  const { composition } = bulletin;
  const days = useMemo(() => gridDays(composition), [composition]);
  const values = useMemo(() => indexValues(bulletin.values), [bulletin.values]);
  const format = useCellFormat(icons);
  const notes = bulletin.texts.find((text) => text.language === language)?.venue_notes ?? NO_NOTES;
  const caption = t('bulletin.grid.caption', {
    title: bulletin.bulletin_type.name,
    date: bulletin.issue_date,
  });
  const table = (shown: number[], key: string) => (
    <GridTable
      key={key}
      caption={caption}
      bulletin={bulletin}
      days={shown}
      values={values}
      format={format}
      notes={notes}
    />
  );
  if (printing) return days.map((each) => table([each], String(each)));
  const large = firstShownDay(composition) !== null;
  return (
    <>
      {large ? <DayPicker bulletin={bulletin} day={day} onDay={onDay} /> : null}
      {day === null ? table(days, 'all') : table([day], String(day))}
    </>
  );
}

/** The day a large grid shows, or all of them. */
function DayPicker({ bulletin, day, onDay }: Pick<BulletinGridProps, 'bulletin' | 'day' | 'onDay'>) {
  const { t, i18n } = useTranslation();
  const { composition } = bulletin;
  const cells = gridCellCount(composition);
  const choices: { value: number | null; label: string }[] = [
    ...gridDays(composition).map((each) => ({
      value: each,
      label: dayLabel(i18n.resolvedLanguage, bulletin.issue_date, each),
    })),
    { value: null, label: t('bulletin.grid.allDays') },
  ];
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2 d-print-none">
      <fieldset className="d-flex flex-wrap gap-1" aria-label={t('bulletin.grid.daysShown')}>
        {choices.map((choice) => (
          <button
            key={choice.value ?? 'all'}
            type="button"
            className={`btn btn-sm text-nowrap ${choice.value === day ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={choice.value === day}
            onClick={() => onDay(choice.value)}
          >
            {choice.label}
          </button>
        ))}
      </fieldset>
      <span className="small text-secondary">{t('bulletin.grid.dayAtATime', { cells })}</span>
    </div>
  );
}

const NO_NOTES: Record<string, string> = {};

type GridTableProps = {
  caption: string;
  bulletin: BulletinDetail;
  days: number[];
  values: Map<string, BulletinValue>;
  format: CellFormat;
  notes: Record<string, string>;
};

function GridTable({ caption, bulletin, days, values, format, notes }: GridTableProps) {
  const { composition } = bulletin;
  const columns = useMemo(() => gridColumns(composition, days), [composition, days]);
  const captionId = `bulletin-grid-caption-${days.join('-')}`;
  const scroller = useRef<HTMLElement>(null);
  const edges = useScrollEdges(scroller);
  return (
    <div className="bulletin-grid-frame" data-more-before={edges.before} data-more-after={edges.after}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard to be scrolled (WCAG 2.1.1) */}
      <section ref={scroller} className="bulletin-grid-scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className="table table-sm table-bordered bulletin-grid mb-0">
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <GridHead composition={composition} issueDate={bulletin.issue_date} days={days} />
          <tbody>
            {composition.venues.map((venue) => (
              <VenueRow
                key={venue.id}
                venue={venue}
                note={notes[String(venue.id)] ?? ''}
                columns={columns}
                values={values}
                format={format}
              />
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

const GridHead = memo(function GridHead({
  composition,
  issueDate,
  days,
}: {
  composition: BulletinComposition;
  issueDate: string;
  days: number[];
}) {
  const { t, i18n } = useTranslation();
  const perDay = composition.slots.length * composition.data_types.length;
  return (
    <thead>
      <tr>
        <th scope="col" rowSpan={3} className="grid-venue-head">
          {t('bulletin.grid.venue')}
        </th>
        {days.map((day) => (
          <th key={day} id={dayHeaderId(day)} scope="colgroup" colSpan={perDay} className="grid-day">
            <span className="grid-group-label">{dayLabel(i18n.resolvedLanguage, issueDate, day)}</span>
          </th>
        ))}
      </tr>
      <tr>
        {days.flatMap((day) =>
          composition.slots.map((slot) => (
            <th
              key={`${day}-${slot.code}`}
              id={slotHeaderId(day, slot.code)}
              headers={dayHeaderId(day)}
              scope="colgroup"
              colSpan={composition.data_types.length}
              className="grid-slot"
            >
              <span className="grid-group-label">{slot.label}</span>
            </th>
          )),
        )}
      </tr>
      <tr>
        {days.flatMap((day) =>
          composition.slots.flatMap((slot) =>
            composition.data_types.map((dataType) => (
              <th
                key={`${day}-${slot.code}-${dataType.id}`}
                id={`${slotHeaderId(day, slot.code)}-type-${dataType.id}`}
                headers={`${dayHeaderId(day)} ${slotHeaderId(day, slot.code)}`}
                scope="col"
                className="grid-type"
              >
                {dataType.name}
                {dataType.unit ? <span className="grid-unit"> ({dataType.unit})</span> : null}
              </th>
            )),
          ),
        )}
      </tr>
    </thead>
  );
});

type VenueRowProps = {
  venue: BulletinComposition['venues'][number];
  note: string;
  columns: GridColumn[];
  values: Map<string, BulletinValue>;
  format: CellFormat;
};

/** One venue's row; memoised, so a change elsewhere does not redraw every cell of every venue. */
const VenueRow = memo(function VenueRow({ venue, note, columns, values, format }: VenueRowProps) {
  const rowHeader = venueHeaderId(venue.id);
  // While the bulletin is compared with another, the cells that differ are marked with what they held.
  const compared = useComparedCells();
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
        return (
          <td
            key={column.headers}
            id={cellElementId(cell)}
            headers={`${rowHeader} ${column.headers}`}
            tabIndex={-1}
            className={`grid-cell${value?.note ? ' has-note' : ''}${change ? ' grid-changed' : ''}`}
            title={value?.note || undefined}
            aria-description={value?.note || undefined}
          >
            {value ? <CellValue value={value.value} dataType={column.dataType} format={format} /> : null}
            {change ? <WasValue change={change} dataType={column.dataType} format={format} /> : null}
          </td>
        );
      })}
    </tr>
  );
});
