/** The cache keys of venues: invalidating `venuesKey` refreshes every list, map and venue. */
export const venuesKey = ['venues'] as const;
export const venueKey = (id: number) => [...venuesKey, 'detail', id] as const;
