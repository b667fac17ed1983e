/**
 * The cache keys of bulletins: invalidating `bulletinsKey` refreshes every list, Home and bulletin;
 * `bulletinKey(id)` prefixes everything read about one bulletin (its detail, check and history).
 */
export const bulletinsKey = ['bulletins'] as const;
export const bulletinListKey = (params: unknown) => [...bulletinsKey, 'list', params] as const;
export const bulletinKey = (id: number) => [...bulletinsKey, 'detail', id] as const;
export const bulletinCheckKey = (id: number) => [...bulletinKey(id), 'check'] as const;
export const bulletinHistoryKey = (id: number, params?: unknown) =>
  [...bulletinKey(id), 'history', params] as const;
/** What differs from another bulletin, as of the bulletin's `revision`. */
export const bulletinDiffKey = (id: number, against: number, revision: number) =>
  [...bulletinKey(id), 'diff', against, revision] as const;
