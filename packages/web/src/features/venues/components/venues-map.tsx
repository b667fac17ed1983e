import { MAX_PAGE_SIZE } from '@bora/shared/page-size';
import type { Venue } from '@bora/shared/venue';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MapPoint } from '../../../components/map/map-point.ts';
import { VenueMap } from '../../../components/map/venue-map.tsx';
import { QueryState } from '../../../components/query-states.tsx';
import { useVenuePoints } from '../api/get-venue-points.ts';

/** A venue as a point on the map, linked to its page. */
export function venuePoint(venue: Venue, t: TFunction): MapPoint {
  const elevation = venue.elevation === null ? null : t('venues.metres', { value: venue.elevation });
  return {
    id: venue.id,
    label: venue.name,
    latitude: venue.latitude,
    longitude: venue.longitude,
    href: `/venues/${venue.id}`,
    description: [t(`venues.kind.${venue.kind}`), elevation, venue.region].filter(Boolean).join(' · '),
    muted: !venue.active,
  };
}

/** The map of every venue the list's search and filters leave, not only the page on screen. */
export function VenuesMap({ filterQuery }: { filterQuery: string }) {
  const { t } = useTranslation();
  const query = useVenuePoints(filterQuery);
  return (
    <section className="card shadow-sm rounded mt-4" aria-labelledby="venues-map-title">
      <div className="card-body p-4">
        <h2 id="venues-map-title" className="h4 mb-3">
          {t('venues.map.title')}
        </h2>
        <QueryState query={query}>
          {(page) => (
            <>
              <p className="text-secondary small mb-2">
                {page.count > MAX_PAGE_SIZE
                  ? t('venues.map.capped', { shown: page.results.length, count: page.count })
                  : t('venues.map.count', { count: page.count })}
              </p>
              <VenueMap
                points={page.results.map((venue) => venuePoint(venue, t))}
                label={t('venues.map.label')}
                height={460}
                withList
              />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
