import type { NavEntry } from '@bora/shared/navigation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Language } from '../../../lib/i18n.ts';

/** The header menu for the current user, its names in the given language. */
export function getNavbar(language: Language): Promise<NavEntry[]> {
  return apiRequest('/api/navbar/', {
    headers: { 'Accept-Language': language },
    schema: () => import('@bora/shared/navigation').then((m) => m.navbarSchema),
  });
}

export const navbarQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['navigation', 'navbar', language],
    queryFn: () => getNavbar(language),
    staleTime: 5 * 60_000,
  });

export function useNavbar(language: Language) {
  return useQuery(navbarQueryOptions(language));
}
