import { pageSchema } from '@bora/shared/pagination';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { authorityKeys } from './keys.ts';

/** The few fields of an owned object (venue, icon set, bulletin type) that the authority screen lists. */
const ownedSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type OwnedObject = z.infer<typeof ownedSchema>;

export type OwnedResource = 'venues' | 'icon-sets' | 'bulletin-types';

const OWNED_PAGE_SIZE = 100;

/** The first page (by name) of what the authority owns, and how many in all. */
export function getOwned(resource: OwnedResource, authorityId: number, signal?: AbortSignal) {
  return apiRequest(`/api/${resource}/?authority=${authorityId}&ordering=name&page_size=${OWNED_PAGE_SIZE}`, {
    schema: pageSchema(ownedSchema),
    signal,
  });
}

export function useOwned(resource: OwnedResource, authorityId: number) {
  return useQuery({
    queryKey: authorityKeys.owned(authorityId, resource),
    queryFn: ({ signal }) => getOwned(resource, authorityId, signal),
    retry: false,
  });
}
