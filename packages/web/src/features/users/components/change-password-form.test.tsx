import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, headersOf, json, mockFetch, problem } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

const KEY = {
  id: 1,
  name: 'Import',
  prefix: 'bora_abcdefg',
  created_at: '2030-01-01T00:00:00Z',
  last_used_at: null,
};

function setup(answer: Response, keys: unknown[] = []) {
  // biome-ignore lint/suspicious/noDocumentCookie: the token the server would have set
  document.cookie = 'csrftoken=tok-1; path=/';
  const fetchMock = mockFetch({
    '/api/users/me/password/': () => answer,
    '/api/users/me/tokens/': () => json(keys),
  });
  const user = userEvent.setup();
  renderWithProviders(<ChangePasswordForm username="forecaster" />);
  return { fetchMock, user };
}

const field = (name: string) => screen.getByLabelText(name);

describe('change-password form', () => {
  it('shows the shared rules on the fields as the user leaves them and types', async () => {
    const { fetchMock, user } = setup(new Response(null, { status: 204 }));
    await user.click(field('Current password'));
    await user.tab();
    expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
    expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('New password'), '1234');
    await user.tab();
    expect(await screen.findByText(/At least 8 characters\./)).toBeInTheDocument();

    await user.type(field('Confirm new password'), 'something-else');
    await user.tab();
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(callsTo(fetchMock, '/api/users/me/password/')).toHaveLength(0);
  });

  it("puts the server's field errors on the right field", async () => {
    const { user } = setup(
      problem(400, 'Check the fields.', { old_password: ['Your current password was entered incorrectly.'] }),
    );
    await user.type(field('Current password'), 'wrong-password');
    await user.type(field('New password'), 'a-good-new-one');
    await user.type(field('Confirm new password'), 'a-good-new-one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const message = await screen.findByText('Your current password was entered incorrectly.');
    expect(message).toHaveAttribute('id', 'old_password-error');
    expect(field('Current password')).toHaveAttribute('aria-describedby', 'old_password-error');
    expect(field('New password')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the two passwords with the CSRF token, toasts success and empties the form', async () => {
    const { fetchMock, user } = setup(new Response(null, { status: 204 }));
    await user.type(field('Current password'), 'bora-demo-2025');
    await user.type(field('New password'), 'a-good-new-one');
    await user.type(field('Confirm new password'), 'a-good-new-one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/users/me/password/');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      old_password: 'bora-demo-2025',
      new_password: 'a-good-new-one',
    });
    expect(headersOf(call?.[1])['x-csrftoken']).toBe('tok-1');
    await waitFor(() => expect(field('Current password')).toHaveValue(''));
    expect(field('New password')).toHaveValue('');
    expect(field('Confirm new password')).toHaveValue('');
  });

  it('toasts a failure that is not about a field', async () => {
    const { user } = setup(problem(403, 'CSRF token missing or incorrect.'));
    await user.type(field('Current password'), 'bora-demo-2025');
    await user.type(field('New password'), 'a-good-new-one');
    await user.type(field('Confirm new password'), 'a-good-new-one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('CSRF token missing or incorrect.')).toBeInTheDocument();
  });

  it('offers to revoke the API keys only to someone who has some, and sends the choice', async () => {
    const { fetchMock, user } = setup(new Response(null, { status: 204 }), [KEY]);
    const revoke = await screen.findByRole('checkbox', { name: 'Also revoke my API keys' });
    expect(revoke).not.toBeChecked();
    await user.type(field('Current password'), 'bora-demo-2025');
    await user.type(field('New password'), 'a-good-new-one');
    await user.type(field('Confirm new password'), 'a-good-new-one');
    await user.click(revoke);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/users/me/password/');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      old_password: 'bora-demo-2025',
      new_password: 'a-good-new-one',
      revoke_api_keys: true,
    });
    // The keys list is asked again, now that they are gone.
    await waitFor(() => expect(callsTo(fetchMock, '/api/users/me/tokens/').length).toBeGreaterThan(1));
  });

  it('shows no such choice without keys', async () => {
    const { fetchMock } = setup(new Response(null, { status: 204 }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/users/me/tokens/')).toHaveLength(1));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
