import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { coded, publicPage } from './test-fixtures.ts';

const ENDPOINT = '/api/public/subscriptions/unsubscribe/';

function setup(answer: Response) {
  const fetchMock = mockFetch({ ...publicPage(), [ENDPOINT]: () => answer });
  const user = userEvent.setup();
  renderApp('/subscribe/unsubscribe?token=tok-9');
  return { fetchMock, user };
}

const unsubscribe = () => screen.findByRole('button', { name: 'Unsubscribe' });

describe('/subscribe/unsubscribe', () => {
  it('ends the subscription when the button is pressed, and says no more e-mails of the type will come', async () => {
    const { fetchMock, user } = setup(
      json({
        bulletin_type: {
          code: 'nazionale',
          name: 'Previsioni nazionali',
          translations: { en: { name: 'National forecast' } },
        },
        bulletin_types: [
          {
            code: 'nazionale',
            name: 'Previsioni nazionali',
            translations: { en: { name: 'National forecast' } },
          },
        ],
        email: 'a•••@example.org',
        language: 'it',
        confirmed: false,
      }),
    );
    const button = await unsubscribe();
    expect(callsTo(fetchMock, ENDPOINT)).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(
      screen.getByText('a•••@example.org will receive no more e-mails of “National forecast”.'),
    ).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, ENDPOINT)[0]?.[1]?.body))).toEqual({ token: 'tok-9' });
  });

  it('says so when the subscription had ended already', async () => {
    const { user } = setup(json(null));
    await user.click(await unsubscribe());
    expect(await screen.findByRole('heading', { name: 'Already unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText(/You were not subscribed any more/)).toBeInTheDocument();
  });

  it('explains a bad link', async () => {
    const { user } = setup(coded(400, 'link_invalid'));
    await user.click(await unsubscribe());
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', '/subscribe');
  });
});
