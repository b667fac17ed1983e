import type { TemporaryPassword, User } from '@bora/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/** Sets a temporary password for the user (staff); their sessions end. */
export function setTemporaryPassword(id: number, body: TemporaryPassword): Promise<undefined> {
  return apiRequest(`/api/users/${id}/password/`, { method: 'POST', body });
}

export function useSetTemporaryPassword(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemporaryPassword) => setTemporaryPassword(user.id, body),
    // The user's record changes with it (and their history): read both again, so the screen
    // holds the current version for its next change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.byUsername(user.username) }),
  });
}
