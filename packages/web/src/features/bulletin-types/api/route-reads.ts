import { bulletinTypeQueryOptions } from '../../../lib/bulletin-type/get-bulletin-type.ts';
import type { RouteRead } from '../../../lib/route-read.ts';
import { listApiQuery } from '../../../lib/use-list-params.ts';
import { bulletinTypesQueryOptions } from './list-bulletin-types.ts';

/** What the bulletin types screen's address carries besides its page: its filters, and the ordering it starts with. */
export const BULLETIN_TYPE_LIST = {
  defaults: { ordering: 'name' },
  filters: ['authority', 'active', 'icon_set'],
} as const;

/** `/bulletin-types/{id}` and its deliveries: the bulletin type. */
export const readBulletinType: RouteRead = (client, { id }) =>
  id === null ? null : client.prefetchQuery(bulletinTypeQueryOptions(id));

/** `/bulletin-types`: the page of the list its address asks for. */
export const readBulletinTypes: RouteRead = (client, { search }) =>
  client.prefetchQuery(bulletinTypesQueryOptions(listApiQuery(search, BULLETIN_TYPE_LIST)));
