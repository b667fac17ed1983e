/**
 * Where a value began, as its `origin` says: written once, when the value first comes into Bora,
 * then carried unchanged with it from bulletin to bulletin. Who sent it closes the text in
 * brackets; the part before names no one, and is what a published bulletin keeps.
 */

/** A value a person typed, pasted or filled in bulletin `bulletinId`: `bulletin 12 (user forecaster)`. */
export function typedOrigin(bulletinId: number, sender: string): string {
  return `bulletin ${bulletinId} (${sender})`;
}

/** A value of a file or a model run: `import: ecmwf-pp 2026-11-25T00Z (key model-bot)`. */
export function importedOrigin(origin: string, sender: string): string {
  return `import: ${origin} (${sender})`;
}

/**
 * The origin without who sent the value, as a published bulletin keeps it (its readers are not
 * told who wrote it). An import's own part holds no brackets (`importOriginSchema`), so the first
 * opening bracket is the sender's.
 */
export function originWithoutSender(origin: string): string {
  const at = origin.indexOf(' (');
  return at < 0 ? origin : origin.slice(0, at);
}

/**
 * The origin a carried value keeps: its own, or for a value from before origins were kept, the
 * bulletin it was carried from.
 */
export function carriedOrigin(origin: string, fromBulletinId: number): string {
  return origin || `bulletin ${fromBulletinId}`;
}
