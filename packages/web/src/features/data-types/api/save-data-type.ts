import { type DataType, type DataTypeInput, dataTypeSchema, normaliseDataType } from '@bora/shared/data-type';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dataTypeKey, dataTypesKey } from './data-type-keys.ts';

/** Creates a data type (`POST /api/data-types/`), without the fields its value kind does not use. */
export function createDataType(body: DataTypeInput): Promise<DataType> {
  return apiRequest('/api/data-types/', {
    method: 'POST',
    body: normaliseDataType(body),
    schema: dataTypeSchema,
  });
}

/** Replaces the fields of a data type as it was loaded (`PUT /api/data-types/{id}/`); 412 if it changed since. */
export function updateDataType(loaded: DataType, body: DataTypeInput): Promise<DataType> {
  return apiRequest(`/api/data-types/${loaded.id}/`, {
    method: 'PUT',
    body: normaliseDataType(body),
    schema: dataTypeSchema,
    ifMatch: loaded,
  });
}

export function useCreateDataType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDataType,
    onSuccess: () => client.invalidateQueries({ queryKey: dataTypesKey }),
  });
}

export function useUpdateDataType(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ loaded, body }: { loaded: DataType; body: DataTypeInput }) => updateDataType(loaded, body),
    onSuccess: (dataType) => {
      client.setQueryData(dataTypeKey(id), dataType);
      return client.invalidateQueries({ queryKey: dataTypesKey });
    },
  });
}
