import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { bulletin, bulletinRoutes, clockAt, created, forecaster, page, staff } from '../test-fixtures.ts';

/** Veneto daily has bulletins for today and tomorrow (28 and 29 March in Rome); the 29th is published. */
const issued = [
  bulletin({ id: 21, issue_date: '2026-03-28' }),
  bulletin({ id: 22, issue_date: '2026-03-29', status: 'published' }),
];

function answers(create: (body: unknown) => Response) {
  const posted: unknown[] = [];
  const answer = (url: URL, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      return create(body);
    }
    const query = url.searchParams;
    if (query.get('issue_date_after') === '2026-03-28' && query.get('bulletin_type') === '7')
      return page(issued);
    if (query.has('issue_date_before')) return page([issued[1]]);
    return page([]);
  };
  return { answer, posted };
}

// 09:00 in Rome on 28 March 2026.
clockAt('2026-03-28T08:00:00Z');

describe('the New bulletin dialog', () => {
  it('offers the types the person writes, with the next due date, and says what the previous one carries', async () => {
    const api = answers(() => created(30, '2026-03-30', 12, 22));
    mockFetch({ ...bulletinRoutes(forecaster), '/api/bulletins/': api.answer });
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

    await userEvent.selectOptions(within(dialog).getByLabelText('Start'), 'From the previous bulletin');
    const carried = await within(dialog).findByText(/will be carried over/);
    expect(carried).toHaveTextContent('bulletin of Mar 29, 2026 (version 1, Published)');
    expect(
      within(dialog).getByText(/move forward by 1 day, and those that fall beyond the 2-day horizon/),
    ).toBeVisible();

    await userEvent.clear(date);
    await userEvent.type(date, '2026-04-05');
    expect(await within(dialog).findByText(/it is 7 days older, so none of its values/)).toBeVisible();
    await userEvent.clear(date);
    await userEvent.type(date, '2026-03-30');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bulletin/30'));
    expect(api.posted).toEqual([{ bulletin_type_id: 7, issue_date: '2026-03-30', copy_from: 'previous' }]);
    expect(
      await screen.findByText('Bulletin created: 12 cells carried from the previous one.'),
    ).toBeVisible();
  });

  it('lets staff write every type, the national one included, starting from the type the list shows', async () => {
    mockFetch({ ...bulletinRoutes(staff), '/api/bulletins/': answers(() => page([])).answer });
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
    mockFetch({ ...bulletinRoutes(forecaster), '/api/bulletins/': api.answer });
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
