import type { ChangePasswordBody } from '@bora/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiKeysQueryOptions } from './api-keys.ts';

/**
 * Changes the signed-in user's password; the server answers 204 and ends the user's other
 * sessions (and revokes their API keys when the body asks).
 */
export function changePassword(body: ChangePasswordBody): Promise<undefined> {
  return apiRequest('/api/users/me/password/', { method: 'POST', body });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (_answer, body) => {
      if (body.revoke_api_keys) void client.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey });
    },
  });
}
