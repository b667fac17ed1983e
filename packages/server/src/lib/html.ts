import type { Language } from '@bora/shared/language';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Picks Italian or English from an Accept-Language header (English when neither is asked for). */
export function pageLanguage(acceptLanguage: string | undefined): Language {
  return askedLanguage(acceptLanguage) ?? 'en';
}

/**
 * The one of Italian and English an Accept-Language header prefers (the higher weight; the first
 * named when equal; never one it refuses with q=0), or null when it accepts neither. Pages, feeds and
 * documents all choose by it.
 */
export function askedLanguage(acceptLanguage: string | undefined): Language | null {
  let best: Language | null = null;
  let bestWeight = 0;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const language = range.split('-')[0];
    if (language !== 'it' && language !== 'en') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(weight) && weight > bestWeight) {
      best = language;
      bestWeight = weight;
    }
  }
  return best;
}
