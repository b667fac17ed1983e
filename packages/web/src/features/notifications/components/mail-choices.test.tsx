import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { callsTo, headersOf, json, mockFetch, problem, versionedObject } from '../../../test/fetch-mock.ts';
import { renderApp, renderWithProviders } from '../../../test/render.tsx';
import { venetoManager } from '../../../test/viewers.ts';
import { MailChoices } from './mail-choices.tsx';

const PATH = '/api/notifications/preferences/';
const kinds = [
  'A bulletin waits for my review',
  'My bulletin was returned',
  'My bulletin was published',
  'A delivery of my type failed',
  'A webhook of my type was turned off',
  'A bulletin is missing at its issue time',
  'A bulletin is still missing an hour later',
];

function setup(
  email: string,
  put: (body: { mail: string[] }) => Response = (body) => json({ ...body, email }),
) {
  // biome-ignore lint/suspicious/noDocumentCookie: the token the server would have set
  document.cookie = 'csrftoken=tok-1; path=/';
  const mock = mockFetch({
    [PATH]: (_url, init) =>
      init?.method === 'PUT'
        ? put(JSON.parse(String(init.body)))
        : json({ mail: ['submitted', 'still_missing'], email }),
  });
  renderWithProviders(<MailChoices />);
  return mock;
}

const section = async () => within(await screen.findByRole('region', { name: 'E-mail notifications' }));
const box = (name: string) => screen.getByRole('checkbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save choices' }));

describe('the e-mail choices on the profile', () => {
  it('shows a choice per kind, as saved, and the address they go to', async () => {
    setup('marco.bianchi@arpa.example');
    const choices = await section();
    expect(await choices.findByText('marco.bianchi@arpa.example')).toBeInTheDocument();
    expect(choices.getByText(/They are sent to/)).toBeInTheDocument();
    expect(choices.getAllByRole('checkbox')).toHaveLength(7);
    for (const name of kinds) expect(box(name)).toBeEnabled();
    expect(box('A bulletin waits for my review')).toBeChecked();
    expect(box('A bulletin is still missing an hour later')).toBeChecked();
    expect(box('My bulletin was returned')).not.toBeChecked();
  });

  it('saves the choices, in the kinds’ order, with the CSRF token, and says so', async () => {
    const mock = setup('marco.bianchi@arpa.example');
    await section();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'A bulletin waits for my review' }));
    await userEvent.click(box('A webhook of my type was turned off'));
    await userEvent.click(box('My bulletin was returned'));
    await save();
    expect(await screen.findByText('E-mail choices saved')).toBeInTheDocument();
    const put = callsTo(mock, PATH).find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      mail: ['returned', 'webhook_disabled', 'still_missing'],
    });
    expect(headersOf(put?.[1])['x-csrftoken']).toBe('tok-1');
  });

  it('shows what the server refused, on the choices or as a message', async () => {
    setup('marco.bianchi@arpa.example', () =>
      problem(400, 'Check the fields.', { mail: ['A kind is listed twice.'] }),
    );
    await section();
    await screen.findByRole('checkbox', { name: 'My bulletin was published' });
    await save();
    expect(await screen.findByText('A kind is listed twice.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Also tell me by e-mail when:' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows a refusal that names no field as a message', async () => {
    setup('marco.bianchi@arpa.example', () => problem(400, 'These choices cannot be saved now.'));
    await section();
    await screen.findByRole('checkbox', { name: 'My bulletin was published' });
    await save();
    expect(await screen.findByText('These choices cannot be saved now.')).toBeInTheDocument();
    expect(screen.queryByText('E-mail choices saved')).not.toBeInTheDocument();
  });

  it('saves over the version it loaded, then over the one it saved; a change made elsewhere is offered', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the token the server would have set
    document.cookie = 'csrftoken=tok-1; path=/';
    const choices = versionedObject({ mail: ['submitted'], email: 'marco.bianchi@arpa.example' });
    mockFetch({ [PATH]: (url, init) => choices.answer(url, init) });
    renderWithProviders(<MailChoices />);
    await section();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'My bulletin was returned' }));
    await save();
    expect(await screen.findByText('E-mail choices saved')).toBeInTheDocument();
    await userEvent.click(box('My bulletin was published'));
    await save();
    await waitFor(() => expect(choices.writes).toHaveLength(2));
    expect(choices.current.mail).toEqual(['submitted', 'returned', 'published']);

    choices.changeElsewhere({ mail: [] });
    await userEvent.click(box('A bulletin is missing at its issue time'));
    await save();
    const alert = await (await section()).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this while you were working on it.');
    expect(choices.current.mail).toEqual([]);
    expect(choices.writes.map((write) => write.ifMatch)).toEqual(['"v1"', '"v2"', '"v3"']);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload their version' }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Discard my changes and reload' }));
    await waitFor(() => expect(box('A bulletin waits for my review')).not.toBeChecked());
  });

  it('says that no address is on the account, with the choices shown but inert', async () => {
    setup('');
    const choices = await section();
    expect(
      await choices.findByText(
        'There is no e-mail address on your account, so no e-mail can be sent to you: staff can add one.',
      ),
    ).toBeInTheDocument();
    for (const name of kinds) expect(box(name)).toBeDisabled();
    expect(choices.queryByRole('button', { name: 'Save choices' })).not.toBeInTheDocument();
  });

  it('is on the profile, in Italian too', async () => {
    mockFetch({
      '/api/users/me/': json(venetoManager),
      '/api/navbar/': json([]),
      '/api/footer_navbar/': json([]),
      [PATH]: json({ mail: [], email: 'manager@arpa.example' }),
    });
    await i18n.changeLanguage('it');
    renderApp('/users/manager/');
    const choices = within(await screen.findByRole('region', { name: 'Notifiche via e-mail' }));
    expect(
      await choices.findByRole('checkbox', { name: 'Un bollettino attende la mia revisione' }),
    ).not.toBeChecked();
    await waitFor(() => expect(choices.getAllByRole('checkbox')).toHaveLength(7));
  });
});
