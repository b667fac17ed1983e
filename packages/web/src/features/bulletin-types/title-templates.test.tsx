import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { choiceRoutes, forecaster, venetoDaily, venetoManager } from '../../test/bulletin-type-fixtures.ts';
import { callsTo, json, mockFetch, problem } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { BulletinTypeScreen } from './bulletin-type-screen.tsx';

function setup(me: typeof venetoManager | typeof forecaster, save: Response = json(venetoDaily)) {
  const fetchMock = mockFetch({
    ...choiceRoutes(me),
    '/api/bulletin-types/7/': (_url, init) => (init?.method === 'PUT' ? save : json(venetoDaily)),
    '/api/bulletin-types/7/history/': json([]),
  });
  renderWithProviders(<BulletinTypeScreen id="7" />, '/bulletin-types/7');
  return { fetchMock, user: userEvent.setup() };
}

function sentBody(fetchMock: ReturnType<typeof mockFetch>) {
  const put = callsTo(fetchMock, '/api/bulletin-types/7/').find(([, init]) => init?.method === 'PUT');
  return put ? JSON.parse(String(put[1]?.body)) : undefined;
}

const templates = () => screen.getByRole('group', { name: 'Title of each new bulletin' });

describe('title templates on the bulletin type screen', () => {
  beforeEach(() => {
    // Late on 27 November in UTC is already the 28th in Rome, the agency's time zone.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T23:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each template with the title it makes today', async () => {
    setup(forecaster);
    expect(await screen.findByText('Previsioni del {issue_date}')).toBeInTheDocument();
    expect(screen.getByText('Previsioni del 28 novembre 2026')).toHaveAttribute('lang', 'it');
  });

  it('previews today’s title as the template is written, in the language’s own date format', async () => {
    const { fetchMock, user } = setup(venetoManager);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const english = within(templates()).getByRole('textbox', { name: 'English' });
    expect(english).toHaveAttribute('placeholder', 'Forecast for {issue_date}');
    expect(within(templates()).getByText('Previsioni del 28 novembre 2026')).toBeInTheDocument();
    await user.type(english, '{{type}: {{valid_period}');
    expect(within(templates()).getByText('Veneto daily: 28–29 November 2026')).toHaveAttribute('lang', 'en');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBody(fetchMock)).toBeDefined());
    expect(sentBody(fetchMock).title_templates).toEqual({
      it: 'Previsioni del {issue_date}',
      en: '{type}: {valid_period}',
    });
  });

  it('names an unknown placeholder as it is typed, and does not save', async () => {
    const { fetchMock, user } = setup(venetoManager);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const english = within(templates()).getByRole('textbox', { name: 'English' });
    await user.type(english, 'Forecast for {{date}');
    expect(
      await within(templates()).findByText(
        '{date} is not a placeholder: use {issue_date}, {valid_from}, {valid_to}, {valid_period} or {type}.',
      ),
    ).toBeInTheDocument();
    expect(english).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sentBody(fetchMock)).toBeUndefined();
  });

  it('drops a language’s template with the language', async () => {
    const { fetchMock, user } = setup(venetoManager);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(within(templates()).getByRole('textbox', { name: 'English' }), 'Forecast');
    const languages = screen.getByRole('group', { name: 'Content languages' });
    await user.click(within(languages).getByRole('checkbox', { name: 'English' }));
    expect(within(templates()).queryByRole('textbox', { name: 'English' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBody(fetchMock)).toBeDefined());
    expect(sentBody(fetchMock).title_templates).toEqual({ it: 'Previsioni del {issue_date}' });
  });

  it('puts the server’s refusal on the template it is about', async () => {
    const { user } = setup(
      venetoManager,
      problem(400, 'Check the fields.', { 'title_templates.it': ['At most 200 characters.'] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await within(templates()).findByText('At most 200 characters.')).toBeInTheDocument();
    expect(within(templates()).getByRole('textbox', { name: 'Italian' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
