/** The encodings an answer kept as bytes is made in, best first. */
export const KEPT_ENCODINGS = ['br', 'gzip'] as const;
export type KeptEncoding = (typeof KEPT_ENCODINGS)[number] | 'identity';

/**
 * The best of brotli, gzip and no encoding that an `Accept-Encoding` header allows (RFC 9110
 * §12.5.3): the highest weight wins, brotli before gzip when equal; `identity` unless refused.
 */
export function preferredEncoding(header: string | undefined): KeptEncoding {
  const weightOf = encodingWeights(header);
  let best: KeptEncoding = 'identity';
  let bestWeight = 0;
  for (const encoding of KEPT_ENCODINGS) {
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** True when an `Accept-Encoding` header allows `encoding` (a weight above 0, named or by `*`). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  return encodingWeights(header)(encoding) > 0;
}

/** The weight (q) an `Accept-Encoding` header gives each encoding; 0 for one it does not allow. */
function encodingWeights(header: string | undefined): (name: string) => number {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return (name) => weights.get(name) ?? weights.get('*') ?? 0;
}
