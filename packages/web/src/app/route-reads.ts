import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import type { RouteRead } from '../lib/route-read.ts';

/**
 * A route's loader that starts its screen's main read (`RouteRead`) as soon as the route is
 * matched, beside the loading of the screen's code instead of after it: a reader opening a link
 * sees the data a round trip sooner. The read comes in a small module of its own, so the first
 * page's bundle holds no more than the way to it. The loader returns at once, so the shell and
 * the screen's skeleton are drawn as before; a failed read is the screen's to show.
 */
function loaderOf(queryClient: QueryClient, read: () => Promise<RouteRead>): LoaderFunction {
  return ({ params, request }) => {
    const id = Number(params.id);
    const address = {
      id: Number.isInteger(id) && id > 0 ? id : null,
      search: new URL(request.url).searchParams,
      params,
    };
    // A module that fails to load fails the screen's own import too, which shows it.
    read()
      .then((start) => start(queryClient, address))
      .catch(() => {});
    return null;
  };
}

/**
 * Read again only for another address of the route: a change of its search params alone (a filter,
 * a page, a dialog, a tab) is followed by the screen's own queries, its code being already here.
 */
const onNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

/**
 * The loader of a route whose data is known from its address: `name`, a read of the module
 * `load` imports. Nothing without a query client (the tests' routes).
 */
export function readEarly<K extends string>(
  queryClient: QueryClient | undefined,
  load: () => Promise<Record<K, RouteRead>>,
  name: K,
) {
  if (!queryClient) return {};
  return {
    loader: loaderOf(queryClient, () => load().then((reads) => reads[name])),
    shouldRevalidate: onNewPath,
  };
}
