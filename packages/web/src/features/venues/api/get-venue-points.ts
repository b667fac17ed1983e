import { MAX_PAGE_SIZE } from '@bora/shared/page-size';
import { useQuery } from '@tanstack/react-query';
import { venuesQueryOptions } from './get-venues.ts';

/**
 * Every venue the list's search and filters leave (up to the largest page), for the map: the
 * map shows the filtered list, not only the page on screen.
 */
export function useVenuePoints(filterQuery: string) {
  const query = new URLSearchParams(filterQuery);
  query.delete('page');
  query.set('page_size', String(MAX_PAGE_SIZE));
  return useQuery(venuesQueryOptions(query.toString()));
}
