import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, problem } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { coded, publicPage, TYPES } from './test-fixtures.ts';

const ENDPOINT = '/api/public/subscriptions/';

function setup(answer: Response, path = '/subscribe') {
  const fetchMock = mockFetch({ ...publicPage(), [ENDPOINT]: () => answer });
  const user = userEvent.setup();
  renderApp(path);
  return { fetchMock, user };
}

const sent = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, ENDPOINT).map(([, init]) => JSON.parse(String(init?.body)));

describe('/subscribe', () => {
  it('offers the public types in the reader’s language, and ?type= chooses one', async () => {
    setup(json({ detail: 'ok' }, 202), '/subscribe?type=veneto-montagna');
    const types = await screen.findByRole('group', { name: /Bulletins/ });
    const veneto = within(types).getByRole('checkbox', { name: 'Veneto mountain bulletin' });
    expect(veneto).toBeChecked();
    expect(veneto).toHaveAccessibleDescription('The mountain bulletin of the Dolomites.');
    // No English name: the Italian one.
    expect(within(types).getByRole('checkbox', { name: 'Previsioni nazionali' })).not.toBeChecked();
    // The e-mails' language starts as the interface's.
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('sends type, address and language, then says to check the inbox, never whether it was subscribed', async () => {
    const { fetchMock, user } = setup(json({ detail: 'On its way.' }, 202));
    await user.click(await screen.findByRole('checkbox', { name: 'Previsioni nazionali' }));
    await user.type(screen.getByLabelText(/E-mail address/), 'anna@example.org');
    await user.click(screen.getByRole('radio', { name: 'Italian' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const heading = await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(heading).toHaveFocus();
    expect(sent(fetchMock)).toEqual([
      { email: 'anna@example.org', bulletin_types: ['nazionale'], language: 'it' },
    ]);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('anna@example.org');
    expect(main).toHaveTextContent('“Previsioni nazionali”');
    expect(main).toHaveTextContent('within 48 hours');
    expect(main).not.toHaveTextContent(/already/i);

    await user.click(screen.getByRole('button', { name: 'Subscribe another address or bulletin' }));
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('');
  });

  it('subscribes to several types at once, with one confirmation', async () => {
    const { fetchMock, user } = setup(json({ detail: 'On its way.' }, 202), '/subscribe?type=nazionale');
    const types = await screen.findByRole('group', { name: /Bulletins/ });
    expect(types).toHaveAccessibleName(/Bulletins/);
    await user.click(within(types).getByRole('checkbox', { name: 'Veneto mountain bulletin' }));
    await user.type(screen.getByLabelText(/E-mail address/), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(sent(fetchMock)).toEqual([
      { email: 'anna@example.org', bulletin_types: ['veneto-montagna', 'nazionale'], language: 'en' },
    ]);
    expect(screen.getByRole('main')).toHaveTextContent(
      'a link to confirm the subscription to “Veneto mountain bulletin” and “Previsioni nazionali”',
    );
  });

  it('checks the fields before sending', async () => {
    const { fetchMock, user } = setup(json({ detail: 'ok' }, 202));
    await user.type(await screen.findByLabelText(/E-mail address/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Choose at least one bulletin type.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Bulletins/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail address/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, ENDPOINT)).toHaveLength(0);
  });

  it("puts the server's field errors on their fields", async () => {
    const { user } = setup(
      problem(400, 'Check the fields.', { bulletin_types: ['No public bulletin type has this code.'] }),
      '/subscribe?type=nazionale',
    );
    await user.type(await screen.findByLabelText(/E-mail address/), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const types = screen.getByRole('group', { name: /Bulletins/ });
    await waitFor(() => expect(types).toHaveAccessibleDescription('No public bulletin type has this code.'));
    expect(screen.getByLabelText(/E-mail address/)).not.toHaveAttribute('aria-invalid');
  });

  it('says plainly that a server without e-mail takes no subscriptions, and offers the feed', async () => {
    const { user } = setup(coded(503, 'busy', { retry_after: 3600 }), '/subscribe?type=nazionale');
    await user.type(await screen.findByLabelText(/E-mail address/), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('E-mail subscriptions are not available on this server');
    expect(within(alert).getByRole('link', { name: /news feed/ })).toHaveAttribute(
      'href',
      TYPES[1]?.links.feed,
    );
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).not.toBeInTheDocument();
  });

  it('says how long to wait after too many requests', async () => {
    const { user } = setup(
      coded(429, 'too_many_requests', { retry_after: 240 }),
      '/subscribe?type=nazionale',
    );
    await user.type(await screen.findByLabelText(/E-mail address/), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many subscription requests have come from your connection. Please wait 4 minutes and try again.',
    );
  });

  it('tells that a type named by a link cannot be subscribed to, and chooses none', async () => {
    setup(json({ detail: 'ok' }, 202), '/subscribe?type=private-type');
    expect(await screen.findByText(/The bulletin named by the link you followed/)).toBeInTheDocument();
    for (const box of within(screen.getByRole('group', { name: /Bulletins/ })).getAllByRole('checkbox'))
      expect(box).not.toBeChecked();
  });

  it('says when no bulletin can be received by e-mail', async () => {
    mockFetch(publicPage([]));
    renderApp('/subscribe');
    expect(
      await screen.findByText('No bulletin can be received by e-mail at the moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });
});
