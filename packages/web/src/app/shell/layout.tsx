import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** The page shell: skip link, header, the routed view in <main>, footer. */
export function Layout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className="app-shell">
      <a className="visually-hidden-focusable skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header />
      {navigation.state === 'loading' ? <div className="route-progress" role="presentation" /> : null}
      <main id="main" tabIndex={-1} className="app-main">
        <div className="container py-5">
          <Outlet />
        </div>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

/** Shown while the first screen's code loads. */
export function LayoutFallback() {
  return (
    <div className="d-flex justify-content-center align-items-center min-vh-100" role="status">
      <div className="progress-spinner progress-spinner-active">
        <span className="visually-hidden">…</span>
      </div>
    </div>
  );
}
