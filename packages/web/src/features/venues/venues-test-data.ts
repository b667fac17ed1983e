import type { Me } from '@bora/shared/user';
import type { Venue } from '@bora/shared/venue';
import { json } from '../../test/fetch-mock.ts';

export const staff: Me = { username: 'admin', name: 'Admin', is_staff: true, authority: [] };
const veneto = { id: 7, code: 'veneto', name: 'ARPA Veneto' };
export const forecaster: Me = {
  username: 'forecaster',
  name: 'Franca',
  is_staff: false,
  authority: [{ ...veneto, role: 'member' }],
};
export const manager: Me = { ...forecaster, authority: [{ ...veneto, role: 'manager' }] };

export const venezia: Venue = {
  id: 12,
  code: 'venezia',
  name: 'Venezia',
  kind: 'city',
  latitude: 45.4371,
  longitude: 12.3326,
  elevation: 1,
  region: 'Veneto',
  province: 'VE',
  timezone: 'Europe/Rome',
  authority_id: 7,
  authority: { id: 7, code: 'veneto', name: 'ARPA Veneto' },
  active: true,
  notes: '',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

export const page = <T>(results: T[]) => json({ count: results.length, next: null, previous: null, results });

export const authorities = page([
  {
    id: 7,
    code: 'veneto',
    name: 'ARPA Veneto',
    short_name: '',
    kind: 'regional',
    website: '',
    email: '',
    description: '',
    logo_url: null,
    created_at: '',
    updated_at: '',
  },
  {
    id: 3,
    code: 'lombardia',
    name: 'ARPA Lombardia',
    short_name: '',
    kind: 'regional',
    website: '',
    email: '',
    description: '',
    logo_url: null,
    created_at: '',
    updated_at: '',
  },
]);

/** The answers every screen needs: the user, the menus, the authorities. */
export function shellRoutes(me: Me | null) {
  return {
    '/api/users/me/': me ? json(me) : json({ detail: 'no' }, 403),
    '/api/navbar/': json([]),
    '/api/footer_navbar/': json([]),
    '/api/authorities/': authorities,
  };
}
