import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './icon.tsx';
import { PageTitle } from './page-title.tsx';

type NotAvailableYetProps = {
  title: string;
  /** The id a detail screen was opened with, shown so the link can be checked. */
  id?: string;
};

/** Stands in for a screen whose work is still to come: its title, and a plain word that it is not ready. */
export function NotAvailableYet({ title, id }: NotAvailableYetProps) {
  const { t } = useTranslation();
  return (
    <section>
      <PageTitle title={title} />
      {id !== undefined ? (
        <p>
          {t('notAvailable.id')} <strong>{id}</strong>
        </p>
      ) : null}
      <div className="work-note mb-4" role="status">
        <Icon name="it-info-circle" className="icon-lg icon-primary flex-none" />
        <div>
          <p className="h5 mb-1">{t('notAvailable.title')}</p>
          <p className="mb-0">{t('notAvailable.body')}</p>
        </div>
      </div>
      <Link to="/" className="btn btn-outline-primary">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
