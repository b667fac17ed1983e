import { addDays } from '@bora/shared/agency-time';
import type { BulletinDetail, BulletinSummary } from '@bora/shared/bulletin';
import { useBulletins } from '../../../lib/bulletin/list-bulletins.ts';

/** More versions of one issue than anyone corrects. */
const VERSIONS = 50;

/**
 * What a bulletin can be compared with: the previous day's bulletin of its type (the newest issued
 * before its date that the reader may read: the newest version of the latest earlier date), and the
 * other versions of its issue (the bulletin it corrects, its corrections), oldest first.
 */
export function useCompareChoices(bulletin: BulletinDetail) {
  const type = bulletin.bulletin_type.id;
  const date = bulletin.issue_date;
  const previous = useBulletins(`bulletin_type=${type}&issue_date_before=${addDays(date, -1)}&page_size=1`);
  const versions = useBulletins(
    `bulletin_type=${type}&issue_date_after=${date}&issue_date_before=${date}&ordering=version&page_size=${VERSIONS}`,
  );
  return {
    previous: (previous.data?.results[0] ?? null) as BulletinSummary | null,
    versions: (versions.data?.results ?? []).filter((other) => other.id !== bulletin.id),
    isPending: previous.isPending || versions.isPending,
  };
}
