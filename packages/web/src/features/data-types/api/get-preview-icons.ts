import { type IconCategory, iconSchema, iconSetSchema } from '@bora/shared/icon';
import { MAX_PAGE_SIZE } from '@bora/shared/page-size';
import { pageSchema } from '@bora/shared/pagination';
import { useQuery } from '@tanstack/react-query';
import type { IconChoice } from '../../../components/value-editor/icon-picker.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { stillPictureUrl } from '../../icons/still-picture.ts';

/** The reference set's icons of one category: what the preview of an icon data type offers. */
export async function getPreviewIcons(category: IconCategory, signal?: AbortSignal): Promise<IconChoice[]> {
  const sets = await apiRequest('/api/icon-sets/?is_reference=true&page_size=1', {
    schema: pageSchema(iconSetSchema),
    signal,
  });
  const reference = sets.results[0];
  if (!reference) return [];
  const query = new URLSearchParams({
    category,
    icon_set: String(reference.id),
    page_size: String(MAX_PAGE_SIZE),
    ordering: 'name',
  });
  const icons = await apiRequest(`/api/icons/?${query}`, { schema: pageSchema(iconSchema), signal });
  // Drawn still, as the bulletin editor draws them.
  return icons.results.map(({ code, name, svg_url }) => ({ code, name, svg_url: stillPictureUrl(svg_url) }));
}

export function usePreviewIcons(category: IconCategory | null) {
  return useQuery({
    // Under the icons' key, so that an upload refreshes the preview too.
    queryKey: ['icons', 'preview', category],
    queryFn: ({ signal }) => (category ? getPreviewIcons(category, signal) : Promise.resolve([])),
    enabled: category !== null,
    staleTime: 5 * 60_000,
  });
}
