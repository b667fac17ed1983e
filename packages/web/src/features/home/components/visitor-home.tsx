import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { useDocumentTitle } from '../../../components/page-title.tsx';
import { ShortcutCard } from '../../../components/shortcut-card.tsx';
import { SubscribeLinks } from '../../../components/subscribe-links.tsx';
import { runtimeConfig } from '../../../lib/runtime-config.ts';
import { referenceAreas } from '../reference-areas.ts';
import { LatestPublished } from './latest-published.tsx';
import '../home.css';

/** Home for visitors: what Bora is, the latest published bulletins, and where the reference data is. */
export function VisitorHome() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.visitor.title'));
  return (
    <>
      <section className="home-hero mb-5" aria-labelledby="home-title">
        <h1 id="home-title" className="display-5">
          {t('home.visitor.title')}
        </h1>
        <p className="lead">{t('home.visitor.lead', { agency: runtimeConfig().agencyName })}</p>
        <div className="d-flex flex-wrap gap-3 mt-4">
          <Link to="/bulletins" className="btn btn-light btn-lg">
            {t('home.visitor.bulletinsCta')}
          </Link>
          <Link to="/about" className="btn btn-outline-light btn-lg">
            {t('home.visitor.aboutCta')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="latest-title" className="mb-5">
        <h2 id="latest-title" className="h3">
          {t('home.latest.title')}
        </h2>
        <p className="text-secondary">{t('home.latest.lead')}</p>
        <LatestPublished />
        <div className="mt-3">
          <SubscribeLinks />
        </div>
      </section>
      <section aria-labelledby="reference-title" className="mb-5">
        <h2 id="reference-title" className="h3">
          {t('home.reference.title')}
        </h2>
        <p className="text-secondary">{t('home.reference.lead')}</p>
        <div className="shortcut-grid">
          {referenceAreas.map((area) => (
            <ShortcutCard
              key={area.to}
              to={area.to}
              icon={area.icon}
              title={t(`${area.key}.title`)}
              text={t(`${area.key}.text`)}
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="work-title" className="work-note">
        <Icon name="it-user" className="icon-lg icon-primary flex-none" />
        <div>
          <h2 id="work-title" className="h5 mb-1">
            {t('home.visitor.workTitle')}
          </h2>
          <p className="mb-0">{t('home.visitor.workText')}</p>
        </div>
      </section>
    </>
  );
}
