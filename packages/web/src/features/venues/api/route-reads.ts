import type { RouteRead } from '../../../lib/route-read.ts';
import { listApiQuery } from '../../../lib/use-list-params.ts';
import { venueQueryOptions } from './get-venue.ts';
import { venuesQueryOptions } from './get-venues.ts';

/** What the venues screen's address carries besides its page: its filters, and the ordering it starts with. */
export const VENUE_LIST = {
  defaults: { ordering: 'name' },
  filters: ['authority', 'kind', 'active', 'region'],
} as const;

/** `/venues/{id}`: the venue. */
export const readVenue: RouteRead = (client, { id }) =>
  id === null ? null : client.prefetchQuery(venueQueryOptions(id));

/** `/venues`: the page of the list its address asks for. */
export const readVenues: RouteRead = (client, { search }) =>
  client.prefetchQuery(venuesQueryOptions(listApiQuery(search, VENUE_LIST)));
