import type { Me } from '@bora/shared/user';
import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { meQueryKey } from '../lib/viewer.ts';

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

/**
 * Resolves once the app knows the viewer (their `me` answer is in): from then on a control missing
 * from the screen is missing by its rule, not because the user is still unknown.
 */
export async function viewerKnown(queryClient: QueryClient, viewer: Me) {
  await waitFor(() => expect(queryClient.getQueryData(meQueryKey)).toEqual(viewer));
}
