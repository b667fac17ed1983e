import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { MainNav } from './main-nav.tsx';
import { UserArea } from './user-area.tsx';

/** The Bootstrap Italia header: slim bar (agency, language, user), brand, and the main menu. */
export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // A new screen closes the narrow-screen menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="it-header-wrapper">
      <div className="it-header-slim-wrapper">
        <div className="container">
          <div className="it-header-slim-wrapper-content">
            <span className="navbar-brand d-none d-md-inline">{runtimeConfig().agencyName}</span>
            <div className="it-header-slim-right-zone gap-3">
              <LanguageSwitch />
              <UserArea />
            </div>
          </div>
        </div>
      </div>
      <div className="it-nav-wrapper">
        <div className="it-header-center-wrapper">
          <div className="container">
            <div className="it-header-center-content-wrapper">
              <div className="it-brand-wrapper">
                <Link to="/" className="brand-link">
                  <img src="/logo.svg" alt="" width={32} height={32} className="brand-logo" />
                  <div className="it-brand-text">
                    <div className="it-brand-title">Bora</div>
                    <div className="it-brand-tagline d-none d-md-block" aria-hidden="true">
                      {t('brand.tagline')}
                    </div>
                  </div>
                </Link>
              </div>
            </div>
          </div>
        </div>
        <div className="it-header-navbar-wrapper">
          <div className="container">
            <nav className="navbar navbar-expand-lg has-megamenu" aria-label={t('header.mainMenu')}>
              <button
                className="custom-navbar-toggler"
                type="button"
                aria-controls="main-menu"
                aria-expanded={menuOpen}
                aria-label={t('header.openMenu')}
                onClick={() => setMenuOpen(true)}
              >
                <Icon name="it-burger" />
              </button>
              <div
                id="main-menu"
                className={`navbar-collapsable${menuOpen ? ' expanded' : ''}`}
                style={menuOpen ? { display: 'block' } : undefined}
              >
                {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer convenience; Escape and the close button do the same */}
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
                <div
                  className={`overlay${menuOpen ? ' fade show' : ''}`}
                  style={menuOpen ? { display: 'block' } : undefined}
                  onClick={() => setMenuOpen(false)}
                />
                <div className="close-div">
                  <button className="btn close-menu" type="button" onClick={() => setMenuOpen(false)}>
                    <span className="visually-hidden">{t('header.closeMenu')}</span>
                    <Icon name="it-close-big" />
                  </button>
                </div>
                <div className="menu-wrapper">
                  <MainNav onNavigate={() => setMenuOpen(false)} />
                </div>
              </div>
            </nav>
          </div>
        </div>
      </div>
    </header>
  );
}
