import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params, ShouldRevalidateFunction } from 'react-router';

/** What a route's address says of the data its screen reads. */
type Address = {
  /** The route's `:id`, when it is a positive integer; null otherwise (the screen says what is wrong). */
  id: number | null;
  search: URLSearchParams;
  params: Params;
};

/**
 * Starts reading what a screen will ask for at an address, into the query client; nothing when the
 * address names nothing to read. Each read imports the small module of the screen's query, a chunk
 * of its own (the API client it uses is in the entry), so that the first page's bundle stays as it
 * was and the read starts as soon as that chunk arrives, beside the screen's code.
 */
export type EarlyRead = (queryClient: QueryClient, address: Address) => Promise<unknown> | null | undefined;

/**
 * A route's loader that starts its screen's main read as soon as the route is matched, instead of
 * after the screen's code has loaded: a reader opening a link sees the data a round trip sooner, and
 * the screen's own query then finds the answer in the cache, or on its way. The loader returns at
 * once, so the shell and the screen's skeleton are drawn as before, and a failed read is the
 * screen's to show (prefetchQuery never throws).
 */
function loaderOf(queryClient: QueryClient, read: EarlyRead): LoaderFunction {
  return ({ params, request }) => {
    const id = Number(params.id);
    const address = {
      id: Number.isInteger(id) && id > 0 ? id : null,
      search: new URL(request.url).searchParams,
      params,
    };
    // A module that fails to load fails the screen's own import too, which shows it.
    read(queryClient, address)?.catch(() => {});
    return null;
  };
}

/**
 * Read again only for another address of the route: a change of its search params alone (a filter,
 * a page, a dialog, a tab) is followed by the screen's own queries, its code being already here.
 */
const onNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

/** The loader of a route whose data is known from its address; nothing without a query client (tests). */
export function readEarly(queryClient: QueryClient | undefined, read: EarlyRead) {
  return queryClient ? { loader: loaderOf(queryClient, read), shouldRevalidate: onNewPath } : {};
}

export const readBulletin: EarlyRead = (client, { id }) =>
  id === null
    ? null
    : import('../features/bulletins/api/bulletin-query.ts').then((m) =>
        client.prefetchQuery(m.bulletinQueryOptions(id)),
      );

export const readBulletins: EarlyRead = (client, { search }) =>
  import('../lib/bulletin/list-bulletins.ts').then((m) => client.prefetchQuery(m.bulletinsAtAddress(search)));

export const readBulletinType: EarlyRead = (client, { id }) =>
  id === null
    ? null
    : import('../lib/bulletin-type/get-bulletin-type.ts').then((m) =>
        client.prefetchQuery(m.bulletinTypeQueryOptions(id)),
      );

export const readBulletinTypes: EarlyRead = (client, { search }) =>
  import('../features/bulletin-types/api/list-bulletin-types.ts').then((m) =>
    client.prefetchQuery(m.bulletinTypesAtAddress(search)),
  );

export const readDataType: EarlyRead = (client, { id }) =>
  id === null
    ? null
    : import('../features/data-types/api/get-data-type.ts').then((m) =>
        client.prefetchQuery(m.dataTypeQueryOptions(id)),
      );

export const readDataTypes: EarlyRead = (client, { search }) =>
  import('../features/data-types/api/get-data-types.ts').then((m) =>
    client.prefetchQuery(m.dataTypesAtAddress(search)),
  );

export const readVenue: EarlyRead = (client, { id }) =>
  id === null
    ? null
    : import('../features/venues/api/get-venue.ts').then((m) =>
        client.prefetchQuery(m.venueQueryOptions(id)),
      );

export const readVenues: EarlyRead = (client, { search }) =>
  import('../features/venues/api/get-venues.ts').then((m) => client.prefetchQuery(m.venuesAtAddress(search)));

export const readAuthority: EarlyRead = (client, { id }) =>
  id === null
    ? null
    : import('../features/authorities/api/get-authority.ts').then((m) =>
        client.prefetchQuery(m.authorityQueryOptions(id)),
      );

export const readAuthorities: EarlyRead = (client, { search }) =>
  import('../features/authorities/api/list-authorities.ts').then((m) =>
    client.prefetchQuery(m.authoritiesAtAddress(search)),
  );

/** The icon sets: About credits them, the icon screens show them. */
export const readIconSets: EarlyRead = (client) =>
  import('../lib/icon-sets.ts').then((m) => client.prefetchQuery(m.iconSetsQueryOptions));

/** The public types the subscription form offers; its confirm and unsubscribe pages read nothing. */
export const readPublicTypes: EarlyRead = (client, { params }) =>
  (params['*'] ?? '') === ''
    ? import('../features/subscribe/api/list-public-types.ts').then((m) =>
        client.prefetchQuery(m.publicTypesQueryOptions),
      )
    : null;
