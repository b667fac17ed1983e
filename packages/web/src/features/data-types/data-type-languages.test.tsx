import type { DataType } from '@bora/shared/data-type';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { json, mockFetch, versionedObject } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { shellRoutes, staff } from '../venues/venues-test-data.ts';

const sky: DataType = {
  id: 1,
  code: 'sky',
  name: 'Cielo',
  description: 'Stato del cielo.',
  translations: { en: { name: 'Sky', description: 'State of the sky.' } },
  value_kind: 'icon',
  unit: '',
  minimum: null,
  maximum: null,
  decimals: null,
  tolerance: null,
  options: [],
  icon_category: 'sky',
  display_order: 10,
  active: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const remarks: DataType = { ...sky, id: 2, code: 'remarks', name: 'Note', description: '', translations: {} };

function serve(dataType = versionedObject(sky)) {
  mockFetch({
    ...shellRoutes(staff),
    '/api/data-types/': json({ count: 2, next: null, previous: null, results: [sky, remarks] }),
    '/api/data-types/1/': (url, init) => dataType.answer(url, init),
    '/api/data-types/1/history/': json([]),
  });
  return dataType;
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('a data type in the reader’s language', () => {
  it('lists the English names on an English page, and the Italian name where there is no English one', async () => {
    serve();
    renderApp('/data-types');
    expect(await screen.findByRole('link', { name: 'Sky' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Note' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('it'));
    expect(await screen.findByRole('link', { name: 'Cielo' })).toBeInTheDocument();
  });

  it('shows its name and description in the page’s language, switching with it', async () => {
    serve();
    renderApp('/data-types/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sky' })).toBeInTheDocument();
    expect(screen.getByText('State of the sky.')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('it'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cielo' })).toBeInTheDocument();
    expect(screen.getByText('Stato del cielo.')).toBeInTheDocument();
  });

  it('edits the other languages one tab at a time, and saves them with the Italian texts', async () => {
    const dataType = serve();
    renderApp('/data-types/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit data type' });
    expect(within(form).getByLabelText(/^Name$|^Name \*/)).toHaveValue('Cielo');
    expect(within(form).getByRole('tab', { name: /English/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(form).getByLabelText('English name')).toHaveValue('Sky');
    await userEvent.click(within(form).getByRole('tab', { name: 'German' }));
    await userEvent.type(within(form).getByLabelText('German name'), 'Himmel');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sky' })).toBeInTheDocument();
    const [write] = dataType.writes;
    expect(write?.body).toMatchObject({
      name: 'Cielo',
      translations: { en: { name: 'Sky', description: 'State of the sky.' }, de: { name: 'Himmel' } },
    });
  });
});
