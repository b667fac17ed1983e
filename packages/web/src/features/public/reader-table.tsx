import type { BulletinComposition } from '@bora/shared/bulletin';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel, gridDays } from '../../lib/bulletin/grid-model.ts';
import { useLocalized } from '../../lib/localized.ts';
import { type ReaderForecastData, slotReading } from './reader-model.ts';
import { SlotSummary } from './slot-summary.tsx';
import { VenueValues } from './venue-values.tsx';

type ReaderTableProps = ReaderForecastData & {
  venues: BulletinComposition['venues'];
};

/**
 * The forecast on a wide screen: a venue a row, every day and slot a column, each cell the slot's
 * sky, temperatures and wind; a venue's other values open below its row. Ten venues of three days
 * of four slots fit a 1366-pixel screen without scrolling sideways.
 */
export function ReaderTable({ venues, composition, issueDate, summary, valueAt, format }: ReaderTableProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const { language } = local;
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const days = gridDays(composition);
  const { slots } = composition;
  const columns = 1 + days.length * slots.length;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a long bulletin's table scrolls sideways, and must be scrolled by keyboard too (WCAG 2.1.1)
    <section className="reader-table-scroll" aria-labelledby="reader-table-caption" tabIndex={0}>
      <table className="table reader-table">
        <caption id="reader-table-caption" className="visually-hidden">
          {t('bulletin.reader.tableCaption')}
        </caption>
        <colgroup>
          <col className="reader-table-venue" />
        </colgroup>
        <thead>
          <tr>
            <td rowSpan={2} />
            {days.map((day) => (
              <th
                key={day}
                id={`reader-day-${day}`}
                colSpan={slots.length}
                scope="colgroup"
                className="reader-day"
              >
                {dayLabel(language, issueDate, day)}
              </th>
            ))}
          </tr>
          <tr>
            {days.flatMap((day) =>
              slots.map((slot) => (
                <th
                  key={`${day}-${slot.code}`}
                  id={`reader-day-${day}-slot-${slot.code}`}
                  headers={`reader-day-${day}`}
                  scope="col"
                  className={`reader-slot-head${slot === slots[0] ? ' reader-day-start' : ''}`}
                >
                  {local.slotLabel(slot)}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {venues.map((venue) => {
            const shown = open.has(venue.id);
            const rowId = `reader-venue-${venue.id}`;
            return (
              <Fragment key={venue.id}>
                <tr>
                  <th scope="row" id={rowId} className="reader-venue">
                    <span className="d-block fw-semibold">{venue.name}</span>
                    <button
                      type="button"
                      className="btn btn-link btn-sm p-0 reader-more"
                      aria-label={t(shown ? 'bulletin.reader.lessValuesOf' : 'bulletin.reader.moreValuesOf', {
                        venue: venue.name,
                      })}
                      aria-expanded={shown}
                      aria-controls={shown ? `${rowId}-values` : undefined}
                      onClick={() => toggle(venue.id)}
                    >
                      {t(shown ? 'bulletin.reader.lessValues' : 'bulletin.reader.moreValues')}
                    </button>
                  </th>
                  {days.flatMap((day) =>
                    slots.map((slot) => (
                      <td
                        key={`${day}-${slot.code}`}
                        headers={`${rowId} reader-day-${day} reader-day-${day}-slot-${slot.code}`}
                        className={slot === slots[0] ? 'reader-day-start' : undefined}
                      >
                        <SlotSummary
                          reading={slotReading(
                            { venue_id: venue.id, day, slot: slot.code },
                            summary,
                            valueAt,
                            format,
                          )}
                          summary={summary}
                          format={format}
                        />
                      </td>
                    )),
                  )}
                </tr>
                {shown ? (
                  <tr id={`${rowId}-values`}>
                    <td colSpan={columns}>
                      <VenueValues
                        venue={venue}
                        composition={composition}
                        issueDate={issueDate}
                        valueAt={valueAt}
                        format={format}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
