import type { FooterEntry } from '@bora/shared/navigation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../lib/i18n.ts';

/** The exact console message the specification asks for when the footer links cannot be loaded. */
export const FOOTER_LOAD_ERROR = 'Impossibile caricare footer_navbar.json';

/**
 * The footer links. Never fails: a non-ok status or a network failure logs the message and gives
 * an empty list, and an answer that is not a list counts as an empty list.
 */
export async function getFooterNavbar(language: Language): Promise<FooterEntry[]> {
  let body: unknown;
  try {
    const response = await fetch('/api/footer_navbar/', {
      headers: { Accept: 'application/json', 'Accept-Language': language },
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch {
    console.error(FOOTER_LOAD_ERROR);
    return [];
  }
  if (!Array.isArray(body)) return [];
  // Loaded with the answer rather than in the entry bundle: the footer is on every first paint.
  const { footerEntrySchema } = await import('@bora/shared/navigation');
  return body.flatMap((item) => {
    const parsed = footerEntrySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const footerNavbarQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['navigation', 'footer', language],
    queryFn: () => getFooterNavbar(language),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useFooterNavbar(language: Language) {
  return useQuery(footerNavbarQueryOptions(language));
}
