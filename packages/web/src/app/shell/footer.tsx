import { COPYRIGHT_YEARS } from '@bora/shared/version';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { FooterLinks } from './footer-links.tsx';
import { VersionInfo } from './version-info.tsx';

/** The Bootstrap Italia footer: brand, the server's links, credits, copyright and version. */
export function Footer() {
  const { t } = useTranslation();
  const { agencyName, companyName } = runtimeConfig();
  return (
    <footer className="it-footer">
      <div className="it-footer-main">
        <div className="container">
          <div className="row">
            <div className="col-12 footer-brand">
              <Link to="/" className="d-inline-flex align-items-center gap-2 text-white text-decoration-none">
                <img src="/logo.svg" alt="" width={40} height={40} />
                <span className="h3 mb-0 text-white">Bora</span>
              </Link>
              <p className="mt-2 mb-0 footer-tagline">{t('brand.tagline')}</p>
              <p className="mt-3 mb-0">
                <Link to="/subscribe" className="text-white">
                  <Icon name="it-mail" className="icon-sm icon-white me-2" />
                  {t('subscribe.footerLink')}
                </Link>
              </p>
            </div>
          </div>
          <div className="footer-columns">
            <div className="row py-4">
              <div className="col-md-6 col-lg-4 mb-4 mb-md-0">
                <FooterLinks />
              </div>
              <div className="col-md-6 col-lg-8">
                <h2 className="h6 footer-heading">{t('footer.credits')}</h2>
                <p className="mb-1">
                  {t('footer.madeBy')} <strong>{companyName}</strong>
                </p>
                <p className="mb-0">
                  {t('footer.forAgency')} <strong>{agencyName}</strong>
                </p>
              </div>
            </div>
          </div>
        </div>
      </div>
      <div className="it-footer-small-prints clearfix">
        <div className="container">
          <ul className="it-footer-small-prints-list list-inline mb-0 d-flex flex-column flex-md-row align-items-md-center">
            <li className="list-inline-item">
              © {COPYRIGHT_YEARS} {companyName}
            </li>
            <li className="list-inline-item">
              <VersionInfo />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
