import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../components/page-title.tsx';

/** Any path the route table does not know. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="text-center py-4 status-screen">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <PageTitle title={t('notFound.title')} />
      <p>
        {t('notFound.body')} <code>{pathname}</code>
      </p>
      <Link to="/" className="btn btn-primary">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
