import type { RouteRead } from '../../../lib/route-read.ts';
import { listApiQuery } from '../../../lib/use-list-params.ts';
import { dataTypeQueryOptions } from './get-data-type.ts';
import { dataTypesQueryOptions } from './get-data-types.ts';

/** What the data types screen's address carries besides its page: its filters, and the ordering it starts with. */
export const DATA_TYPE_LIST = {
  defaults: { ordering: 'display_order' },
  filters: ['value_kind', 'active'],
} as const;

/** `/data-types/{id}`: the data type. */
export const readDataType: RouteRead = (client, { id }) =>
  id === null ? null : client.prefetchQuery(dataTypeQueryOptions(id));

/** `/data-types`: the page of the list its address asks for. */
export const readDataTypes: RouteRead = (client, { search }) =>
  client.prefetchQuery(dataTypesQueryOptions(listApiQuery(search, DATA_TYPE_LIST)));
