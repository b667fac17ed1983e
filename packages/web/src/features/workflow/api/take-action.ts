import { type BulletinDetail, bulletinDetailSchema } from '@bora/shared/bulletin';
import type { WorkflowAction } from '@bora/shared/workflow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulletinsKey } from '../../../lib/bulletin/bulletin-keys.ts';

export type ActionRequest = {
  action: WorkflowAction;
  comment?: string;
  /**
   * The revision the action is taken on, when the screen knows a newer one than it loaded (the
   * editor, after its own saves); otherwise the loaded bulletin's.
   */
  revision?: number;
};

/**
 * Takes a workflow action on the bulletin as the screen shows it (its revision goes as
 * `If-Match`); answers the bulletin after it, or for `correct` the new draft.
 */
export function takeAction(loaded: BulletinDetail, request: ActionRequest): Promise<BulletinDetail> {
  return apiRequest(`/api/bulletins/${loaded.id}/${request.action}/`, {
    method: 'POST',
    body: request.comment === undefined ? {} : { comment: request.comment },
    schema: bulletinDetailSchema,
    ...(request.revision === undefined
      ? { ifMatch: loaded }
      : { headers: { 'If-Match': `"${request.revision}"` } }),
  });
}

/** An action on one bulletin; on success every list, Home and this bulletin are read again. */
export function useTakeAction(loaded: BulletinDetail) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ActionRequest) => takeAction(loaded, request),
    onSuccess: () => client.invalidateQueries({ queryKey: bulletinsKey }),
  });
}
