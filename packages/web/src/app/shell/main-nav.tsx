import { useTranslation } from 'react-i18next';
import { useNavbar } from '../../features/navigation/api/get-navbar.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { EntryLink } from './entry-link.tsx';
import { NavDropdown } from './nav-dropdown.tsx';

type MainNavProps = {
  /** Called after a link is followed, so the narrow-screen menu can close. */
  onNavigate: () => void;
};

/** Home, then the server's menu for this user; a failed menu call leaves just Home. */
export function MainNav({ onNavigate }: MainNavProps) {
  const { t } = useTranslation();
  const { data: entries = [] } = useNavbar(currentLanguage());
  return (
    <ul className="navbar-nav">
      <li className="nav-item">
        <EntryLink url="/" routerLink end className="nav-link" onClick={onNavigate}>
          <span>{t('header.home')}</span>
        </EntryLink>
      </li>
      {entries.map((entry) =>
        entry.children.length ? (
          <NavDropdown key={`${entry.url}|${entry.name}`} entry={entry} onNavigate={onNavigate} />
        ) : (
          <li key={`${entry.url}|${entry.name}`} className="nav-item">
            <EntryLink
              url={entry.url}
              routerLink={entry.router_link}
              className="nav-link"
              onClick={onNavigate}
            >
              <span>{entry.name}</span>
            </EntryLink>
          </li>
        ),
      )}
    </ul>
  );
}
