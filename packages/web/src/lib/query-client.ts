import { QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import { carryVersion } from './api-client.ts';

/**
 * TanStack Query's structural sharing (unchanged parts keep their identity), with the answer's
 * version carried over to the object the cache keeps: that one may be a copy, or the previous
 * object when nothing changed, and a later write sends its version as `If-Match`.
 */
export function shareVersioned(previous: unknown, next: unknown): unknown {
  return carryVersion(next, replaceEqualDeep(previous, next));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: 1,
        structuralSharing: shareVersioned,
      },
      mutations: { retry: false },
    },
  });
}
