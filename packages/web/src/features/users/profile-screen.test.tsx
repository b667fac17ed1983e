import type { Me } from '@bora/shared/user';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';

const manager: Me = {
  username: 'manager',
  name: 'Marco Bianchi',
  is_staff: false,
  authority: [{ id: 2, code: 'veneto', name: 'ARPA Veneto', role: 'manager' }],
};

function serve(me: Response) {
  mockFetch({ '/api/users/me/': me, '/api/navbar/': json([]), '/api/footer_navbar/': json([]) });
}

describe('profile screen', () => {
  it("shows the user's details, authorities with role, and the password form", async () => {
    serve(json(manager));
    renderApp('/users/manager/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marco Bianchi' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('manager');
    expect(within(main).getByText('Staff').nextElementSibling).toHaveTextContent('No');
    const authority = within(main).getByRole('link', { name: 'ARPA Veneto' });
    expect(authority.closest('li')).toHaveTextContent('Manager');
    expect(within(main).getByRole('form', { name: 'Change password' })).toBeInTheDocument();
  });

  it("says only one's own profile can be shown for another username", async () => {
    serve(json(manager));
    renderApp('/users/admin/');
    expect(await screen.findByText('Only your own profile can be shown here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/users/manager/',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers to log in, coming back here, when nobody is logged in', async () => {
    serve(problem(401, 'Not logged in'));
    renderApp('/users/manager/');
    const login = await screen.findByRole('link', { name: 'Log in to see your profile' });
    expect(login).toHaveAttribute('href', '/accounts/login/?next=%2Fusers%2Fmanager%2F');
  });
});
