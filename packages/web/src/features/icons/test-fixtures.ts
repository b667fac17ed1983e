import type { Icon, IconSet } from '@bora/shared/icon';
import { json } from '../../test/fetch-mock.ts';

const stamp = '2025-05-01T10:00:00.000Z';

export function iconSet(
  id: number,
  name: string,
  authority: { id: number; code: string; name: string } | null,
): IconSet {
  return {
    id,
    translations: {},
    code: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    description: '',
    credit: '',
    authority_id: authority?.id ?? null,
    authority,
    is_reference: authority === null,
    icon_count: 0,
    created_at: stamp,
    updated_at: stamp,
  };
}

export function icon(id: number, code: string, iconSetId: number, extra: Partial<Icon> = {}): Icon {
  return {
    id,
    translations: {},
    icon_set_id: iconSetId,
    code,
    name: code.replace(/-/g, ' '),
    description: '',
    category: 'sky',
    variant: 'any',
    wmo_code: null,
    reference_icon_id: null,
    svg_url: `/api/icons/${id}/svg/?v=1`,
    created_at: stamp,
    updated_at: stamp,
    ...extra,
  };
}

import { veneto } from '../../test/viewers.ts';

export { veneto };
export const lombardia = { id: 3, code: 'lombardia', name: 'ARPA Lombardia' };
export const referenceSet = iconSet(1, 'Meteocons', null);
export const venetoSet = iconSet(2, 'Yr symbols', veneto);
export const lombardiaSet = iconSet(3, 'QWeather', lombardia);

export const sun = icon(11, 'clear-day', 1, { variant: 'day', wmo_code: 0 });
export const cloud = icon(12, 'cloudy', 1);
export const rain = icon(13, 'rain', 1, { category: 'precipitation', wmo_code: 61 });
export const yrSun = icon(21, 'clearsky-day', 2, { reference_icon_id: sun.id, variant: 'day' });
export const yrRain = icon(22, 'rain', 2, { reference_icon_id: rain.id, category: 'precipitation' });
export const yrFog = icon(23, 'fog', 2);

export { forecaster, staff, venetoManager } from '../../test/viewers.ts';

export function page<T>(results: T[]) {
  return json({ count: results.length, next: null, previous: null, results });
}

/** `/api/icons/` answering by its `icon_set` filter. */
export function iconsBySet(bySet: Record<number, Icon[]>) {
  return (url: URL) => page(bySet[Number(url.searchParams.get('icon_set'))] ?? []);
}
