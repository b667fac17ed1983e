import type { ChangePasswordBody } from '@bora/shared/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Changes the signed-in user's password; the server answers 204 and ends the user's other sessions. */
export function changePassword(body: ChangePasswordBody): Promise<undefined> {
  return apiRequest('/api/users/me/password/', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
