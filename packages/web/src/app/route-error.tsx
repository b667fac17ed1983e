import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageTitle } from '../components/page-title.tsx';

/** A screen that failed: a plain apology, a reload, a way home; never a stack trace. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <section className="text-center py-4 status-screen" role="alert">
      <PageTitle title={t(notFound ? 'notFound.title' : 'routeError.title')} />
      <p>{t(notFound ? 'notFound.body' : 'routeError.body')}</p>
      <div className="d-flex justify-content-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <Link to="/" className="btn btn-outline-primary">
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}
