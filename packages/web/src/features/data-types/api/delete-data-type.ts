import type { DataType } from '@bora/shared/data-type';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dataTypeKey, dataTypesKey } from './data-type-keys.ts';

/** Deletes a data type as it was loaded; a 409 says which bulletin type still uses it, a 412 that it changed. */
export function deleteDataType(loaded: DataType): Promise<undefined> {
  return apiRequest(`/api/data-types/${loaded.id}/`, { method: 'DELETE', ifMatch: loaded });
}

export function useDeleteDataType(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDataType,
    onSuccess: () => {
      client.removeQueries({ queryKey: dataTypeKey(id) });
      return client.invalidateQueries({ queryKey: dataTypesKey });
    },
  });
}
