import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, problem } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { coded, publicPage } from './test-fixtures.ts';

const ENDPOINT = '/api/public/subscriptions/confirm/';
const CONFIRMED = {
  bulletin_type: {
    code: 'veneto-montagna',
    name: 'Bollettino montagna Veneto',
    translations: { en: { name: 'Veneto mountain bulletin' } },
  },
  bulletin_types: [
    {
      code: 'veneto-montagna',
      name: 'Bollettino montagna Veneto',
      translations: { en: { name: 'Veneto mountain bulletin' } },
    },
  ],
  email: 'a•••@example.org',
  language: 'en',
  confirmed: true,
};

function setup(answer: Response | Error, path = '/subscribe/confirm?token=tok-123') {
  const fetchMock = mockFetch({
    ...publicPage(),
    [ENDPOINT]: answer instanceof Error ? answer : () => answer,
  });
  const user = userEvent.setup();
  renderApp(path);
  return { fetchMock, user };
}

const confirm = () => screen.findByRole('button', { name: 'Confirm the subscription' });

describe('/subscribe/confirm', () => {
  it('confirms only when the button is pressed, then names the type and the masked address', async () => {
    const { fetchMock, user } = setup(json(CONFIRMED));
    await user.click(await confirm());
    // Opening the page (as a mail scanner does) sent nothing: only the press did.
    expect(callsTo(fetchMock, ENDPOINT)).toHaveLength(1);
    expect(JSON.parse(String(callsTo(fetchMock, ENDPOINT)[0]?.[1]?.body))).toEqual({ token: 'tok-123' });
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeInTheDocument();
    // The type in the reader's language, as the answer names it.
    expect(
      await screen.findByText(
        'a•••@example.org will receive “Veneto mountain bulletin” by e-mail, in English.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm the subscription' })).not.toBeInTheDocument();
  });

  it('sends nothing on load', async () => {
    const { fetchMock } = setup(json(CONFIRMED));
    await confirm();
    expect(callsTo(fetchMock, ENDPOINT)).toHaveLength(0);
  });

  it.each([
    [coded(400, 'link_invalid'), 'This link does not work'],
    [coded(410, 'link_expired'), 'This link has expired'],
    [
      problem(404, 'This subscription no longer exists: subscribe again.'),
      'This subscription no longer exists',
    ],
  ])('explains a link that cannot work (%#) and leads back to /subscribe', async (answer, title) => {
    const { user } = setup(answer);
    await user.click(await confirm());
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByRole('button', { name: 'Confirm the subscription' })).not.toBeInTheDocument();
  });

  it('says an expired link lasted 48 hours', async () => {
    const { user } = setup(coded(410, 'link_expired'));
    await user.click(await confirm());
    expect(await screen.findByText(/A confirmation link works for 48 hours/)).toBeInTheDocument();
  });

  it('explains a link without a token at once, with nothing to press', async () => {
    const { fetchMock } = setup(json(CONFIRMED), '/subscribe/confirm');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm the subscription' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, ENDPOINT)).toHaveLength(0);
  });

  it('keeps the button after a failure worth trying again', async () => {
    const { user } = setup(new TypeError('Failed to fetch'));
    await user.click(await confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached.');
    expect(screen.getByRole('button', { name: 'Confirm the subscription' })).toBeEnabled();
  });
});
