import type { BulletinComposition } from '@bora/shared/bulletin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOfDay, gridDays } from '../../lib/bulletin/grid-model.ts';
import { dateFormat } from '../../lib/date-formats.ts';
import { useLocalized } from '../../lib/localized.ts';
import { type ReaderForecastData, slotReading } from './reader-model.ts';
import { SlotSummary } from './slot-summary.tsx';
import { VenueValues } from './venue-values.tsx';

type ReaderVenueProps = ReaderForecastData & {
  venue: BulletinComposition['venues'][number];
};

/** One venue's forecast read top to bottom, as on a phone: each day, each slot a line, its other values on demand. */
export function ReaderVenue({ venue, composition, issueDate, summary, valueAt, format }: ReaderVenueProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const { language } = local;
  const [more, setMore] = useState(false);
  const day = dateFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const headingId = `reader-venue-${venue.id}-heading`;
  return (
    <section className="reader-venue-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="h4 mb-2">
        {venue.name}
      </h3>
      {gridDays(composition).map((each) => (
        <div key={each} className="mb-3">
          <h4 className="h6 reader-venue-day">{day.format(dateOfDay(issueDate, each))}</h4>
          <ul className="list-unstyled mb-0">
            {composition.slots.map((slot) => (
              <li key={slot.code} className="reader-venue-slot">
                <span className="reader-venue-slot-label">{local.slotLabel(slot)}</span>
                <SlotSummary
                  reading={slotReading(
                    { venue_id: venue.id, day: each, slot: slot.code },
                    summary,
                    valueAt,
                    format,
                  )}
                  summary={summary}
                  format={format}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-outline-primary btn-sm mb-2"
        aria-expanded={more}
        aria-controls={more ? `${headingId}-values` : undefined}
        onClick={() => setMore(!more)}
      >
        {t(more ? 'bulletin.reader.lessValuesOf' : 'bulletin.reader.moreValuesOf', { venue: venue.name })}
      </button>
      {more ? (
        <div id={`${headingId}-values`}>
          <VenueValues
            venue={venue}
            composition={composition}
            issueDate={issueDate}
            valueAt={valueAt}
            format={format}
          />
        </div>
      ) : null}
    </section>
  );
}
