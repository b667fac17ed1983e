import { type DeleteCheck, deleteCheckSchema } from '@bora/shared/problem';
import { apiRequest } from './api-client.ts';

/**
 * Asks whether the object at `path` (e.g. `/api/venues/7/`) could be deleted now: the server
 * answers with the problem its DELETE would give while something still uses the object.
 */
export function fetchDeleteCheck(path: string): Promise<DeleteCheck> {
  return apiRequest(`${path}delete-check/`, { schema: deleteCheckSchema });
}
