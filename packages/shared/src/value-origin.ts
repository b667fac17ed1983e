/**
 * Where a value began, as its `origin` says: written once, when the value first comes into Bora,
 * then carried unchanged with it from bulletin to bulletin. Two shapes: `bulletin 12 (user
 * forecaster)` for a value typed in bulletin 12, `import: ecmwf-pp 2026-11-25T00Z (key model-bot)`
 * for one a file or a model run brought. Who sent it closes the text in brackets; the part before
 * names no one, and is what a published bulletin keeps. Written by the server, read back into its
 * parts by the web app to say it in the reader's language.
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

/** Who sent a value: a person's account, or an API key by its name. */
export type OriginSender = { by: 'user' | 'key'; name: string };

export type OriginParts =
  | { kind: 'typed'; bulletin: number; sender: OriginSender | null }
  | { kind: 'imported'; run: string; sender: OriginSender | null }
  /** Anything else (an origin from before they were kept in these shapes): shown as it is. */
  | { kind: 'text'; text: string };

const SENDER = String.raw`(?: \((user|key) (.+)\))?`;
const TYPED = new RegExp(`^bulletin (\\d+)${SENDER}$`);
const IMPORTED = new RegExp(`^import: ([^()]+?)${SENDER}$`);

function senderOf(by: string | undefined, name: string | undefined): OriginSender | null {
  return by === 'user' || by === 'key' ? { by, name: name ?? '' } : null;
}

export function originParts(origin: string): OriginParts {
  const typed = TYPED.exec(origin);
  if (typed) return { kind: 'typed', bulletin: Number(typed[1]), sender: senderOf(typed[2], typed[3]) };
  const imported = IMPORTED.exec(origin);
  if (imported)
    return { kind: 'imported', run: imported[1] ?? '', sender: senderOf(imported[2], imported[3]) };
  return { kind: 'text', text: origin };
}
