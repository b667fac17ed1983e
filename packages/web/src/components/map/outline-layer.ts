import { geoJSON, type Layer, type Map as LeafletMap } from 'leaflet';
import type { GeometryCollection, Topology } from 'topojson-specification';

const PANE = 'outlines';

/**
 * Natural Earth's countries at 1:50 million (the world-atlas package), as GeoJSON. A chunk of
 * its own, fetched from Bora itself when a map first opens: it needs no outside server.
 */
async function loadCountries() {
  const [{ feature }, atlas] = await Promise.all([
    import('topojson-client'),
    import('world-atlas/countries-50m.json'),
  ]);
  const topology = atlas.default as unknown as Topology<{ countries: GeometryCollection }>;
  return feature(topology, topology.objects.countries);
}

/**
 * Draws coastlines and borders under the tiles: loaded tiles cover them, and without tiles
 * (offline, or a tile server that does not answer) they are the map the markers sit on.
 * Answers the function that takes them off the map again.
 */
export function addOutlines(leaflet: LeafletMap): () => void {
  const pane = leaflet.getPane(PANE) ?? leaflet.createPane(PANE);
  // Leaflet's tile pane is at 200: this one lies just below it.
  pane.style.zIndex = '150';
  let layer: Layer | undefined;
  let removed = false;
  void loadCountries().then((countries) => {
    if (removed) return;
    layer = geoJSON(countries, {
      pane: PANE,
      interactive: false,
      style: { className: 'map-outline', color: '#5c6f82', weight: 1, fillColor: '#f5f3ee', fillOpacity: 1 },
    }).addTo(leaflet);
  });
  return () => {
    removed = true;
    layer?.remove();
  };
}
