import { MAX_PAGE_SIZE } from '@bora/shared/page-size';
import { useQuery } from '@tanstack/react-query';
import { venuesQueryOptions } from './get-venues.ts';

/** The regions the venues are in, sorted, for the region filter. */
export function useVenueRegions() {
  return useQuery({
    ...venuesQueryOptions(`page_size=${MAX_PAGE_SIZE}&ordering=region`),
    select: (page) => [...new Set(page.results.map((v) => v.region).filter(Boolean))].sort(),
  });
}
