import { type BulletinHistoryEntry, bulletinHistoryEntrySchema } from '@bora/shared/bulletin-history';
import { type Page, pageSchema } from '@bora/shared/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulletinHistoryKey } from '../../../lib/bulletin/bulletin-keys.ts';

const historyPageSchema = pageSchema(bulletinHistoryEntrySchema) as z.ZodType<Page<BulletinHistoryEntry>>;

export type HistoryPageParams = { page: number; page_size: number };

/** One page of `GET /api/bulletins/{id}/history/`, newest first. */
export function getBulletinHistory(
  id: number,
  { page, page_size }: HistoryPageParams,
  signal?: AbortSignal,
): Promise<Page<BulletinHistoryEntry>> {
  return apiRequest(`/api/bulletins/${id}/history/?page=${page}&page_size=${page_size}`, {
    schema: historyPageSchema,
    signal,
  });
}

export function bulletinHistoryQueryOptions(id: number, params: HistoryPageParams) {
  return queryOptions({
    queryKey: bulletinHistoryKey(id, params),
    queryFn: ({ signal }) => getBulletinHistory(id, params, signal),
    // The page shown stays while the next loads.
    placeholderData: keepPreviousData,
  });
}

export function useBulletinHistory(id: number, params: HistoryPageParams) {
  return useQuery(bulletinHistoryQueryOptions(id, params));
}
