import {
  type ApiTokenInput,
  apiTokenSchema,
  type CreatedApiToken,
  createdApiTokenSchema,
} from '@bora/shared/api-token';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const apiKeysKey = ['me', 'api-keys'] as const;

export const apiKeysQueryOptions = queryOptions({
  queryKey: apiKeysKey,
  queryFn: () => apiRequest('/api/users/me/tokens/', { schema: z.array(apiTokenSchema) }),
});

/** The signed-in user's API keys (names and first characters only). */
export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}

/** Creates a key; the answer carries the whole key, shown this once. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiTokenInput): Promise<CreatedApiToken> =>
      apiRequest('/api/users/me/tokens/', { method: 'POST', body, schema: createdApiTokenSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/users/me/tokens/${id}/`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
