import { type Icon, iconSchema } from '@bora/shared/icon';
import { MAX_PAGE_SIZE } from '@bora/shared/page-size';
import { pageSchema } from '@bora/shared/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const iconsKey = ['icons'] as const;

export type IconFilters = {
  icon_set?: number;
  category?: string;
  variant?: string;
  search?: string;
  reference_icon?: number;
  unmapped?: boolean;
};

/** Every icon matching the filters, by code (all pages, so a gallery or a comparison is never cut short). */
export async function getIcons(filters: IconFilters): Promise<Icon[]> {
  const params = new URLSearchParams({ page_size: String(MAX_PAGE_SIZE), ordering: 'code' });
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const icons: Icon[] = [];
  for (let page = 1; ; page++) {
    params.set('page', String(page));
    const answer = await apiRequest(`/api/icons/?${params}`, { schema: pageSchema(iconSchema) });
    icons.push(...answer.results);
    if (!answer.next || answer.results.length === 0) return icons;
  }
}

export function iconsQueryOptions(filters: IconFilters) {
  return queryOptions({ queryKey: [...iconsKey, 'list', filters], queryFn: () => getIcons(filters) });
}

export function useIcons(filters: IconFilters, enabled = true) {
  return useQuery({ ...iconsQueryOptions(filters), enabled });
}
