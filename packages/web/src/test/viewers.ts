import type { Me } from '@bora/shared/user';

/** The demo's people as `GET /api/users/me/` answers for them: staff, a Veneto member and a Veneto manager. */
export const veneto = { id: 6, code: 'veneto', name: 'ARPA Veneto' };

export const staff: Me = { username: 'admin', name: 'Admin', is_staff: true, authority: [] };
export const forecaster: Me = {
  username: 'forecaster',
  name: 'Forecaster',
  is_staff: false,
  authority: [{ ...veneto, role: 'member' }],
};
export const venetoManager: Me = {
  username: 'manager',
  name: 'Manager',
  is_staff: false,
  authority: [{ ...veneto, role: 'manager' }],
};
