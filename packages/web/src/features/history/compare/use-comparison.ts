import type { BulletinDetail } from '@bora/shared/bulletin';
import { useSearchParams } from 'react-router';
import { useBulletinDiff } from '../api/get-bulletin-diff.ts';

/** A bulletin id as a link may carry it: a positive integer, written plainly. */
const ID = /^[1-9][0-9]{0,9}$/;

/**
 * The bulletin this one is compared with, kept in the URL as `?compare=<id>` so that a comparison
 * can be shared, and what differs from it (as of `revision`, the bulletin's by default). `invalid`
 * holds a `compare` value that names no bulletin, to be said rather than ignored.
 */
export function useComparison(
  bulletin: Pick<BulletinDetail, 'id' | 'revision'>,
  revision = bulletin.revision,
) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('compare');
  const against = raw !== null && ID.test(raw) ? Number(raw) : null;
  const setAgainst = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('compare');
        else next.set('compare', String(id));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const query = useBulletinDiff(bulletin.id, against, revision);
  return { against, setAgainst, invalid: raw !== null && against === null ? raw : null, query };
}
