import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { renderWithProviders } from '../test/render.tsx';
import { DeleteButton } from './delete-button.tsx';

const inUse = {
  deletable: false,
  problem: {
    type: 'about:blank',
    title: 'Conflict',
    status: 409,
    code: 'authority_in_use',
    params: { name: 'ARPA Veneto', venues: 18, icon_sets: 1, bulletin_types: 0 },
    detail: 'ARPA Veneto still has 18 venues, 1 icon set: move or delete them first.',
  },
};

describe('DeleteButton with a check', () => {
  it('says an object is in use before any confirmation, in Italian, and offers no Delete', async () => {
    await i18n.changeLanguage('it');
    const fetchMock = mockFetch({ '/api/authorities/7/delete-check/': json(inUse) });
    const onDelete = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <DeleteButton name="ARPA Veneto" onDelete={onDelete} checkPath="/api/authorities/7/" />,
    );
    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Non si può eliminare ora' });
    expect(dialog).toHaveTextContent(
      'ARPA Veneto ha ancora 18 località e 1 set di icone: spostali o eliminali prima.',
    );
    expect(screen.getAllByRole('button', { name: 'Elimina' })).toHaveLength(1);
    await user.click(screen.getAllByRole('button', { name: 'Chiudi' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, '/api/authorities/7/delete-check/')).toHaveLength(1);
  });

  it('asks to confirm when the server says the delete would go through', async () => {
    mockFetch({ '/api/venues/3/delete-check/': json({ deletable: true }) });
    const onDelete = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(<DeleteButton name="Verona" onDelete={onDelete} checkPath="/api/venues/3/" />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Delete Verona? This cannot be undone.');
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Verona deleted')).toBeInTheDocument();
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('offers to deactivate what bulletins still use, and deactivates it', async () => {
    await i18n.changeLanguage('en');
    const usedByBulletins = {
      deletable: false,
      problem: {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        code: 'used_by_bulletins',
        params: { name: 'Veneto daily', count: 12 },
        detail:
          'Veneto daily: 12 bulletins of this type exist, and bulletins are kept: deactivate it instead.',
      },
    };
    mockFetch({ '/api/bulletin-types/4/delete-check/': json(usedByBulletins) });
    const onDelete = vi.fn();
    const onDeactivate = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(
      <DeleteButton
        name="Veneto daily"
        onDelete={onDelete}
        checkPath="/api/bulletin-types/4/"
        onDeactivate={onDeactivate}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cannot be deleted now' });
    expect(dialog).toHaveTextContent(
      'Veneto daily is in 12 bulletins, and bulletins are kept: deactivate it instead.',
    );
    await user.click(screen.getByRole('button', { name: 'Deactivate instead' }));
    expect(await screen.findByText('Veneto daily deactivated')).toBeInTheDocument();
    expect(onDeactivate).toHaveBeenCalledOnce();
    expect(onDelete).not.toHaveBeenCalled();
  });
});
