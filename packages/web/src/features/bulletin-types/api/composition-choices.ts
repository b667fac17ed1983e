import { dataTypeSchema } from '@bora/shared/data-type';
import { iconSchema, iconSetSchema } from '@bora/shared/icon';
import { MAX_PAGE_SIZE } from '@bora/shared/page-size';
import { type Page, pageSchema } from '@bora/shared/pagination';
import { venueSchema } from '@bora/shared/venue';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every item of a list endpoint, page after page (the composition needs them all to pick from and to name). */
async function everything<T>(path: string, query: string, item: z.ZodType<T>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = (await apiRequest(`${path}?${query}&page_size=${MAX_PAGE_SIZE}&page=${page}`, {
      schema: pageSchema(item),
    })) as Page<T>;
    items.push(...answer.results);
    if (!answer.next || answer.results.length === 0) return items;
  }
}

/** The active data types, in their display order. */
export function useDataTypeChoices() {
  return useQuery({
    queryKey: ['data-types', 'choices'],
    queryFn: () => everything('/api/data-types/', 'active=true&ordering=display_order,name', dataTypeSchema),
    staleTime: 5 * 60_000,
  });
}

/** Every venue (the picker filters them on the spot), by name. */
export function useVenueChoices() {
  return useQuery({
    queryKey: ['venues', 'choices'],
    queryFn: () => everything('/api/venues/', 'ordering=name', venueSchema),
    staleTime: 5 * 60_000,
  });
}

/** Every icon set, the reference set first. */
export function useIconSetChoices() {
  return useQuery({
    queryKey: ['icon-sets', 'choices'],
    queryFn: async () =>
      (await everything('/api/icon-sets/', 'ordering=name', iconSetSchema)).sort(
        (a, b) => Number(b.is_reference) - Number(a.is_reference),
      ),
    staleTime: 5 * 60_000,
  });
}

/** The icons of a set, by name: the values a condition on an icon data type chooses from. */
export function useIconChoices(iconSetId: number | null | undefined, enabled = true) {
  return useQuery({
    queryKey: ['icons', 'choices', iconSetId],
    queryFn: () => everything('/api/icons/', `icon_set=${iconSetId}&ordering=name`, iconSchema),
    enabled: enabled && typeof iconSetId === 'number',
    staleTime: 5 * 60_000,
  });
}
