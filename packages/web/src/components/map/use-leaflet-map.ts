import 'leaflet/dist/leaflet.css';
import './map-frame.css';
import { type LatLngTuple, type Map as LeafletMap, latLngBounds, map, tileLayer } from 'leaflet';
import { type RefObject, useEffect, useState } from 'react';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { addOutlines } from './outline-layer.ts';

// A transparent pixel in place of a tile that did not load, so no broken-image frame is drawn.
const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Where a map opens when there is nothing to show: Italy. */
const ITALY_CENTRE: LatLngTuple = [42.5, 12.5];
const SINGLE_POINT_ZOOM = 11;

type LeafletMapOptions = {
  /**
   * Whether the configured tile server draws under the outlines, and what to do when a tile fails;
   * without tiles the map asks nothing of any other server.
   */
  tiles: false | { onError: () => void };
  /** Zoom levels in steps finer than whole ones (0.25, say), so that a frame fits its places closely. */
  zoomSnap?: number;
};

/**
 * A Leaflet map in `container`, over coastlines and borders drawn from data Bora ships (and the
 * configured tiles, when asked for); null until it is made, and removed with the component.
 */
export function useLeafletMap(
  container: RefObject<HTMLDivElement | null>,
  { tiles, zoomSnap = 1 }: LeafletMapOptions,
): LeafletMap | null {
  const [leaflet, setLeaflet] = useState<LeafletMap | null>(null);
  const onTileError = tiles ? tiles.onError : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; its tiles and zoom steps are fixed with it
  useEffect(() => {
    if (!container.current) return;
    const created = map(container.current, {
      center: ITALY_CENTRE,
      zoom: 5,
      zoomSnap,
      scrollWheelZoom: false,
    });
    if (onTileError) {
      const { tileUrl, tileAttribution } = runtimeConfig();
      tileLayer(tileUrl, { attribution: tileAttribution, errorTileUrl: BLANK_TILE })
        .on('tileerror', onTileError)
        .addTo(created);
    }
    const removeOutlines = addOutlines(created);
    setLeaflet(created);
    return () => {
      removeOutlines();
      created.remove();
      setLeaflet(null);
    };
  }, []);
  return leaflet;
}

type Framing = {
  /** Pixels kept between the places and the edges: room for a marker drawn larger than a dot. */
  margin?: number;
  /** The closest the frame comes, e.g. far enough to keep a coast or a border in view. */
  maxZoom?: number;
};

/** Frames the map on these places: a lone one close up, several all in view. */
export function frameOn(
  leaflet: LeafletMap,
  places: readonly { latitude: number; longitude: number }[],
  { margin = 24, maxZoom = SINGLE_POINT_ZOOM }: Framing = {},
): void {
  const corners = places.map((place): LatLngTuple => [place.latitude, place.longitude]);
  const [first] = corners;
  if (!first) return;
  if (corners.length === 1) leaflet.setView(first, maxZoom);
  else leaflet.fitBounds(latLngBounds(corners), { padding: [margin, margin], maxZoom });
}
