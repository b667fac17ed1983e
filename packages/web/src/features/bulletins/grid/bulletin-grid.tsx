import type { BulletinDetail } from '@bora/shared/bulletin';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type GridIcon, useCellFormat } from '../../../components/bulletin/cell-value.tsx';
import { PressedChoice } from '../../../components/pressed-choice.tsx';
import {
  dayLabel,
  firstShownDay,
  gridCellCount,
  gridColumns,
  gridDays,
  indexValues,
} from '../../../lib/bulletin/grid-model.ts';
import { usePrinting } from '../../../lib/use-printing.ts';
import { useScrollEdges } from '../../../lib/use-scroll-edges.ts';
import { countSources, sourcesOfValues } from '../sheet/cell-sources.ts';
import { ColumnsPicker } from './columns-picker.tsx';
import { GridTable, type GridTableProps } from './grid-table.tsx';
import { columnShown, type HiddenColumns } from './hidden-columns.ts';
import { PrintGrid } from './print-grid.tsx';
import { SourceTint, useSourceTint } from './source-tint.tsx';
import type { HiddenColumnsChoice } from './use-hidden-columns.ts';
import './bulletin-grid.css';

type BulletinGridProps = {
  bulletin: BulletinDetail;
  icons: readonly GridIcon[];
  /** The content language whose venue notes the rows show. */
  language: string;
  /** The one day shown of a large grid (`firstShownDay`); null shows every day. */
  day: number | null;
  onDay: (day: number | null) => void;
  /** The days, slots and data types out of sight (`useHiddenColumns`). */
  columns: HiddenColumnsChoice;
  /** The tint by source and the columns picker: staff's tools, not a visitor's. */
  tools?: boolean;
  /**
   * Drawn for paper, as the page that mounts it as it prints says: a grid mounted then cannot ask
   * the browser, which says it is no longer printing just after it said it was.
   */
  printing?: boolean;
};

/**
 * The bulletin's values read-only: venues in rows; days › slots › data types in three header
 * rows (`GridTable`), scrolling sideways with the venue column kept. A large grid is read a day
 * at a time, the day picked above it; a reader may hide days, slots and data types (on a phone the
 * table shows one day and one slot). On paper every cell prints, cut into tables as wide as the
 * page (`PrintGrid`).
 */
export function BulletinGrid({
  bulletin,
  icons,
  language,
  day,
  onDay,
  columns,
  tools = true,
  printing: printingPage,
}: BulletinGridProps) {
  const { t } = useTranslation();
  const printing = usePrinting() || printingPage === true;
  const { composition } = bulletin;
  const days = useMemo(() => gridDays(composition), [composition]);
  const shownDays = useMemo(() => (day === null ? days : [day]), [day, days]);
  const values = useMemo(() => indexValues(bulletin.values), [bulletin.values]);
  const [tinted, setTinted] = useSourceTint();
  const counts = useMemo(
    () => (tinted ? countSources(sourcesOfValues(bulletin.values)) : null),
    [tinted, bulletin.values],
  );
  const format = useCellFormat(icons);
  const notes = bulletin.texts.find((text) => text.language === language)?.venue_notes ?? NO_NOTES;
  const caption = t('bulletin.grid.caption', {
    title: bulletin.bulletin_type.name,
    date: bulletin.issue_date,
  });
  const table = { caption, composition, issueDate: bulletin.issue_date, values, format, notes };
  if (printing) return <PrintGrid {...table} />;
  // A phone shows one day already.
  const large = firstShownDay(composition) !== null && !columns.phone;
  return (
    <>
      <div className="bulletin-grid-bar d-print-none">
        {large ? <DayPicker bulletin={bulletin} day={day} onDay={onDay} /> : null}
        {tools ? (
          <>
            <SourceTint on={tinted} onChange={setTinted} counts={counts} />
            <ColumnsPicker composition={composition} issueDate={bulletin.issue_date} choice={columns} />
          </>
        ) : null}
      </div>
      <ScreenTable
        key={day ?? 'all'}
        {...table}
        days={large ? shownDays : days}
        hidden={columns.hidden}
        tinted={tools && tinted}
      />
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
    <div className="d-flex flex-wrap align-items-center gap-2">
      <PressedChoice
        legend={t('bulletin.grid.daysShown')}
        legendHidden
        options={choices}
        chosen={day}
        onChoose={onDay}
      />
      <span className="small text-secondary">{t('bulletin.grid.dayAtATime', { cells })}</span>
    </div>
  );
}

const NO_NOTES: Record<string, string> = {};

type ScreenTableProps = Omit<GridTableProps, 'columns' | 'captionId'> & {
  days: number[];
  hidden: HiddenColumns;
};

/**
 * A table of the days shown, without the hidden columns, scrolling sideways with the venue column
 * kept, its cut edges shadowed.
 */
function ScreenTable({ days, hidden, ...table }: ScreenTableProps) {
  const columns = useMemo(
    () =>
      gridColumns(table.composition, days).filter((column) =>
        columnShown(hidden, { day: column.day, slot: column.slot.code, dataTypeId: column.dataType.id }),
      ),
    [table.composition, days, hidden],
  );
  const captionId = `bulletin-grid-caption-${days.join('-')}`;
  const scroller = useRef<HTMLElement>(null);
  const edges = useScrollEdges(scroller);
  return (
    <div className="bulletin-grid-frame" data-more-before={edges.before} data-more-after={edges.after}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard to be scrolled (WCAG 2.1.1) */}
      <section ref={scroller} className="bulletin-grid-scroll" aria-labelledby={captionId} tabIndex={0}>
        <GridTable {...table} columns={columns} captionId={captionId} />
      </section>
    </div>
  );
}
