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

/** The first of Italian and English an Accept-Language header names, or null when it names neither. */
export function askedLanguage(acceptLanguage: string | undefined): Language | null {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase())
    .find((code): code is Language => code === 'it' || code === 'en');
  return wanted ?? null;
}
