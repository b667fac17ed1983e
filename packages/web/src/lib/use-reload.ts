import {
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
  useQueryClient,
} from '@tanstack/react-query';

/** An object's detail query: how to read it, and the key everything shown about it lives under. */
export type DetailQuery<T, K extends QueryKey = QueryKey> = FetchQueryOptions<T, Error, T, K>;

/**
 * Reads an object again, after someone else changed it, and answers their version; what its
 * screen keeps under the object's key (its history) is read again too, to show what they did.
 */
export async function reloadObject<T, K extends QueryKey>(
  client: QueryClient,
  query: DetailQuery<T, K>,
): Promise<T> {
  const current = await client.fetchQuery({ ...query, staleTime: 0 });
  const depth = query.queryKey.length;
  await client.invalidateQueries({ queryKey: query.queryKey, predicate: (q) => q.queryKey.length > depth });
  return current;
}

/** `reloadObject` for a screen: e.g. the "Reload their version" of a refused delete. */
export function useReload<T, K extends QueryKey>(query: DetailQuery<T, K>): () => Promise<T> {
  const client = useQueryClient();
  return () => reloadObject(client, query);
}
