import { DEFAULT_TIME_ZONE, isTimeZone } from '@bora/shared/agency-time';

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

export type RuntimeConfig = {
  agencyName: string;
  companyName: string;
  /** The venue maps' tile URL template and its credit line (TILE_URL / TILE_ATTRIBUTION on the server). */
  tileUrl: string;
  tileAttribution: string;
  /** The agency's time zone (TIME_ZONE on the server): "today", issue times and countdowns are read in it. */
  timeZone: string;
};

export const DEFAULT_CONFIG: RuntimeConfig = {
  agencyName: 'Servizio Meteorologico Nazionale',
  companyName: 'Bora Software',
  tileUrl: DEFAULT_TILE_URL,
  tileAttribution: DEFAULT_TILE_ATTRIBUTION,
  timeZone: DEFAULT_TIME_ZONE,
};

/**
 * The names, map tiles and time zone the server writes into index.html's `bora-config` block at serve time, so one build
 * serves any agency. Falls back to the defaults when the block is missing or not valid JSON.
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const text = doc.getElementById('bora-config')?.textContent;
  if (!text) return DEFAULT_CONFIG;
  try {
    return parseConfig(JSON.parse(text)) ?? DEFAULT_CONFIG;
  } catch {
    return DEFAULT_CONFIG;
  }
}

/**
 * Checked by hand rather than with a zod schema: every page reads this before the first paint,
 * and zod stays out of the entry bundle.
 */
function parseConfig(value: unknown): RuntimeConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const given: Partial<Record<keyof RuntimeConfig, unknown>> = value;
  const { agencyName, companyName, tileUrl = DEFAULT_TILE_URL } = given;
  const { tileAttribution = DEFAULT_TILE_ATTRIBUTION, timeZone = DEFAULT_TIME_ZONE } = given;
  if (!isFilled(agencyName) || !isFilled(companyName) || !isFilled(tileUrl)) return null;
  if (typeof tileAttribution !== 'string') return null;
  if (!isFilled(timeZone) || !isTimeZone(timeZone)) return null;
  return { agencyName, companyName, tileUrl, tileAttribution, timeZone };
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

let cached: RuntimeConfig | undefined;

/** The page's runtime configuration, read once. */
export function runtimeConfig(): RuntimeConfig {
  cached ??= readRuntimeConfig();
  return cached;
}
