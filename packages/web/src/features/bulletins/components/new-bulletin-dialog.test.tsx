import { daysBetween } from '@bora/shared/agency-time';
import type { CopySource } from '@bora/shared/bulletin-copy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  bulletin,
  bulletinRoutes,
  clockAt,
  created,
  forecaster,
  page,
  staff,
} from '../../../test/bulletin-fixtures.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

/** Veneto daily has bulletins for today and tomorrow (28 and 29 March in Rome); the 29th is published. */
const issued = [
  bulletin({ id: 21, issue_date: '2026-03-28' }),
  bulletin({ id: 22, issue_date: '2026-03-29', status: 'published' }),
];

/**
 * What each of Veneto daily's bulletins would carry onto one for `date` (a grid of 24 cells over 2
 * days): the published one is full (24 values, 12 of them on its second day), the draft empty.
 */
function sourcesFor(date: string, published = true) {
  const source = (id: number, issue_date: string, status: CopySource['status'], values: number) => {
    const day_shift = daysBetween(issue_date, date);
    const carried = values && day_shift < 2 ? values / 2 : 0;
    return {
      id,
      issue_date,
      version: 1,
      status,
      title: '',
      day_shift,
      value_cells: values,
      carried_cells: carried,
    };
  };
  return json({
    cells: 24,
    previous_id: published ? 22 : null,
    proposed_id: published ? 22 : null,
    results: [
      source(22, '2026-03-29', published ? 'published' : 'submitted', 24),
      source(21, '2026-03-28', 'draft', 0),
    ],
  });
}

function answers(create: (body: unknown) => Response, published = true) {
  const posted: unknown[] = [];
  const asked: string[] = [];
  const answer = (url: URL, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      return create(body);
    }
    const query = url.searchParams;
    if (query.get('issue_date_after') === '2026-03-28' && query.get('bulletin_type') === '7')
      return page(issued);
    return page([]);
  };
  const sources = (url: URL) => {
    const date = url.searchParams.get('issue_date') ?? '';
    asked.push(`${url.searchParams.get('bulletin_type')} ${date}`);
    return sourcesFor(date, published);
  };
  return { routes: { '/api/bulletins/': answer, '/api/bulletins/copy-sources/': sources }, posted, asked };
}

// 09:00 in Rome on 28 March 2026.
clockAt('2026-03-28T08:00:00Z');

describe('the New bulletin dialog', () => {
  it('offers the types the person writes, with the next due date, starting from the published bulletin that carries the most', async () => {
    const api = answers(() => created(30, '2026-03-30', 12, 22));
    mockFetch({ ...bulletinRoutes(forecaster), ...api.routes });
    const { router } = renderApp('/bulletins?new');
    const dialog = await screen.findByRole('dialog', { name: 'New bulletin' });
    const type = within(dialog).getByLabelText(/Bulletin type/);
    // A Veneto member writes Veneto's type only: not Lombardy's, not the national one.
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Veneto daily']);
    const date = within(dialog).getByLabelText(/Issue date/);
    await waitFor(() => expect(date).toHaveValue('2026-03-30'));

    // The published bulletin that carries the most is proposed; every candidate says its state and what it carries.
    const start = within(dialog).getByLabelText('Start from');
    const published = await within(start).findByRole('option', {
      name: 'Mar 29, 2026, version 1, Published: carries 12 of 24 cells (proposed: carries the most)',
    });
    await waitFor(() => expect(published).toHaveProperty('selected', true));
    expect(
      within(start)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Empty',
      'Mar 29, 2026, version 1, Published: carries 12 of 24 cells (proposed: carries the most)',
      'Mar 28, 2026, version 1, Draft: carries 0 of 24 cells',
    ]);
    expect(api.asked).toContain('7 2026-03-30');
    const carried = within(dialog).getByText(/will be carried over/);
    expect(carried).toHaveTextContent(
      'The values and texts of the bulletin of Mar 29, 2026 (version 1, Published) will be carried over: 12 of the 24 cells.',
    );
    expect(
      within(dialog).getByText(/move forward by 1 day; those that fall beyond the 2-day horizon/),
    ).toBeVisible();
    expect(
      within(dialog).getByRole('link', { name: 'Open the bulletin of Mar 29, 2026 (version 1)' }),
    ).toHaveAttribute('href', '/bulletin/22');

    // The unfinished draft would carry nothing, and the dialog says so before anything is created.
    await userEvent.selectOptions(start, 'Mar 28, 2026, version 1, Draft: carries 0 of 24 cells');
    expect(
      await within(dialog).findByText('This bulletin would carry no values: it has none yet.'),
    ).toBeVisible();

    // A date too far on: the published one's days all fall before it; the choice made stays.
    await userEvent.selectOptions(start, within(start).getByRole('option', { name: /Published/ }));
    await userEvent.clear(date);
    await userEvent.type(date, '2026-04-05');
    expect(
      await within(dialog).findByText(
        'This bulletin would carry no values: it is 7 days older, so none of its days falls within the 2-day horizon.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('Only its texts are copied.', { exact: false })).toBeVisible();
    await userEvent.clear(date);
    await userEvent.type(date, '2026-03-30');
    await within(dialog).findByText(/will be carried over/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bulletin/30'));
    expect(api.posted).toEqual([
      { bulletin_type_id: 7, issue_date: '2026-03-30', copy_from: { bulletin_id: 22 }, source: 'edit' },
    ]);
    expect(await screen.findByText('Bulletin created: 12 cells carried over.')).toBeVisible();
  });

  it('starts empty when the type has no published bulletin, and can still start from another', async () => {
    const api = answers(() => created(31, '2026-03-30', 0, null), false);
    mockFetch({ ...bulletinRoutes(forecaster), ...api.routes });
    renderApp('/bulletins?new');
    const dialog = await screen.findByRole('dialog', { name: 'New bulletin' });
    const start = within(dialog).getByLabelText('Start from');
    const submitted = await within(start).findByRole('option', {
      name: /Submitted: carries 12 of 24 cells$/,
    });
    expect(within(start).getByRole('option', { name: 'Empty' })).toHaveProperty('selected', true);
    expect(submitted).toHaveProperty('selected', false);
    await userEvent.selectOptions(start, submitted);
    expect(await within(dialog).findByText(/will be carried over: 12 of the 24 cells/)).toBeVisible();
    await userEvent.selectOptions(start, 'Empty');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.posted).toHaveLength(1));
    expect(api.posted).toEqual([
      { bulletin_type_id: 7, issue_date: '2026-03-30', copy_from: null, source: 'edit' },
    ]);
    expect(await screen.findByText('Bulletin created, empty.')).toBeVisible();
  });

  it('shows on the field why the chosen bulletin cannot be copied', async () => {
    const api = answers(() =>
      json(
        {
          type: 'about:blank',
          title: 'Not Found',
          status: 404,
          code: 'copy_source_missing',
          params: { id: 22 },
          detail: 'copy_from: there is no bulletin #22, or you may not read it.',
          errors: { copy_from: ['There is no such bulletin to copy from.'] },
        },
        404,
        'application/problem+json',
      ),
    );
    mockFetch({ ...bulletinRoutes(forecaster), ...api.routes });
    const { router } = renderApp('/bulletins?new');
    const dialog = await screen.findByRole('dialog', { name: 'New bulletin' });
    await within(dialog).findByText(/will be carried over/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const start = within(dialog).getByLabelText('Start from');
    expect(await within(dialog).findByText('There is no such bulletin to copy from.')).toBeVisible();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/bulletins');
  });

  it('lets staff write every type, the national one included, starting from the type the list shows', async () => {
    mockFetch({ ...bulletinRoutes(staff), ...answers(() => page([])).routes });
    renderApp('/bulletins?bulletin_type=9&new');
    const dialog = await screen.findByRole('dialog', { name: 'New bulletin' });
    const type = within(dialog).getByLabelText(/Bulletin type/);
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lombardia daily', 'National daily', 'Veneto daily']);
  });

  it('says when the date has its bulletin already, and links to it', async () => {
    const api = answers(() =>
      json(
        {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          code: 'bulletin_exists',
          params: { id: 21, status: 'draft', issue_date: '2026-03-28' },
          detail: 'The bulletin veneto-daily of 2026-03-28 exists already (#21, draft).',
          errors: { issue_date: ['A bulletin for this date exists already: #21.'] },
        },
        409,
        'application/problem+json',
      ),
    );
    mockFetch({ ...bulletinRoutes(forecaster), ...api.routes });
    const { router } = renderApp('/bulletins?new');
    const dialog = await screen.findByRole('dialog', { name: 'New bulletin' });
    const date = within(dialog).getByLabelText(/Issue date/);
    await waitFor(() => expect(date).toHaveValue('2026-03-30'));
    await userEvent.clear(date);
    await userEvent.type(date, '2026-03-28');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A bulletin for this date exists already: #21.')).toBeVisible();
    const link = within(dialog).getByRole('link', { name: 'Open the existing bulletin #21' });
    expect(link).toHaveAttribute('href', '/bulletin/21');
    expect(router.state.location.pathname).toBe('/bulletins');
  });
});
