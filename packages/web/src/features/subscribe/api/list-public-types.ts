import { type PublicBulletinType, publicBulletinTypeSchema } from '@bora/shared/public-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const publicTypesSchema = z.array(publicBulletinTypeSchema);

/** The public, active bulletin types: the ones anyone may subscribe to. No session needed. */
export function listPublicTypes(signal?: AbortSignal): Promise<PublicBulletinType[]> {
  return apiRequest('/api/public/bulletin-types/', { schema: publicTypesSchema, signal });
}

export const publicTypesQueryOptions = queryOptions({
  queryKey: ['public', 'bulletin-types'],
  queryFn: ({ signal }) => listPublicTypes(signal),
  // A type becomes public or stops being so rarely.
  staleTime: 5 * 60_000,
});

export function usePublicTypes() {
  return useQuery(publicTypesQueryOptions);
}
