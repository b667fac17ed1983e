import { createRequire } from 'node:module';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** A place to mark on the map. */
export type MapPlace = { latitude: number; longitude: number };

/** The map of a document: the land as an SVG picture, its size on the page, and where each place falls on it (0–1). */
export type DocumentMap = { svg: string; width: number; height: number; places: { x: number; y: number }[] };

/** The largest map a landscape A4 page holds under its heading, in centimetres. */
const MAX_WIDTH = 26;
const MAX_HEIGHT = 15.5;
/** Units of the picture's own coordinates across its width. */
const SCALE = 1000;

let land: Feature<Polygon | MultiPolygon>[] | undefined;

/**
 * Natural Earth's countries at 1:50 million (the world-atlas package the web app's maps draw too),
 * read the first time a document has a map.
 */
export function countries(): Feature<Polygon | MultiPolygon>[] {
  if (!land) {
    const topology = createRequire(import.meta.url)('world-atlas/countries-50m.json') as Topology<{
      countries: GeometryCollection;
    }>;
    land = feature(topology, topology.objects.countries).features as Feature<Polygon | MultiPolygon>[];
  }
  return land;
}

/**
 * The map around the places, drawn as vectors: coastlines and borders in an equirectangular
 * projection corrected for the latitude (true enough at a country's scale). Null without places.
 */
export function documentMap(places: MapPlace[]): DocumentMap | null {
  if (!places.length) return null;
  const lats = places.map((p) => p.latitude);
  const lons = places.map((p) => p.longitude);
  // A margin around the places, and at least some land around a few close ones, to know them by.
  const pad = (min: number, max: number) => Math.max((max - min) * 0.12, 0.6);
  const south = Math.min(...lats) - pad(Math.min(...lats), Math.max(...lats));
  const north = Math.max(...lats) + pad(Math.min(...lats), Math.max(...lats));
  const west = Math.min(...lons) - pad(Math.min(...lons), Math.max(...lons));
  const east = Math.max(...lons) + pad(Math.min(...lons), Math.max(...lons));
  const stretch = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const ratio = (north - south) / ((east - west) * stretch);
  const width = Math.min(MAX_WIDTH, MAX_HEIGHT / ratio);
  const height = width * ratio;
  const x = (lon: number) => ((lon - west) / (east - west)) * SCALE;
  const y = (lat: number) => ((north - lat) / (north - south)) * SCALE * ratio;
  const inView = (ring: Position[]) =>
    ring.some(
      ([lon = 0, lat = 0]) => lon >= west - 5 && lon <= east + 5 && lat >= south - 5 && lat <= north + 5,
    );
  const paths: string[] = [];
  for (const country of countries()) {
    const polygons =
      country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
    for (const polygon of polygons)
      for (const ring of polygon)
        if (inView(ring))
          paths.push(
            `M${ring.map(([lon = 0, lat = 0]) => `${x(lon).toFixed(1)} ${y(lat).toFixed(1)}`).join('L')}Z`,
          );
  }
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SCALE} ${(SCALE * ratio).toFixed(1)}">`,
    `<rect width="100%" height="100%" fill="#e9f1f7"/>`,
    `<path d="${paths.join('')}" fill="#f5f3ee" stroke="#5c6f82" stroke-width="1" fill-rule="evenodd"/>`,
    '</svg>',
  ].join('');
  return {
    svg,
    width,
    height,
    places: places.map((p) => ({ x: x(p.longitude) / SCALE, y: y(p.latitude) / (SCALE * ratio) })),
  };
}
