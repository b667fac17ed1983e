import 'bootstrap-italia/dist/css/bootstrap-italia.min.css';
import './styles/fonts.css';
import './styles/app.css';
import './styles/toasts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { i18nReady } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { meQueryOptions } from './lib/viewer.ts';

const queryClient = createQueryClient();
// The specification asks for the user once, when the app starts; every screen reads this answer.
void queryClient.prefetchQuery(meQueryOptions);

// Made at once, so that the first screen's code (and its data, where the address tells it) loads
// while the language's texts do, not after.
const router = createAppRouter(queryClient);

const mount = document.getElementById('app');
if (!mount) throw new Error('index.html has no #app element to mount into.');

// Rendered once the language's texts are in: no screen flashes its translation keys.
void i18nReady.finally(() =>
  createRoot(mount).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
