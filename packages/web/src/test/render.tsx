import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { shareVersioned } from '../lib/query-client.ts';

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, structuralSharing: shareVersioned },
      mutations: { retry: false },
    },
  });
}

/** Renders the whole app (shell and routes) at a path, on a memory router. */
export function renderApp(path = '/', queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}

/** Renders one piece inside the providers and a router, at a path. */
export function renderWithProviders(element: ReactNode, path = '/', queryClient = testQueryClient()) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}
