import { type DataType, dataTypeSchema } from '@bora/shared/data-type';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dataTypeKey, dataTypesKey } from './data-type-keys.ts';

/** Retires a data type that bulletins hold, and so cannot be deleted (`PATCH {active: false}`; 412 if changed since). */
export function deactivateDataType(loaded: DataType): Promise<DataType> {
  return apiRequest(`/api/data-types/${loaded.id}/`, {
    method: 'PATCH',
    body: { active: false },
    schema: dataTypeSchema,
    ifMatch: loaded,
  });
}

export function useDeactivateDataType(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deactivateDataType,
    onSuccess: (dataType) => {
      client.setQueryData(dataTypeKey(id), dataType);
      return client.invalidateQueries({ queryKey: dataTypesKey });
    },
  });
}
