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

describe('a category’s options in other languages', () => {
  const sea: DataType = {
    ...sky,
    code: 'sea',
    name: 'Mare',
    description: '',
    translations: {},
    value_kind: 'category',
    icon_category: null,
    options: [
      { code: 'calm', label: 'Calmo', translations: { en: { label: 'Calm' } } },
      // Stored before options' labels were translated: no translations at all.
      { code: 'rough', label: 'Mosso' },
    ],
  };

  it('lists the options by their English labels on an English page', async () => {
    serve(versionedObject(sea));
    renderApp('/data-types/1');
    const options = await screen.findByRole('table', { name: /Options/ });
    expect(within(options).getByRole('cell', { name: 'Calm' })).toBeInTheDocument();
    expect(within(options).getByRole('cell', { name: 'Mosso' })).toBeInTheDocument();
  });

  it('edits the options’ labels one language tab at a time, and saves them with the Italian labels', async () => {
    const dataType = serve(versionedObject(sea));
    renderApp('/data-types/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit data type' });
    const group = within(form).getByRole('group', { name: 'Option labels in other languages' });
    expect(within(group).getByRole('tab', { name: /English\s*\(filled in\)/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(group).getByLabelText('English label of option 1 (Calmo)')).toHaveValue('Calm');
    await userEvent.type(within(group).getByLabelText('English label of option 2 (Mosso)'), 'Rough');
    await userEvent.click(within(group).getByRole('tab', { name: 'German' }));
    await userEvent.type(within(group).getByLabelText('German label of option 1 (Calmo)'), 'Ruhig');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mare' })).toBeInTheDocument();
    const [write] = dataType.writes;
    expect(write?.body).toMatchObject({
      options: [
        { code: 'calm', label: 'Calmo', translations: { en: { label: 'Calm' }, de: { label: 'Ruhig' } } },
        { code: 'rough', label: 'Mosso', translations: { en: { label: 'Rough' } } },
      ],
    });
  });

  it('refuses a too long label on its field, in its tab', async () => {
    serve(versionedObject(sea));
    renderApp('/data-types/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit data type' });
    const field = within(form).getByLabelText('English label of option 2 (Mosso)');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('At most 100 characters.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
