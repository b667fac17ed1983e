import type { BulletinListItem } from '@bora/shared/bulletin';
import type { BulletinType } from '@bora/shared/bulletin-type';
import { MAX_PAGE_SIZE } from '@bora/shared/page-size';
import { useQueries } from '@tanstack/react-query';
import { bulletinsQueryOptions, useBulletins } from '../../../lib/bulletin/list-bulletins.ts';

/**
 * The bulletins issued on a date that the viewer may see, the latest version of each type's:
 * one call for all types (a day holds one issue per type, and its corrections).
 */
export function useBulletinsOfDay(date: string) {
  const query = new URLSearchParams({
    issue_date_after: date,
    issue_date_before: date,
    page_size: String(MAX_PAGE_SIZE),
  });
  const day = useBulletins(query.toString());
  const byType = new Map<number, BulletinListItem>();
  // Newest version first, as the list orders them: the first one met is the type's current one.
  for (const bulletin of day.data?.results ?? []) {
    if (!byType.has(bulletin.bulletin_type.id)) byType.set(bulletin.bulletin_type.id, bulletin);
  }
  return { ...day, byType };
}

/** The bulletins waiting for the viewer (to review, or returned to fix), the longest waiting first. */
export function useWaitingForMe() {
  return useBulletins('waiting=true&page_size=10');
}

/** The viewer's drafts, newest first. */
export function useMyDrafts() {
  return useBulletins('mine=true&page_size=10');
}

/** The latest published bulletin of each type (null where none is published yet), one small call per type. */
export function useLatestPublished(types: BulletinType[]) {
  return useQueries({
    queries: types.map((type) =>
      bulletinsQueryOptions(`bulletin_type=${type.id}&status=published&page_size=1`),
    ),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      latest: types.map((type, i) => ({ type, bulletin: results[i]?.data?.results[0] ?? null })),
    }),
  });
}
