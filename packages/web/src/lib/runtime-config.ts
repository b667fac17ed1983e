import { z } from 'zod';

const runtimeConfigSchema = z.object({
  agencyName: z.string().min(1),
  companyName: z.string().min(1),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const DEFAULT_CONFIG: RuntimeConfig = {
  agencyName: 'Servizio Meteorologico Nazionale',
  companyName: 'Bora Software',
};

/**
 * The names the server writes into index.html's `bora-config` block at serve time, so one build
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
