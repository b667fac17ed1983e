import 'leaflet/dist/leaflet.css';
import './venue-map.css';
import { divIcon, type Map as LeafletMap, layerGroup, marker } from 'leaflet';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MapPoint } from './map-point.ts';
import { frameOn, useLeafletMap } from './use-leaflet-map.ts';

// HTML markers drawn by CSS: nothing to fetch, so no broken default icon images under Vite.
const markerIcons = {
  normal: divIcon({ className: 'map-marker', iconSize: [18, 18], iconAnchor: [9, 9], popupAnchor: [0, -8] }),
  muted: divIcon({
    className: 'map-marker map-marker-muted',
    iconSize: [18, 18],
    iconAnchor: [9, 9],
    popupAnchor: [0, -8],
  }),
};

type VenueMapProps = {
  points: MapPoint[];
  /** The map's accessible name, e.g. "Map of the venues". */
  label: string;
  /** Height of the map in CSS pixels. */
  height?: number;
  /** Shows, under the map, the places as a list of links: the keyboard and screen-reader way in. */
  withList?: boolean;
};

/**
 * A map of places with a marker and a popup each, framed to fit them all. Tiles come from the
 * configured tile server, over coastlines and borders drawn from data Bora ships; when the tiles
 * cannot be loaded the markers stay on those outlines and a note says so.
 */
export function VenueMap({ points, label, height = 420, withList = false }: VenueMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const leaflet = useLeafletMap(container, { tiles: { onError: () => setTilesFailed(true) } });
  const popups = usePopupHosts(leaflet, points);
  const noteId = useId();

  return (
    <div className="venue-map">
      <section
        className="venue-map-frame map-frame"
        aria-label={label}
        aria-describedby={tilesFailed ? noteId : undefined}
      >
        <div ref={container} className="venue-map-canvas map-canvas" style={{ height }} />
        {tilesFailed ? (
          <p id={noteId} className="venue-map-note" role="status">
            {t('map.tilesUnavailable')}
          </p>
        ) : null}
      </section>
      {points.map((point) => {
        const host = popups.get(point.id);
        return host ? createPortal(<PopupContent point={point} />, host, String(point.id)) : null;
      })}
      {withList ? <PointList points={points} /> : null}
    </div>
  );
}

/**
 * Puts a marker per point on the map and frames it on them; answers, per point, the element its
 * popup shows, into which React renders the popup's content (so its link is a router link).
 */
function usePopupHosts(leaflet: LeafletMap | null, points: MapPoint[]): Map<number, HTMLElement> {
  const [hosts, setHosts] = useState<Map<number, HTMLElement>>(new Map());
  const positions = points.map((p) => `${p.id}:${p.latitude}:${p.longitude}:${p.label}:${p.muted}`).join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `positions` stands for what the markers show
  useEffect(() => {
    if (!leaflet) return;
    const layer = layerGroup().addTo(leaflet);
    const next = new Map<number, HTMLElement>();
    for (const point of points) {
      const host = document.createElement('div');
      const pin = marker([point.latitude, point.longitude], {
        icon: point.muted ? markerIcons.muted : markerIcons.normal,
        title: point.label,
        alt: point.label,
        keyboard: true,
      })
        .bindPopup(host)
        .addTo(layer);
      // A lone place is named on the map, which matters most when there is no background to read.
      if (points.length === 1) {
        pin.bindTooltip(point.label, { permanent: true, direction: 'right', offset: [10, 0] });
      }
      next.set(point.id, host);
    }
    setHosts(next);
    frameOn(leaflet, points);
    return () => {
      layer.remove();
    };
  }, [leaflet, positions]);

  return hosts;
}

function PopupContent({ point }: { point: MapPoint }) {
  return (
    <>
      <Link to={point.href} className="fw-semibold">
        {point.label}
      </Link>
      {point.description ? <div className="small text-secondary">{point.description}</div> : null}
    </>
  );
}

function PointList({ points }: { points: MapPoint[] }) {
  const { t } = useTranslation();
  return (
    <details className="venue-map-list mt-2">
      <summary>{t('map.list', { count: points.length })}</summary>
      <ul className="list-unstyled mb-0 mt-2">
        {points.map((point) => (
          <li key={point.id}>
            <Link to={point.href}>{point.label}</Link>{' '}
            <span className="small text-secondary">
              {point.latitude.toFixed(4)}, {point.longitude.toFixed(4)}
              {point.description ? ` · ${point.description}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
