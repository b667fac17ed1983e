import type { BulletinComposition } from '@bora/shared/bulletin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findVenues } from './reader-model.ts';

type Venue = BulletinComposition['venues'][number];

type VenueFinderProps = {
  venues: readonly Venue[];
  /** The venue shown; null for all of them (a wide screen's table). */
  chosen: number | null;
  onChoose: (venueId: number | null) => void;
  /** A wide screen may go back to every venue. */
  allowAll: boolean;
};

/** At most this many venues found are offered: a few letters more narrow the rest. */
const MOST_FOUND = 8;

/** Which venue is read: a list of them all, and a search that finds one from a few letters of its name. */
export function VenueFinder({ venues, chosen, onChoose, allowAll }: VenueFinderProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const found = findVenues(venues, typed);
  const choose = (venueId: number) => {
    setTyped('');
    onChoose(venueId);
  };
  return (
    <div className="reader-finder d-print-none">
      <div className="reader-finder-fields">
        <div className="reader-finder-field">
          <label htmlFor={`${id}-search`} className="form-label">
            {t('bulletin.reader.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="form-control"
            autoComplete="off"
            value={typed}
            aria-describedby={`${id}-found`}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              const first = found[0];
              if (event.key === 'Enter' && first) {
                event.preventDefault();
                choose(first.id);
              }
            }}
          />
        </div>
        <div className="reader-finder-field">
          <label htmlFor={`${id}-venue`} className="form-label">
            {t('bulletin.reader.venue')}
          </label>
          <select
            id={`${id}-venue`}
            className="form-select"
            value={chosen ?? ''}
            onChange={(event) => onChoose(event.target.value ? Number(event.target.value) : null)}
          >
            {allowAll || chosen === null ? <option value="">{t('bulletin.reader.allVenues')}</option> : null}
            {venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={`${id}-found`} className="visually-hidden" aria-live="polite">
        {typed.trim() ? t('bulletin.reader.found', { count: found.length }) : ''}
      </p>
      {found.length ? (
        <ul className="reader-finder-found list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0">
          {found.slice(0, MOST_FOUND).map((venue) => (
            <li key={venue.id}>
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                onClick={() => choose(venue.id)}
              >
                {venue.name}
              </button>
            </li>
          ))}
        </ul>
      ) : typed.trim() ? (
        <p className="small text-secondary mt-2 mb-0">{t('bulletin.reader.found', { count: 0 })}</p>
      ) : null}
    </div>
  );
}
