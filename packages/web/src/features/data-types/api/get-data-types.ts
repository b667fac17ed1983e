import { type DataType, dataTypeSchema } from '@bora/shared/data-type';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query.ts';
import { dataTypesKey } from './data-type-keys.ts';

/** One page of data types for `GET /api/data-types/?<apiQuery>`. */
export function dataTypesQueryOptions(apiQuery: string) {
  return pagedQueryOptions<DataType>(dataTypesKey, '/api/data-types/', dataTypeSchema, apiQuery);
}

export function useDataTypes(apiQuery: string) {
  return useQuery(dataTypesQueryOptions(apiQuery));
}
