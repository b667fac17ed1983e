import { z } from 'zod';

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

const runtimeConfigSchema = z.object({
  agencyName: z.string().min(1),
  companyName: z.string().min(1),
  /** The venue maps' tile URL template and its credit line (TILE_URL / TILE_ATTRIBUTION on the server). */
  tileUrl: z.string().min(1).default(DEFAULT_TILE_URL),
  tileAttribution: z.string().default(DEFAULT_TILE_ATTRIBUTION),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const DEFAULT_CONFIG: RuntimeConfig = {
  agencyName: 'Servizio Meteorologico Nazionale',
  companyName: 'Bora Software',
  tileUrl: DEFAULT_TILE_URL,
  tileAttribution: DEFAULT_TILE_ATTRIBUTION,
};

/**
 * The names and map tiles the server writes into index.html's `bora-config` block at serve time, so one build
 * serves any agency. Falls back to the defaults when the block is missing or not valid JSON.
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const text = doc.getElementById('bora-config')?.textContent;
  if (!text) return DEFAULT_CONFIG;
  try {
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_CONFIG;
  } catch {
    return DEFAULT_CONFIG;
  }
}

let cached: RuntimeConfig | undefined;

/** The page's runtime configuration, read once. */
export function runtimeConfig(): RuntimeConfig {
  cached ??= readRuntimeConfig();
  return cached;
}
