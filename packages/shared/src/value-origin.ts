/**
 * A value's `origin` read back into its parts, so that it can be written in a reader's language.
 * The server writes two shapes (features/bulletins/value-origins.ts): `bulletin 12 (user
 * forecaster)` for a value typed in bulletin 12, `import: ecmwf-pp 2026-11-25T00Z (key model-bot)`
 * for one a file or a model run brought; a published bulletin keeps them without the sender.
 */

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
