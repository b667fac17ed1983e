import type { Language } from '@bora/shared/language';
import type { FooterEntry, NavEntry } from '@bora/shared/navigation';
import type { AuthenticatedUser } from '../core/authenticated-user.ts';

const labels = {
  en: {
    bulletins: 'Bulletins',
    verification: 'Verification',
    reference: 'Reference data',
    bulletinTypes: 'Bulletin types',
    dataTypes: 'Data types',
    icons: 'Icons',
    iconCompare: 'Icon comparison',
    venues: 'Venues',
    authorities: 'Authorities',
    about: 'About',
    login: 'Login',
    administration: 'Administration',
    users: 'Users',
    apiDocs: 'API documentation',
    apiSchema: 'OpenAPI schema',
    reserved: 'Reserved area',
  },
  it: {
    bulletins: 'Bollettini',
    verification: 'Verifica',
    reference: 'Dati di riferimento',
    bulletinTypes: 'Tipi di bollettino',
    dataTypes: 'Tipi di dato',
    icons: 'Icone',
    iconCompare: 'Confronto icone',
    venues: 'Località',
    authorities: 'Enti',
    about: 'Informazioni',
    login: 'Accedi',
    administration: 'Amministrazione',
    users: 'Utenti',
    apiDocs: 'Documentazione API',
    apiSchema: 'Schema OpenAPI',
    reserved: 'Area riservata',
  },
} as const;

const link = (name: string, url: string, children: NavEntry[] = []): NavEntry => ({
  name,
  url,
  router_link: true,
  children,
});
const plain = (name: string, url: string): NavEntry => ({ name, url, router_link: false, children: [] });

/** The header menu for this user: staff see the administration entries, visitors a login link. */
export function navbarFor(user: AuthenticatedUser | null, language: Language): NavEntry[] {
  const t = labels[language];
  const entries: NavEntry[] = [
    link(t.bulletins, '/bulletins'),
    link(t.verification, '/verification'),
    {
      name: t.reference,
      url: '/bulletin-types',
      router_link: true,
      children: [
        link(t.bulletinTypes, '/bulletin-types'),
        link(t.dataTypes, '/data-types'),
        link(t.icons, '/icons'),
        link(t.iconCompare, '/icon-compare'),
        link(t.venues, '/venues'),
        link(t.authorities, '/authorities'),
      ],
    },
    link(t.about, '/about'),
  ];
  if (user?.isStaff) {
    entries.push({
      name: t.administration,
      url: '/users',
      router_link: true,
      children: [link(t.users, '/users'), plain(t.apiDocs, '/api/docs/'), plain(t.apiSchema, '/api/schema/')],
    });
  }
  if (!user) entries.push(plain(t.login, '/accounts/login/'));
  return entries;
}

/** The footer links; the reserved one leads to the sign-in page. */
export function footerFor(language: Language): FooterEntry[] {
  const t = labels[language];
  return [
    { name: t.bulletins, url: '/bulletins', router_link: true, reserved: false },
    { name: t.about, url: '/about', router_link: true, reserved: false },
    { name: t.apiDocs, url: '/api/docs/', router_link: false, reserved: false },
    { name: t.reserved, url: '/accounts/login/', router_link: false, reserved: true },
  ];
}
