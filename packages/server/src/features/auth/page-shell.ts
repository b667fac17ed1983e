import type { Language } from '@bora/shared/language';
import { LANGUAGES, languageSwitchLabel } from '@bora/shared/language';
import type { FooterEntry } from '@bora/shared/navigation';
import { COPYRIGHT_YEARS } from '@bora/shared/version';
import { escapeHtml } from '../../lib/html.ts';
import { appSprites } from '../../lib/web-dist.ts';
import type { PageTexts } from './page-texts.ts';

/** What a server page shows around its content, as the app's header and footer show it. */
export type PageShell = {
  language: Language;
  texts: PageTexts;
  agencyName: string;
  companyName: string;
  version: string;
  footerLinks: FooterEntry[];
  /** Where each language's version of this page is; without it the page has no language switch. */
  languageHref?: (language: Language) => string;
};

function languageSwitch(shell: PageShell): string {
  const href = shell.languageHref;
  if (!href) return '';
  const links = LANGUAGES.map((language) => {
    const current = language === shell.language ? ' aria-current="true"' : '';
    return `<a class="btn btn-sm" lang="${language}" hreflang="${language}" href="${escapeHtml(href(language))}" aria-label="${languageSwitchLabel(language)}"${current}>${language.toUpperCase()}</a>`;
  }).join('');
  return `<nav class="language-switch btn-group" aria-label="${escapeHtml(shell.texts.language)}">${links}</nav>`;
}

/** Bootstrap Italia's header: the slim bar (agency, language) and the brand, like the app's. */
export function pageHeader(shell: PageShell): string {
  return `<header class="it-header-wrapper">
      <div class="it-header-slim-wrapper">
        <div class="container">
          <div class="it-header-slim-wrapper-content">
            <span class="navbar-brand d-none d-md-inline">${escapeHtml(shell.agencyName)}</span>
            <div class="it-header-slim-right-zone gap-3">${languageSwitch(shell)}</div>
          </div>
        </div>
      </div>
      <div class="it-header-center-wrapper">
        <div class="container">
          <div class="it-header-center-content-wrapper">
            <div class="it-brand-wrapper">
              <a href="/" class="brand-link">
                <img src="/logo.svg" alt="" width="32" height="32" class="brand-logo">
                <div class="it-brand-text">
                  <div class="it-brand-title">Bora</div>
                  <div class="it-brand-tagline d-none d-md-block" aria-hidden="true">${escapeHtml(shell.texts.tagline)}</div>
                </div>
              </a>
            </div>
          </div>
        </div>
      </div>
    </header>`;
}

function footerLink(entry: FooterEntry, texts: PageTexts): string {
  const sprites = appSprites();
  const lock =
    entry.reserved && !entry.router_link && sprites
      ? ` <svg class="icon icon-xs icon-white ms-1 align-baseline" role="img" aria-label="${escapeHtml(texts.reserved)}"><use href="${escapeHtml(sprites)}#it-locked"></use></svg>`
      : '';
  return `<li><a href="${escapeHtml(entry.url)}">${escapeHtml(entry.name)}${lock}</a></li>`;
}

/** The app's footer: brand, the server's links, credits, copyright and version. */
export function pageFooter(shell: PageShell): string {
  const t = shell.texts;
  const links = shell.footerLinks.length
    ? `<nav aria-label="${escapeHtml(t.footerLinks)}">
                  <h2 class="h6 footer-heading">${escapeHtml(t.footerLinks)}</h2>
                  <ul class="footer-list list-unstyled">${shell.footerLinks.map((entry) => footerLink(entry, t)).join('')}</ul>
                </nav>`
    : '';
  return `<footer class="it-footer">
      <div class="it-footer-main">
        <div class="container">
          <div class="row">
            <div class="col-12 footer-brand">
              <a href="/" class="d-inline-flex align-items-center gap-2 text-white text-decoration-none">
                <img src="/logo.svg" alt="" width="40" height="40">
                <span class="h3 mb-0 text-white">Bora</span>
              </a>
              <p class="mt-2 mb-0 footer-tagline">${escapeHtml(t.tagline)}</p>
            </div>
          </div>
          <div class="footer-columns">
            <div class="row py-4">
              <div class="col-md-6 col-lg-4 mb-4 mb-md-0">
                ${links}
              </div>
              <div class="col-md-6 col-lg-8">
                <h2 class="h6 footer-heading">${escapeHtml(t.credits)}</h2>
                <p class="mb-1">${escapeHtml(t.madeBy)} <strong>${escapeHtml(shell.companyName)}</strong></p>
                <p class="mb-0">${escapeHtml(t.forAgency)} <strong>${escapeHtml(shell.agencyName)}</strong></p>
              </div>
            </div>
          </div>
        </div>
      </div>
      <div class="it-footer-small-prints clearfix">
        <div class="container">
          <ul class="it-footer-small-prints-list list-inline mb-0 d-flex flex-column flex-md-row align-items-md-center">
            <li class="list-inline-item">© ${COPYRIGHT_YEARS} ${escapeHtml(shell.companyName)}</li>
            <li class="list-inline-item">${escapeHtml(t.version)} <span class="font-monospace">${escapeHtml(shell.version)}</span></li>
          </ul>
        </div>
      </div>
    </footer>`;
}
