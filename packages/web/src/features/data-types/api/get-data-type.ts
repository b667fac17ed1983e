import { type DataType, dataTypeSchema } from '@bora/shared/data-type';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dataTypeKey } from './data-type-keys.ts';

export function getDataType(id: number, signal?: AbortSignal): Promise<DataType> {
  return apiRequest(`/api/data-types/${id}/`, { schema: dataTypeSchema, signal });
}

export function dataTypeQueryOptions(id: number) {
  return queryOptions({ queryKey: dataTypeKey(id), queryFn: ({ signal }) => getDataType(id, signal) });
}

export function useDataType(id: number) {
  return useQuery(dataTypeQueryOptions(id));
}
