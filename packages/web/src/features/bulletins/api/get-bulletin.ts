import type { BulletinDetail } from '@bora/shared/bulletin';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { carryVersion } from '../../../lib/api-client.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { bulletinQueryOptions } from './bulletin-query.ts';
import { localizedBulletin } from './localized-bulletin.ts';

/** The bulletin, named in the reader's language (the cache keeps it as the server sent it). */
export function useBulletin(id: number) {
  const { language } = useLocalized();
  // The named copy keeps the answer's version, which the bulletin's writes send as If-Match.
  const select = useCallback(
    (bulletin: BulletinDetail) => carryVersion(bulletin, localizedBulletin(bulletin, language)),
    [language],
  );
  return useQuery({ ...bulletinQueryOptions(id), select });
}
