import { type BulletinDetail, bulletinDetailSchema } from '@bora/shared/bulletin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest, carryVersion } from '../../../lib/api-client.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { bulletinKey } from './bulletin-keys.ts';
import { localizedBulletin } from './localized-bulletin.ts';

export function getBulletin(id: number, signal?: AbortSignal): Promise<BulletinDetail> {
  return apiRequest(`/api/bulletins/${id}/`, { schema: bulletinDetailSchema, signal });
}

export function bulletinQueryOptions(id: number) {
  return queryOptions({ queryKey: bulletinKey(id), queryFn: ({ signal }) => getBulletin(id, signal) });
}

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
