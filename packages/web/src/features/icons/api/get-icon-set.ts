import { type IconSet, iconSetSchema } from '@bora/shared/icon';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconSetsKey } from '../../../lib/icon-sets.ts';

/** One icon set, read on its own for the version (ETag) that changes to it are sent with. */
export function getIconSet(id: number, signal?: AbortSignal): Promise<IconSet> {
  return apiRequest(`/api/icon-sets/${id}/`, { schema: iconSetSchema, signal });
}

export function iconSetQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...iconSetsKey, 'detail', id],
    queryFn: ({ signal }) => getIconSet(id, signal),
  });
}

/** The icon set with this id; none asked for while `id` is undefined (a new set). */
export function useIconSet(id: number | undefined) {
  return useQuery({ ...iconSetQueryOptions(id ?? 0), enabled: id !== undefined });
}
