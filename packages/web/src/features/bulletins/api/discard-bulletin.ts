import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulletinsKey } from '../../../lib/bulletin/bulletin-keys.ts';
import { forgetStoredDraft } from '../editor/use-stored-draft.ts';

/** Discards a draft never submitted, as of `revision` (`If-Match`): it is deleted whole (204). */
export function discardBulletin(id: number, revision: number): Promise<undefined> {
  return apiRequest(`/api/bulletins/${id}/`, {
    method: 'DELETE',
    headers: { 'If-Match': `"${revision}"` },
  });
}

/**
 * Discards the draft `id`, given the revision it is discarded as of. On success the lists and Home
 * are read again (and the version a correction corrected), not the draft itself, which is gone, and
 * the edits this browser kept of it are forgotten.
 */
export function useDiscardBulletin(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) => discardBulletin(id, revision),
    onSuccess: () => {
      void forgetStoredDraft(id).catch(() => undefined);
      return client.invalidateQueries({
        queryKey: bulletinsKey,
        predicate: (query) => !(query.queryKey[1] === 'detail' && query.queryKey[2] === id),
      });
    },
  });
}
