import { type BulletinCreate, bulletinCreatedSchema } from '@bora/shared/bulletin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulletinsKey } from '../../../lib/bulletin/bulletin-keys.ts';

export type BulletinCreated = z.infer<typeof bulletinCreatedSchema>;

/** Creates the bulletin of a type for a date (`POST /api/bulletins/`); 409 `bulletin_exists` when there is one. */
export function createBulletin(body: BulletinCreate): Promise<BulletinCreated> {
  return apiRequest('/api/bulletins/', { method: 'POST', body, schema: bulletinCreatedSchema });
}

export function useCreateBulletin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBulletin,
    onSuccess: () => client.invalidateQueries({ queryKey: bulletinsKey }),
  });
}
