import type { BulletinDetail, BulletinValue } from '@bora/shared/bulletin';
import type { Icon } from '@bora/shared/icon';
import type { Me } from '@bora/shared/user';
import { json } from './fetch-mock.ts';

/** A Veneto bulletin of two venues × two days × two slots × three data types, submitted. */
/** A value a person typed, without a note. */
export function typedValue(
  venue_id: number,
  day: number,
  slot: string,
  data_type_id: number,
  value: number | string,
): BulletinValue {
  return {
    venue_id,
    day,
    slot,
    data_type_id,
    value,
    note: '',
    source: 'manual',
    origin: '',
    copied_from: null,
  };
}

/** A cell a person typed, as a live save sends it. */
export function typedLiveCell(
  venue_id: number,
  day: number,
  slot: string,
  data_type_id: number,
  value: number | string,
) {
  const { copied_from: _, ...cell } = typedValue(venue_id, day, slot, data_type_id, value);
  return cell;
}

export const submitted: BulletinDetail = {
  id: 41,
  bulletin_type: { id: 3, code: 'veneto-montagna', name: 'Bollettino montagna Veneto', translations: {} },
  authority: { id: 6, code: 'veneto', name: 'ARPA Veneto', translations: {} },
  issue_date: '2026-03-29',
  version: 1,
  status: 'submitted',
  revision: 7,
  title: 'Sole sulle Dolomiti',
  titles: { it: 'Sole sulle Dolomiti', en: 'Sun on the Dolomites' },
  corrects_id: null,
  corrected_by_id: null,
  valid_from: '2026-03-28T23:00:00Z',
  valid_to: '2026-03-30T22:00:00Z',
  issued_at: null,
  last_edited_at: '2026-03-29T09:00:00Z',
  created_at: '2026-03-29T08:00:00Z',
  updated_at: '2026-03-29T09:00:00Z',
  composition: {
    venues: [
      {
        id: 11,
        code: 'belluno',
        name: 'Belluno',
        region: 'Veneto',
        elevation: 390,
        latitude: 46.14,
        longitude: 12.22,
      },
      {
        id: 12,
        code: 'cortina',
        name: 'Cortina d’Ampezzo',
        region: 'Veneto',
        elevation: 1224,
        latitude: 46.54,
        longitude: 12.14,
      },
    ],
    days: 2,
    slots: [
      { code: 'mattina', label: 'Mattina', start_hour: 6, end_hour: 12 },
      { code: 'pomeriggio', label: 'Pomeriggio', start_hour: 12, end_hour: 18 },
    ],
    data_types: [
      {
        id: 1,
        translations: {},
        code: 'sky',
        name: 'Sky',
        unit: '',
        value_kind: 'icon',
        required: true,
        minimum: null,
        maximum: null,
        decimals: null,
        options: [],
      },
      {
        id: 2,
        translations: {},
        code: 't-max',
        name: 'Max temperature',
        unit: '°C',
        value_kind: 'number',
        required: true,
        minimum: -40,
        maximum: 50,
        decimals: 1,
        options: [],
      },
      {
        id: 3,
        translations: {},
        code: 'wind-direction',
        name: 'Wind direction',
        unit: '',
        value_kind: 'direction',
        required: false,
        minimum: null,
        maximum: null,
        decimals: null,
        options: [],
      },
    ],
    rules: [],
    languages: ['it', 'en'],
    icon_set_id: 5,
    requires_review: true,
    is_public: true,
  },
  texts: [
    {
      language: 'it',
      title: 'Sole sulle Dolomiti',
      synopsis: 'Alta pressione, cielo sereno.',
      venue_notes: { '12': 'Neve fresca in quota.' },
    },
    { language: 'en', title: 'Sun on the Dolomites', synopsis: '', venue_notes: {} },
  ],
  values: [
    typedValue(11, 0, 'mattina', 1, 'clear'),
    {
      venue_id: 11,
      day: 0,
      slot: 'mattina',
      data_type_id: 2,
      value: 12.5,
      note: 'Warmer in the valley',
      source: 'manual',
      origin: '',
      copied_from: null,
    },
    typedValue(11, 0, 'mattina', 3, 'NE'),
    {
      venue_id: 12,
      day: 1,
      slot: 'pomeriggio',
      data_type_id: 2,
      value: -3,
      note: '',
      source: 'copied',
      origin: '',
      copied_from: null,
    },
  ],
  icons: [],
  can_edit: false,
  can_discard: false,
  actions: [
    { action: 'return', needs_comment: true, blocked_by: null },
    { action: 'publish', needs_comment: false, blocked_by: 'reviewer' },
  ],
  reviewers: null,
  returned: null,
  withdrawn: null,
};

/** More venues for a large grid or a crowded map: "Venue 0" …, ids from 1000, spread over Italy and the seas around it. */
export function moreVenues(count: number): BulletinDetail['composition']['venues'] {
  return Array.from({ length: count }, (_, i) => ({
    id: 1000 + i,
    code: `venue-${i}`,
    name: `Venue ${i}`,
    region: 'Veneto',
    elevation: 100,
    latitude: 37 + (i % 50) / 5,
    longitude: 7 + (i % 60) / 5,
  }));
}

export const icons: Icon[] = [
  {
    id: 90,
    translations: {},
    icon_set_id: 5,
    code: 'clear',
    name: 'Clear sky',
    description: '',
    category: 'sky',
    variant: 'day',
    wmo_code: null,
    reference_icon_id: null,
    svg_url: '/api/icons/90/svg/',
    created_at: '',
    updated_at: '',
  },
];

export const venetoManager: Me = {
  username: 'manager',
  name: 'Marco',
  is_staff: false,
  authority: [{ id: 6, code: 'veneto', name: 'ARPA Veneto', role: 'manager' }],
};

export function shellRoutes(me: Me | null) {
  return {
    '/api/users/me/': me ? json(me) : json({ detail: 'no' }, 403),
    '/api/navbar/': json([]),
    '/api/footer_navbar/': json([]),
  };
}

export const page = <T>(results: T[]) => json({ count: results.length, next: null, previous: null, results });
