import type { Me } from '@bora/shared/user';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const meQueryKey = ['users', 'me'] as const;

/** The signed-in user, or null: any answer that is not a success means nobody is logged in. */
export async function getMe(): Promise<Me | null> {
  try {
    const response = await fetch('/api/users/me/', {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    // Loaded only for a signed-in user, so a visitor's first page needs no zod.
    const [body, { meSchema }] = await Promise.all([response.json(), import('@bora/shared/user')]);
    const parsed = meSchema.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// Asked once when the app starts: never retried, never refetched on focus, reconnect or remount.
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: getMe,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchOnMount: false,
});

export type ViewerState =
  | { status: 'pending'; user: null }
  | { status: 'none'; user: null }
  | { status: 'loaded'; user: Me };

/** The user state of the specification: none or loaded (pending only while the first call runs). */
export function useViewer(): ViewerState {
  const { data, isPending } = useQuery(meQueryOptions);
  if (isPending) return { status: 'pending', user: null };
  return data ? { status: 'loaded', user: data } : { status: 'none', user: null };
}
