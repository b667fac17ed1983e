import type { Me } from '@bora/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { choiceRoutes, venetoDaily } from '../../test/bulletin-type-fixtures.ts';
import { callsTo, headersOf, json, mockFetch, problem, versioned } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { forecaster, staff, venetoManager, viewerKnown } from '../../test/viewers.ts';
import { delivery, webhook } from '../distribution/test-fixtures.ts';
import { BulletinTypeScreen } from './bulletin-type-screen.tsx';

const HOOKS = '/api/bulletin-types/7/webhooks/';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const sending = webhook({ id: 1, url: 'https://meteo.example/hook', languages: ['en'] });
const gone = webhook({
  id: 2,
  url: 'https://old.example/in',
  active: false,
  events: ['published'],
  disabled_reason: 'The receiver answered 410 Gone on 2026-03-28T16:30:00.000Z.',
  disabled_because: { code: 'receiver_gone', params: { at: '2026-03-28T16:30:00.000Z' } },
  previous_secret_until: '2099-01-01T10:00:00.000Z',
});

function bodyOf(init: RequestInit | undefined) {
  return JSON.parse(String(init?.body));
}

function setup(me: Me, routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    ...choiceRoutes(me),
    '/api/bulletin-types/7/': json(venetoDaily),
    '/api/bulletin-types/7/history/': json([]),
    [HOOKS]: json([sending, gone]),
    '/api/bulletin-types/7/recipients/': json({
      webhooks: { published: 1, corrected: 1, withdrawn: 1 },
      email_subscribers: 0,
    }),
    ...routes,
  });
  const view = renderWithProviders(<BulletinTypeScreen id="7" />, '/bulletin-types/7');
  return { fetchMock, ...view, user: userEvent.setup() };
}

const channels = () => screen.findByRole('region', { name: 'Channels' });
const item = async (url: string) =>
  (await within(await channels()).findByRole('heading', { name: url })).closest('li') as HTMLElement;

describe('the channels of a bulletin type', () => {
  it('lists each webhook with what it is sent, whether it is on and why Bora turned it off', async () => {
    setup(venetoManager);
    const first = await item('https://meteo.example/hook');
    expect(first).toHaveTextContent('Published, Corrected, Withdrawn');
    expect(first).toHaveTextContent('English');
    expect(first).toHaveTextContent('whsec_ab12…');
    expect(within(first).getByRole('switch', { name: 'Send to https://meteo.example/hook' })).toBeChecked();

    const second = await item('https://old.example/in');
    expect(second).toHaveTextContent('All');
    expect(within(second).getByRole('switch')).not.toBeChecked();
    expect(second).toHaveTextContent(/Turned off by Bora. The receiver answered 410 Gone on .*2026/);
    expect(second).toHaveTextContent(/The previous secret is valid until .*2099/);
    expect(within(await channels()).getByRole('link', { name: 'Delivery log' })).toHaveAttribute(
      'href',
      '/bulletin-types/7/deliveries',
    );
  });

  it('says how many confirmed e-mail subscribers it has, and that it sends nowhere only when it has neither', async () => {
    const recipients = (subscribers: number) =>
      json({ webhooks: { published: 0, corrected: 0, withdrawn: 0 }, email_subscribers: subscribers });
    const first = setup(venetoManager, {
      [HOOKS]: json([]),
      '/api/bulletin-types/7/recipients/': recipients(3),
    });
    expect(
      await within(await channels()).findByText(
        '3 confirmed e-mail subscribers are sent every publication, correction and withdrawal.',
      ),
    ).toBeVisible();
    expect(within(await channels()).queryByText(/sends to no address yet/)).not.toBeInTheDocument();
    first.unmount();

    setup(venetoManager, { [HOOKS]: json([]), '/api/bulletin-types/7/recipients/': recipients(0) });
    expect(
      await within(await channels()).findByText('This type sends to no address yet: add a webhook.'),
    ).toBeVisible();
    expect(within(await channels()).queryByText(/e-mail subscriber/)).not.toBeInTheDocument();
  });

  it('is not shown, nor asked for, to someone who does not manage the type', async () => {
    const { fetchMock, queryClient } = setup(forecaster);
    expect(await screen.findByRole('heading', { name: 'Veneto daily', level: 1 })).toBeInTheDocument();
    await viewerKnown(queryClient, forecaster);
    expect(screen.queryByRole('region', { name: 'Channels' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, HOOKS)).toHaveLength(0);
  });

  it('adds a webhook and shows its secret once, to copy', async () => {
    const { fetchMock, user } = setup(staff, {
      [HOOKS]: (_url, init) =>
        init?.method === 'POST'
          ? json({ ...webhook({ id: 3, url: 'https://new.example/in' }), secret: SECRET }, 201)
          : json([sending]),
    });
    await user.click(within(await channels()).getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook' });
    await user.type(within(dialog).getByLabelText(/^Address/), 'https://new.example/in');
    await user.click(within(dialog).getByLabelText('Withdrawn'));
    await user.click(within(dialog).getByLabelText('Italian'));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const shown = await screen.findByRole('dialog', { name: 'Webhook added: copy its secret' });
    expect(within(shown).getByText('Copy the secret now: you will not see it again.')).toBeInTheDocument();
    expect(within(shown).getByLabelText('Secret of https://new.example/in')).toHaveValue(SECRET);
    const post = callsTo(fetchMock, HOOKS).find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({
      url: 'https://new.example/in',
      events: ['published', 'corrected'],
      languages: ['it'],
      active: true,
    });

    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it("puts the server's refusal of an address on the address field", async () => {
    const { user } = setup(staff, {
      [HOOKS]: (_url, init) =>
        init?.method === 'POST'
          ? problem(400, 'Check the fields.', {
              url: ['This bulletin type already sends to this address.'],
            })
          : json([sending]),
    });
    await user.click(within(await channels()).getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook' });
    await user.type(within(dialog).getByLabelText(/^Address/), 'https://meteo.example/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(
      await within(dialog).findByText('This bulletin type already sends to this address.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Address/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses no event at all before sending', async () => {
    const { fetchMock, user } = setup(staff);
    await user.click(within(await channels()).getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook' });
    await user.type(within(dialog).getByLabelText(/^Address/), 'https://new.example/in');
    for (const event of ['Published', 'Corrected', 'Withdrawn'])
      await user.click(within(dialog).getByLabelText(event));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText('At least one event.')).toBeInTheDocument();
    expect(callsTo(fetchMock, HOOKS).some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('edits the events and languages on the version it read', async () => {
    const { fetchMock, user } = setup(venetoManager, {
      [`${HOOKS}1/`]: (_url, init) =>
        init?.method === 'PATCH'
          ? versioned({ ...sending, languages: [] }, '"w2"')
          : versioned(sending, '"w1"'),
    });
    await user.click(within(await item('https://meteo.example/hook')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' });
    expect(within(dialog).getByLabelText('English')).toBeChecked();
    await user.click(within(dialog).getByLabelText('English'));
    await user.click(within(dialog).getByLabelText('Corrected'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    const patch = callsTo(fetchMock, `${HOOKS}1/`).find(([, init]) => init?.method === 'PATCH');
    expect(headersOf(patch?.[1])['if-match']).toBe('"w1"');
    expect(bodyOf(patch?.[1])).toEqual({
      url: 'https://meteo.example/hook',
      events: ['published', 'withdrawn'],
      languages: [],
    });
  });

  it('says so when the webhook to edit was removed meanwhile, and opens nothing', async () => {
    const { user } = setup(venetoManager, {
      [`${HOOKS}1/`]: problem(404, 'This bulletin type has no webhook with this id.'),
    });
    await user.click(within(await item('https://meteo.example/hook')).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('This bulletin type has no webhook with this id.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit webhook' })).not.toBeInTheDocument();
  });

  it('turns a webhook on and off', async () => {
    const { fetchMock, user } = setup(venetoManager, {
      [`${HOOKS}2/`]: json({ ...gone, active: true, disabled_reason: '', disabled_because: null }),
    });
    await user.click(within(await item('https://old.example/in')).getByRole('switch'));
    expect(await screen.findByText('Webhook turned on')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, `${HOOKS}2/`)[0] ?? [];
    expect(init?.method).toBe('PATCH');
    expect(bodyOf(init)).toEqual({ active: true });
  });

  it('makes a new secret after asking, and shows it once', async () => {
    const { fetchMock, user } = setup(venetoManager, {
      [`${HOOKS}1/`]: json({ ...sending, previous_secret_until: '2026-03-30T09:00:00.000Z', secret: SECRET }),
    });
    await user.click(
      within(await item('https://meteo.example/hook')).getByRole('button', { name: 'New secret' }),
    );
    const asking = await screen.findByRole('dialog', { name: 'Make a new secret?' });
    expect(asking).toHaveTextContent('keeps signing beside it for 24 hours');
    expect(callsTo(fetchMock, `${HOOKS}1/`)).toHaveLength(0);
    await user.click(within(asking).getByRole('button', { name: 'Make a new secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New secret: copy it' });
    expect(within(shown).getByLabelText(/^Secret of/)).toHaveValue(SECRET);
    expect(shown).toHaveTextContent(/The previous secret keeps signing beside this one until .*2026/);
    expect(bodyOf(callsTo(fetchMock, `${HOOKS}1/`)[0]?.[1])).toEqual({ rotate_secret: true });
  });

  it('sends a test and says so, with the way to the log', async () => {
    const { fetchMock, user, router } = setup(venetoManager, {
      [`${HOOKS}1/test/`]: json(delivery({ id: 9, event: 'test', bulletin_id: null, state: 'pending' }), 202),
    });
    await user.click(
      within(await item('https://meteo.example/hook')).getByRole('button', { name: 'Send a test' }),
    );
    expect(await screen.findByText('Test sent to https://meteo.example/hook.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `${HOOKS}1/test/`)[0]?.[1]?.method).toBe('POST');
    await user.click(screen.getByRole('button', { name: 'See the log' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bulletin-types/7/deliveries'));
  });

  it('removes a webhook after asking', async () => {
    const { fetchMock, user } = setup(venetoManager, {
      [`${HOOKS}2/`]: new Response(null, { status: 204 }),
    });
    await user.click(within(await item('https://old.example/in')).getByRole('button', { name: 'Remove' }));
    const asking = await screen.findByRole('dialog', { name: 'Delete?' });
    await user.click(within(asking).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `${HOOKS}2/`).some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
  });
});
