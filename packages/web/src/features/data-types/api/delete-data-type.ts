import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dataTypeKey, dataTypesKey } from './data-type-keys.ts';

/** Deletes a data type; a 409 problem says which bulletin type still uses it. */
export function deleteDataType(id: number): Promise<undefined> {
  return apiRequest(`/api/data-types/${id}/`, { method: 'DELETE' });
}

export function useDeleteDataType(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDataType(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: dataTypeKey(id) });
      return client.invalidateQueries({ queryKey: dataTypesKey });
    },
  });
}
