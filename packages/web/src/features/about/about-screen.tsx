import { COPYRIGHT_YEARS } from '@bora/shared/version';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { BUILD_HASH, VERSION } from '../../lib/build-info.ts';
import { useIconSets } from '../../lib/icon-sets.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';

/** What Bora is, which version runs, who made it for whom, and where the API is described. */
export function AboutScreen() {
  const { t } = useTranslation();
  const { agencyName, companyName } = runtimeConfig();
  const iconSets = useIconSets();
  const credited = (iconSets.data ?? []).filter((set) => set.credit);
  return (
    <section>
      <PageTitle title={t('about.title')} lead={t('about.lead')} />
      <div className="row g-4">
        <div className="col-lg-7">
          <h2 className="h4">{t('about.whatTitle')}</h2>
          <p>{t('about.what1', { agency: agencyName })}</p>
          <p>{t('about.what2')}</p>
          <h2 className="h4 mt-4">{t('about.linksTitle')}</h2>
          <ul className="link-list-plain">
            <li>
              <a href="/api/docs/">
                <Icon name="it-code-circle" className="icon-sm icon-primary me-2" />
                {t('about.apiDocs')}
              </a>
            </li>
            <li>
              <a href="/api/schema/">
                <Icon name="it-files" className="icon-sm icon-primary me-2" />
                {t('about.openApi')}
              </a>
            </li>
          </ul>
          {credited.length > 0 ? (
            <>
              <h2 className="h4 mt-4">{t('about.iconsTitle')}</h2>
              <p>{t('about.iconsLead')}</p>
              <ul>
                {credited.map((set) => (
                  <li key={set.id}>
                    <strong>{set.name}</strong>: {set.credit}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h2 className="h4 mt-4">{t('about.documentsTitle')}</h2>
          <p>{t('about.documentsCredit')}</p>
        </div>
        <div className="col-lg-5">
          <div className="card shadow-sm rounded">
            <div className="card-body p-4">
              <h2 className="h5 mb-3">{t('about.factsTitle')}</h2>
              <dl className="profile-details mb-0">
                <dt>{t('about.version')}</dt>
                <dd className="font-monospace">{VERSION}</dd>
                <dt>{t('about.build')}</dt>
                <dd className="font-monospace">{BUILD_HASH}</dd>
                <dt>{t('about.madeBy')}</dt>
                <dd>{companyName}</dd>
                <dt>{t('about.madeFor')}</dt>
                <dd>{agencyName}</dd>
                <dt>{t('about.copyright')}</dt>
                <dd>© {COPYRIGHT_YEARS}</dd>
              </dl>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
