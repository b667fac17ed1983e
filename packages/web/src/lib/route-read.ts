import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** What a route's address says of the data its screen reads. */
export type RouteAddress = {
  /** The route's `:id`, when it is a positive integer; null otherwise (the screen says what is wrong). */
  id: number | null;
  search: URLSearchParams;
  params: Params;
};

/**
 * Starts reading, into the query client, what a screen will ask for at an address, with the
 * screen's own query options, so that the screen finds the answer in the cache or on its way;
 * nothing (null) when the address names nothing to read. A failed read is left to the screen.
 */
export type RouteRead = (queryClient: QueryClient, address: RouteAddress) => Promise<void> | null;
