import { type DataType, dataTypeSchema } from '@bora/shared/data-type';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query.ts';
import { listApiQuery } from '../../../lib/use-list-params.ts';
import { dataTypesKey } from './data-type-keys.ts';

/** What the list screen's address carries besides its page: its filters, and the ordering it starts with. */
export const DATA_TYPE_LIST = {
  defaults: { ordering: 'display_order' },
  filters: ['value_kind', 'active'],
} as const;

/** One page of data types for `GET /api/data-types/?<apiQuery>`. */
export function dataTypesQueryOptions(apiQuery: string) {
  return pagedQueryOptions<DataType>(dataTypesKey, '/api/data-types/', dataTypeSchema, apiQuery);
}

export function useDataTypes(apiQuery: string) {
  return useQuery(dataTypesQueryOptions(apiQuery));
}

/** The list as its screen asks for it at an address, which the route's loader starts reading before the screen is drawn. */
export function dataTypesAtAddress(search: URLSearchParams) {
  return dataTypesQueryOptions(listApiQuery(search, DATA_TYPE_LIST));
}
