import type { RouteRead } from '../../../lib/route-read.ts';
import { publicTypesQueryOptions } from './list-public-types.ts';

/** `/subscribe`: the public types the form offers; its confirm and unsubscribe pages read nothing. */
export const readPublicTypes: RouteRead = (client, { params }) =>
  (params['*'] ?? '') === '' ? client.prefetchQuery(publicTypesQueryOptions) : null;
