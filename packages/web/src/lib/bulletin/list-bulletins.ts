import type { BulletinListItem } from '@bora/shared/bulletin';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../paged-query.ts';
import { listApiQuery } from '../use-list-params.ts';
import { bulletinsKey } from './bulletin-keys.ts';

/** What the bulletins screen's address carries besides its page: its filters, the states repeated. */
export const BULLETIN_LIST = {
  filters: ['bulletin_type', 'authority', 'issue_date_after', 'issue_date_before', 'mine', 'waiting'],
  repeatable: ['status'],
} as const;

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

/** The list as its screen asks for it at an address, which the route's loader starts reading before the screen is drawn. */
export function bulletinsAtAddress(search: URLSearchParams) {
  return bulletinsQueryOptions(listApiQuery(search, BULLETIN_LIST));
}
