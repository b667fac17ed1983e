import type { BulletinListItem } from '@bora/shared/bulletin';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../paged-query.ts';
import { bulletinsKey } from './bulletin-keys.ts';

/**
 * One page of `GET /api/bulletins/?<apiQuery>`, newest first unless the query orders otherwise (with
 * `waiting=true`: the longest waiting first).
 */
export function bulletinsQueryOptions(apiQuery: string) {
  return pagedQueryOptions<BulletinListItem>(
    bulletinsKey,
    '/api/bulletins/',
    // Loaded with the answer: Home lists bulletins, and its first paint does without zod.
    () => import('@bora/shared/bulletin').then((m) => m.bulletinListItemSchema),
    apiQuery,
  );
}

export function useBulletins(apiQuery: string, enabled = true) {
  return useQuery({ ...bulletinsQueryOptions(apiQuery), enabled });
}
