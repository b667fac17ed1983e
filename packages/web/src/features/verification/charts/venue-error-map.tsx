import { circleMarker, layerGroup } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { frameOn, useLeafletMap } from '../../../components/map/use-leaflet-map.ts';
import { colourStep, ERROR_COLOURS } from './score-figures.ts';

export type VenueError = {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
  /** MAE for numbers, mean angular error for directions, share wrong for other classes; null without pairs. */
  error: number | null;
  count: number;
};

/** Up to this many venues are named on the map itself. */
const LABELLED = 12;

type VenueErrorMapProps = {
  venues: VenueError[];
  /** Writes an error as the legend shows it (a number with its unit, or a percentage). */
  format: (error: number) => string;
  label: string;
};

/**
 * The venues as dots coloured by their error, light to dark, on the coastlines and borders Bora
 * ships (no tiles): where the forecast goes wrong shows as a place. A few venues are named beside
 * their dots with their error; more say it in a tooltip. The table under the map has them all.
 */
export function VenueErrorMap({ venues, format, label }: VenueErrorMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const leaflet = useLeafletMap(container, { tiles: false, zoomSnap: 0.25 });
  const errors = venues.flatMap((v) => (v.error === null ? [] : [v.error]));
  const lowest = Math.min(...errors);
  const highest = Math.max(...errors);
  const drawn = venues.map((v) => `${v.code}:${v.error}`).join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `drawn` stands for what the dots show
  useEffect(() => {
    if (!leaflet) return;
    const layer = layerGroup().addTo(leaflet);
    // A few venues carry their name and error beside the dot; many would cover each other, and say them on hover.
    const labelled = venues.length <= LABELLED;
    // The western half's names to the left of their dots, the eastern half's to the right: neighbours' names part.
    const longitudes = venues.map((v) => v.longitude).sort((a, b) => a - b);
    const middle = longitudes[Math.floor(longitudes.length / 2)] ?? 0;
    for (const venue of venues) {
      const colour =
        venue.error === null ? '#c5c7c9' : ERROR_COLOURS[colourStep(venue.error, lowest, highest)];
      circleMarker([venue.latitude, venue.longitude], {
        radius: 8,
        color: '#1a1a1a',
        weight: 1,
        fillColor: colour,
        fillOpacity: 0.95,
      })
        .bindTooltip(
          labelled
            ? `${venue.name} ${venue.error === null ? '–' : format(venue.error)}`
            : `${venue.name}: ${venue.error === null ? '–' : format(venue.error)} (n = ${venue.count})`,
          labelled
            ? {
                permanent: true,
                direction: venue.longitude < middle ? 'left' : 'right',
                offset: [venue.longitude < middle ? -8 : 8, 0],
                className: 'verification-map-label',
              }
            : {},
        )
        .addTo(layer);
    }
    // Never closer than a region: a coast or a border stays in view around the venues.
    frameOn(leaflet, venues, { margin: 40, maxZoom: 7 });
    return () => {
      layer.remove();
    };
  }, [leaflet, drawn]);

  const steps = ERROR_COLOURS.map((colour, i) => {
    const from = lowest + ((highest - lowest) * i) / ERROR_COLOURS.length;
    return { colour, from };
  });
  return (
    <div className="verification-map">
      <section className="map-frame" aria-label={label}>
        <div ref={container} className="verification-map-canvas map-canvas" />
      </section>
      {errors.length ? (
        <ul className="verification-legend list-unstyled d-flex flex-wrap gap-3 small mt-2 mb-0">
          {(highest > lowest ? steps : steps.slice(0, 1)).map((step) => (
            <li key={step.colour} className="d-flex align-items-center gap-1">
              <span
                className="verification-swatch"
                style={{ backgroundColor: step.colour }}
                aria-hidden="true"
              />
              {t('verification.map.from', { value: format(step.from) })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
