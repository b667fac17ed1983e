import type { BulletinType } from '@bora/shared/bulletin-type';
import type { DataType } from '@bora/shared/data-type';
import type { IconSet } from '@bora/shared/icon';
import type { Me } from '@bora/shared/user';
import type { Venue } from '@bora/shared/venue';
import { json } from './fetch-mock.ts';

const stamp = '2025-05-01T10:00:00.000Z';

import { veneto } from './viewers.ts';

export { veneto };
export const lombardia = { id: 3, code: 'lombardia', name: 'ARPA Lombardia' };
export const national = { id: 9, code: 'national', name: 'Servizio nazionale' };

export function page<T>(results: T[]) {
  return json({ count: results.length, next: null, previous: null, results });
}

function venue(id: number, code: string, name: string, region: string, authority = veneto): Venue {
  return {
    id,
    code,
    name,
    kind: 'city',
    latitude: 45,
    longitude: 12,
    elevation: 10,
    region,
    province: '',
    timezone: 'Europe/Rome',
    authority_id: authority.id,
    authority,
    active: true,
    notes: '',
    created_at: stamp,
    updated_at: stamp,
  };
}

export const venues = [
  venue(1, 'venezia', 'Venezia', 'Veneto'),
  venue(2, 'verona', 'Verona', 'Veneto'),
  venue(3, 'belluno', 'Belluno', 'Veneto'),
  venue(4, 'milano', 'Milano', 'Lombardia', lombardia),
  venue(5, 'roma', 'Roma', 'Lazio', national),
];

function dataType(id: number, code: string, name: string, kind: DataType['value_kind']): DataType {
  return {
    id,
    translations: {},
    code,
    name,
    description: '',
    value_kind: kind,
    unit: '',
    minimum: null,
    maximum: null,
    decimals: null,
    tolerance: null,
    options: [],
    icon_category: null,
    display_order: id,
    active: true,
    created_at: stamp,
    updated_at: stamp,
  };
}

export const dataTypes = [
  dataType(1, 'sky', 'Sky', 'icon'),
  dataType(2, 't-max', 'Max temperature', 'number'),
  dataType(3, 'remarks', 'Remarks', 'text'),
  dataType(4, 't-min', 'Min temperature', 'number'),
];

function iconSet(id: number, name: string, authority: typeof veneto | null): IconSet {
  return {
    id,
    translations: {},
    code: name.toLowerCase(),
    name,
    description: '',
    credit: '',
    authority_id: authority?.id ?? null,
    authority,
    is_reference: authority === null,
    icon_count: 3,
    created_at: stamp,
    updated_at: stamp,
  };
}

export const iconSets = [
  iconSet(1, 'Meteocons', null),
  iconSet(2, 'Yr', veneto),
  iconSet(3, 'QWeather', lombardia),
];

export const venetoDaily: BulletinType = {
  id: 7,
  code: 'veneto-daily',
  name: 'Veneto daily',
  description: 'The daily bulletin.',
  translations: {},
  authority_id: veneto.id,
  authority: veneto,
  icon_set_id: 2,
  horizon_days: 2,
  slots: [
    { code: 'am', label: 'Morning', start_hour: 6, end_hour: 12 },
    { code: 'pm', label: 'Afternoon', start_hour: 12, end_hour: 18 },
    { code: 'night', label: 'Night', start_hour: 18, end_hour: 24 },
  ],
  data_types: [
    { data_type_id: 1, required: true, code: 'sky', name: 'Sky', translations: {} },
    { data_type_id: 3, required: false, code: 'remarks', name: 'Remarks', translations: {} },
  ],
  venue_ids: [1, 2],
  languages: ['it', 'en'],
  issue_time: '11:30',
  draft_time: null,
  remind_missing: false,
  pdf_map: true,
  requires_review: true,
  is_public: true,
  active: true,
  rules: [],
  title_templates: { it: 'Previsioni del {issue_date}' },
  created_at: stamp,
  updated_at: stamp,
};

export { forecaster, staff, venetoManager } from './viewers.ts';

/** The reference lists the composition editor reads. */
export function choiceRoutes(me: Me | null) {
  return {
    '/api/users/me/': me ? json(me) : json({}, 401),
    '/api/data-types/': page(dataTypes),
    '/api/venues/': page(venues),
    '/api/icon-sets/': page(iconSets),
    '/api/authorities/': page(
      [veneto, lombardia, national].map((a) => ({
        ...a,
        short_name: '',
        kind: a === national ? 'national' : 'regional',
        website: '',
        email: '',
        description: '',
        logo_url: null,
        created_at: stamp,
        updated_at: stamp,
      })),
    ),
  };
}
