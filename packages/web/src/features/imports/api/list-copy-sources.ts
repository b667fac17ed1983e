import { isCalendarDate } from '@bora/shared/agency-time';
import { type CopySources, copySourcesSchema } from '@bora/shared/bulletin-copy';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulletinsKey } from '../../../lib/bulletin/bulletin-keys.ts';

/**
 * The bulletins a new one of the type for the date can be copied from, each with what it would
 * carry (`GET /api/bulletins/copy-sources/`); creating a bulletin refreshes them (`bulletinsKey`).
 */
export function listCopySources(
  typeId: number,
  issueDate: string,
  signal?: AbortSignal,
): Promise<CopySources> {
  const query = new URLSearchParams({ bulletin_type: String(typeId), issue_date: issueDate });
  return apiRequest(`/api/bulletins/copy-sources/?${query}`, { schema: copySourcesSchema, signal });
}

export function copySourcesQueryOptions(typeId: number, issueDate: string) {
  return queryOptions({
    queryKey: [...bulletinsKey, 'copy-sources', typeId, issueDate],
    queryFn: ({ signal }) => listCopySources(typeId, issueDate, signal),
    // While another date's are read, the last ones stay on screen (marked as placeholder).
    placeholderData: keepPreviousData,
  });
}

/** Read once there is a type and a whole date. */
export function useCopySources(typeId: number | undefined, issueDate: string) {
  const ready = typeId !== undefined && isCalendarDate(issueDate);
  return useQuery({ ...copySourcesQueryOptions(typeId ?? 0, issueDate), enabled: ready });
}
