import type { Me } from '@bora/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  choiceRoutes,
  forecaster,
  page,
  venetoDaily,
  venetoManager,
} from '../../test/bulletin-type-fixtures.ts';
import { callsTo, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { BulletinTypesScreen } from './bulletin-types-screen.tsx';

function setup(path: string, me: Me | null) {
  const fetchMock = mockFetch({ ...choiceRoutes(me), '/api/bulletin-types/': page([venetoDaily]) });
  const view = renderWithProviders(<BulletinTypesScreen />, path);
  return { fetchMock, ...view, user: userEvent.setup() };
}

const listQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, '/api/bulletin-types/').map(
    ([input]) => new URL(String(input), 'http://localhost').searchParams,
  );

describe('bulletin types list', () => {
  it('reads search, filters and ordering from the URL, and writes changes back', async () => {
    const { fetchMock, router, user } = setup(
      '/bulletin-types?authority=national&active=true&search=daily&ordering=-horizon_days',
      null,
    );
    expect(await screen.findByRole('link', { name: 'Veneto daily' })).toHaveAttribute(
      'href',
      '/bulletin-types/7',
    );
    const [first] = listQueries(fetchMock);
    expect(first?.get('authority')).toBe('national');
    expect(first?.get('active')).toBe('true');
    expect(first?.get('search')).toBe('daily');
    expect(first?.get('ordering')).toBe('-horizon_days');
    expect(screen.getByRole('columnheader', { name: /Horizon/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('2 venues · 3 slots · 2 data types')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Icon set'), 'Yr');
    await waitFor(() => expect(router.state.location.search).toContain('icon_set=2'));
    await waitFor(() => expect(listQueries(fetchMock).some((q) => q.get('icon_set') === '2')).toBe(true));
  });

  it('offers Create only to whoever may create', async () => {
    setup('/bulletin-types', forecaster);
    await screen.findByRole('link', { name: 'Veneto daily' });
    expect(screen.queryByRole('button', { name: 'New bulletin type' })).not.toBeInTheDocument();
  });

  it('opens the create form with ?new for a manager, owned by their authority', async () => {
    const { user, router } = setup('/bulletin-types', venetoManager);
    await user.click(await screen.findByRole('button', { name: 'New bulletin type' }));
    await waitFor(() => expect(router.state.location.search).toContain('new'));
    const dialog = await screen.findByRole('dialog', { name: 'New bulletin type' });
    expect(within(dialog).getByLabelText(/^Authority/)).toHaveValue('6');
    // The reference set, or the authority's own: not another authority's.
    const iconSets = [...(within(dialog).getByLabelText(/^Icon set/) as HTMLSelectElement).options].map(
      (o) => o.text,
    );
    expect(iconSets).toEqual(['Choose an icon set…', 'Meteocons (reference)', 'Yr']);
  });
});
