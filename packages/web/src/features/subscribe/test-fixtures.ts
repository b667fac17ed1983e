import type { PublicBulletinType } from '@bora/shared/public-api';
import { json, problem } from '../../test/fetch-mock.ts';

/** A public bulletin type as `GET /api/public/bulletin-types/` lists it. */
export function publicType(
  code: string,
  name: string,
  english: { name?: string; description?: string } = {},
) {
  return {
    code,
    name,
    translations: { en: english },
    description: `Descrizione di ${name}.`,
    authority: null,
    languages: ['it', 'en'],
    horizon_days: 2,
    issue_time: '11:00',
    slots: [{ code: 'day', label: 'Giorno', start_hour: 0, end_hour: 24 }],
    venues: [],
    data_types: [],
    links: {
      latest: `http://meteo.example/api/public/bulletin-types/${code}/latest/`,
      feed: `http://meteo.example/api/public/bulletin-types/${code}/feed.atom`,
    },
  } satisfies PublicBulletinType;
}

export const TYPES = [
  publicType('veneto-montagna', 'Bollettino montagna Veneto', {
    name: 'Veneto mountain bulletin',
    description: 'The mountain bulletin of the Dolomites.',
  }),
  publicType('nazionale', 'Previsioni nazionali'),
];

/** The calls every page of the app makes (a visitor: nobody signed in), and the public types. */
export function publicPage(types: unknown = TYPES) {
  return {
    '/api/users/me/': problem(401, 'Not logged in'),
    '/api/navbar/': json([]),
    '/api/footer_navbar/': json([]),
    '/api/public/bulletin-types/': json(types),
  };
}

/** A problem with a `code` (and `params`), as the server's typed errors answer. */
export function coded(status: number, code: string, params?: Record<string, number>) {
  return json(
    {
      type: 'about:blank',
      title: 'Problem',
      status,
      code,
      detail: `Problem ${code}`,
      ...(params ? { params } : {}),
    },
    status,
    'application/problem+json',
  );
}
