import 'leaflet/dist/leaflet.css';
import './bulletin-map.css';
import type { BulletinComposition, BulletinDetail } from '@bora/shared/bulletin';
import type { CellKey } from '@bora/shared/bulletin-check';
import { divIcon, type Map as LeafletMap, layerGroup, marker } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  type CellFormat,
  CellValue,
  DirectionArrow,
  type GridIcon,
  useCellFormat,
} from '../bulletin/cell-value.tsx';
import {
  type MapChoices,
  type MapVenue,
  markerCell,
  markerContent,
  markerTypes,
  placedVenues,
  type ValueAt,
} from './bulletin-map-model.ts';
import { MapPickers } from './bulletin-map-pickers.tsx';
import { spreadApart } from './marker-spread.ts';
import { frameOn, useLeafletMap } from './use-leaflet-map.ts';

/** What the map is drawn from: the grid's venues and its values as they are now. */
export type BulletinMapData = {
  bulletin: Pick<BulletinDetail, 'composition' | 'issue_date'>;
  icons: readonly GridIcon[];
  valueAt: ValueAt;
};

type BulletinMapProps = BulletinMapData & {
  choices: MapChoices;
  onChoices: (choices: MapChoices) => void;
  /** Shows a venue's cell of the day and slot shown in the table. */
  onCell: (cell: CellKey) => void;
  /**
   * Where the day, slot and numbers are picked: above the map (the staff's page), or below it (a
   * reader's page, where the map itself comes first, as a forecast map's time line does).
   */
  pickers?: 'above' | 'below';
};

/**
 * The bulletin's venues on a map, each with the picture and the numbers of the day and slot
 * picked above it, its wind as an arrow: what a row-by-row table hides (a lone sunny icon in a
 * rainy valley) shows at a glance. A marker is a button that takes the grid to the venue's row.
 * The map is drawn on the coastlines and borders Bora ships, with no tiles: it asks no other server.
 */
export function BulletinMap(props: BulletinMapProps) {
  const { bulletin, icons, valueAt, choices, onChoices, onCell, pickers = 'above' } = props;
  const { t } = useTranslation();
  const format = useCellFormat(icons);
  const { composition } = bulletin;
  const { placed, unplaced } = useMemo(() => placedVenues(composition), [composition]);
  const container = useRef<HTMLDivElement>(null);
  const leaflet = useLeafletMap(container, { tiles: false, zoomSnap: 0.25 });
  const hosts = useMarkerHosts(leaflet, placed);
  const crowded = useCrowded(leaflet, placed.length);
  // Seen from afar, a crowded map shows pictures only and asks to zoom: moving a hundred of them
  // apart would take each far from its venue.
  useSpreadMarkers(leaflet, placed, hosts, !crowded, choices);
  const markerOf = (venue: MapVenue) => {
    const content = markerContent(venue, choices, composition, valueAt, format);
    return (
      <VenueMarker
        venue={venue}
        content={content}
        composition={composition}
        format={format}
        onShow={() => onCell(markerCell(venue, choices, composition))}
      />
    );
  };
  const picked = (
    <MapPickers
      composition={composition}
      issueDate={bulletin.issue_date}
      choices={choices}
      onChoices={onChoices}
    />
  );
  return (
    <div className="bulletin-map">
      {pickers === 'above' ? picked : null}
      {crowded ? <p className="small text-secondary mb-1">{t('bulletin.map.crowded')}</p> : null}
      <section
        className={`map-frame${crowded ? ' bulletin-map-crowded' : ''}`}
        aria-label={t('bulletin.map.label')}
      >
        <div ref={container} className="bulletin-map-canvas map-canvas" />
      </section>
      {pickers === 'below' ? <div className="mt-2">{picked}</div> : null}
      {placed.map((venue) => {
        const host = hosts.get(venue.id);
        return host ? createPortal(markerOf(venue), host, String(venue.id)) : null;
      })}
      {unplaced.length ? (
        <section className="mt-3" aria-labelledby="bulletin-map-unplaced">
          <h3 id="bulletin-map-unplaced" className="h6">
            {t('bulletin.map.unplaced', { count: unplaced.length })}
          </h3>
          <ul className="list-unstyled d-flex flex-wrap gap-2">
            {unplaced.map((venue) => (
              <li key={venue.id}>{markerOf(venue)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

type VenueMarkerProps = {
  venue: MapVenue;
  content: ReturnType<typeof markerContent>;
  composition: BulletinComposition;
  format: CellFormat;
  onShow: () => void;
};

/** A venue's picture, numbers and wind, as a button named by all of them. */
function VenueMarker({ venue, content, composition, format, onShow }: VenueMarkerProps) {
  const types = markerTypes(composition);
  return (
    <button
      type="button"
      className="bulletin-map-marker"
      aria-label={content.label}
      title={content.label}
      onClick={onShow}
    >
      {types.icon ? (
        <span className="bulletin-map-icon">
          {content.icon === undefined ? null : (
            <CellValue value={content.icon} dataType={types.icon} format={format} />
          )}
        </span>
      ) : null}
      {content.direction === undefined ? null : (
        <span className="bulletin-map-wind">
          <DirectionArrow point={String(content.direction)} />
        </span>
      )}
      {content.numbers ? <span className="bulletin-map-numbers">{content.numbers}</span> : null}
      <span className="bulletin-map-name">{venue.name}</span>
    </button>
  );
}

/**
 * Puts a marker per placed venue on the map and frames the map on them; answers, per venue, the
 * element its marker is, into which React draws the marker's content as the values change.
 */
function useMarkerHosts(
  leaflet: LeafletMap | null,
  venues: readonly (MapVenue & { latitude: number; longitude: number })[],
) {
  const [hosts, setHosts] = useState<ReadonlyMap<number, HTMLElement>>(new Map());
  useEffect(() => {
    if (!leaflet) return;
    const layer = layerGroup().addTo(leaflet);
    const next = new Map<number, HTMLElement>();
    for (const venue of venues) {
      const host = document.createElement('div');
      // A zero-sized anchor at the venue's place: the button inside centres itself on it (CSS).
      const icon = divIcon({ html: host, className: 'bulletin-map-anchor', iconSize: [0, 0] });
      // Not Leaflet's own interactive marker: the button inside is clicked and reached with Tab.
      marker([venue.latitude, venue.longitude], { icon, interactive: false, keyboard: false }).addTo(layer);
      next.set(venue.id, host);
    }
    setHosts(next);
    // A marker is about 70 pixels wide and 70 high, centred on its venue; the outlines are the only
    // landmarks, so the frame stays far enough out to show a coast or a border near the venues.
    frameOn(leaflet, venues, { margin: 48, maxZoom: 8 });
    return () => {
      layer.remove();
    };
  }, [leaflet, venues]);
  return hosts;
}

/**
 * Moves markers that would cover one another apart (Arabba and Cortina, 20 km apart, seen from
 * afar), each as little as it takes, again at each zoom and each change of what they show.
 */
function useSpreadMarkers(
  leaflet: LeafletMap | null,
  venues: readonly (MapVenue & { latitude: number; longitude: number })[],
  hosts: ReadonlyMap<number, HTMLElement>,
  enabled: boolean,
  shown: MapChoices,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the markers' sizes change with what they show
  useEffect(() => {
    if (!leaflet || hosts.size === 0) return;
    const place = () => {
      const markers = venues.flatMap((venue) => {
        const host = hosts.get(venue.id);
        const button = host?.firstElementChild;
        if (!host || !(button instanceof HTMLElement)) return [];
        const at = leaflet.latLngToLayerPoint([venue.latitude, venue.longitude]);
        return [{ host, box: { x: at.x, y: at.y, width: button.offsetWidth, height: button.offsetHeight } }];
      });
      const offsets = enabled ? spreadApart(markers.map((m) => m.box)) : [];
      markers.forEach(({ host }, index) => {
        const offset = offsets[index];
        host.style.transform =
          offset && (offset.dx || offset.dy) ? `translate(${offset.dx}px, ${offset.dy}px)` : '';
      });
    };
    place();
    leaflet.on('zoomend', place);
    return () => {
      leaflet.off('zoomend', place);
    };
  }, [leaflet, venues, hosts, enabled, shown]);
}

/** Above this many venues, a map seen from afar shows their pictures only. */
const CROWDED_VENUES = 40;
/** The zoom from which the venues are far enough apart for their numbers. */
const CLOSE_ZOOM = 8;

/** Whether the map is too crowded for every marker's numbers: many venues, seen from afar. */
function useCrowded(leaflet: LeafletMap | null, venues: number): boolean {
  const [zoom, setZoom] = useState<number | null>(null);
  useEffect(() => {
    if (!leaflet) return;
    const follow = () => setZoom(leaflet.getZoom());
    follow();
    leaflet.on('zoomend', follow);
    return () => {
      leaflet.off('zoomend', follow);
    };
  }, [leaflet]);
  return venues > CROWDED_VENUES && zoom !== null && zoom < CLOSE_ZOOM;
}
