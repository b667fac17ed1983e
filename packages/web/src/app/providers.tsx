import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Bounce, ToastContainer } from 'react-toastify';
import { i18n } from '../lib/i18n.ts';
import { enablePopovers } from '../lib/popovers.ts';

/** The specification's notification defaults. */
export const TOAST_DEFAULTS = {
  autoClose: 3000,
  position: 'bottom-right',
  pauseOnHover: true,
  closeButton: true,
} as const;

type ProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

/** Everything the screens rely on: data cache, translations, toasts, and popovers on the whole page. */
export function Providers({ queryClient, children }: ProvidersProps) {
  useEffect(() => enablePopovers(document.body), []);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        <ToastContainer {...TOAST_DEFAULTS} transition={Bounce} theme="colored" />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
