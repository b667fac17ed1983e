import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';
import { useFooterNavbar } from '../../features/navigation/api/get-footer-navbar.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { EntryLink } from './entry-link.tsx';

/** The server's footer links; reserved plain links carry a lock. Empty when the call fails. */
export function FooterLinks() {
  const { t } = useTranslation();
  const { data: entries = [] } = useFooterNavbar(currentLanguage());
  if (!entries.length) return null;
  return (
    <nav aria-label={t('footer.links')}>
      <h2 className="h6 footer-heading">{t('footer.links')}</h2>
      <ul className="footer-list list-unstyled">
        {entries.map((entry) => (
          <li key={`${entry.url}|${entry.name}`}>
            <EntryLink url={entry.url} routerLink={entry.router_link} end>
              {entry.name}
              {!entry.router_link && entry.reserved ? (
                <Icon
                  name="it-locked"
                  className="icon-xs icon-white ms-1 align-baseline"
                  label={t('footer.reserved')}
                />
              ) : null}
            </EntryLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
