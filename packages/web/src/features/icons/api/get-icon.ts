import { type Icon, iconSchema } from '@bora/shared/icon';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconsKey } from './get-icons.ts';

/** One icon, read on its own for the version (ETag) that changes to it are sent with. */
export function getIcon(id: number, signal?: AbortSignal): Promise<Icon> {
  return apiRequest(`/api/icons/${id}/`, { schema: iconSchema, signal });
}

export function iconQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...iconsKey, 'detail', id],
    queryFn: ({ signal }) => getIcon(id, signal),
  });
}

/** The icon with this id; none asked for while `id` is null. */
export function useIcon(id: number | null) {
  return useQuery({ ...iconQueryOptions(id ?? 0), enabled: id !== null });
}
