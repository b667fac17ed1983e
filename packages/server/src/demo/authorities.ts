import type { AuthorityKind } from '@bora/shared/authority';
import type { AuthorityTranslations } from '@bora/shared/translations';

export type DemoAuthority = {
  code: string;
  name: string;
  shortName: string;
  kind: AuthorityKind;
  website: string;
  email: string;
  description: string;
  translations: AuthorityTranslations;
};

/** "del Veneto", "della Valle d'Aosta": what follows "Servizio meteorologico" in a regional name. */
const ofRegion = (name: string) => name.replace(/^Servizio meteorologico /, '');

const regional = (code: string, name: string, shortName: string, region = shortName): DemoAuthority => ({
  code,
  name,
  shortName,
  kind: 'regional',
  website: '',
  email: `meteo@${code}.example.org`,
  description: `Il servizio meteorologico regionale ${ofRegion(name)}.`,
  translations: {
    en: { description: `Regional weather service of ${region}.` },
  },
});

/** The national agency and the regional weather services of the demo data. */
export const demoAuthorities: DemoAuthority[] = [
  {
    code: 'national',
    name: 'Servizio Meteorologico Nazionale',
    shortName: 'SMN',
    kind: 'national',
    website: '',
    email: 'meteo@national.example.org',
    description: "L'agenzia meteorologica nazionale: cura i dati di riferimento e i bollettini nazionali.",
    translations: {
      en: {
        description: 'The national weather agency: it keeps the reference data and the national bulletins.',
      },
    },
  },
  regional('piemonte', 'Servizio meteorologico del Piemonte', 'Piemonte'),
  regional('valle-aosta', "Servizio meteorologico della Valle d'Aosta", "Valle d'Aosta"),
  regional('lombardia', 'Servizio meteorologico della Lombardia', 'Lombardia'),
  regional('trentino', 'Servizio meteorologico del Trentino', 'Trentino'),
  regional('alto-adige', "Servizio meteorologico dell'Alto Adige", 'Alto Adige'),
  regional('veneto', 'Servizio meteorologico del Veneto', 'Veneto'),
  regional(
    'friuli-venezia-giulia',
    'Servizio meteorologico del Friuli Venezia Giulia',
    'FVG',
    'Friuli Venezia Giulia',
  ),
  regional('liguria', 'Servizio meteorologico della Liguria', 'Liguria'),
  regional(
    'emilia-romagna',
    "Servizio meteorologico dell'Emilia-Romagna",
    'Emilia-Romagna',
    'Emilia-Romagna',
  ),
  regional('toscana', 'Servizio meteorologico della Toscana', 'Toscana'),
  regional('umbria', "Servizio meteorologico dell'Umbria", 'Umbria'),
  regional('marche', 'Servizio meteorologico delle Marche', 'Marche'),
  regional('lazio', 'Servizio meteorologico del Lazio', 'Lazio'),
  regional('abruzzo', "Servizio meteorologico dell'Abruzzo", 'Abruzzo'),
  regional('molise', 'Servizio meteorologico del Molise', 'Molise'),
  regional('campania', 'Servizio meteorologico della Campania', 'Campania'),
  regional('puglia', 'Servizio meteorologico della Puglia', 'Puglia'),
  regional('basilicata', 'Servizio meteorologico della Basilicata', 'Basilicata'),
  regional('calabria', 'Servizio meteorologico della Calabria', 'Calabria'),
  regional('sicilia', 'Servizio meteorologico della Sicilia', 'Sicilia'),
  regional('sardegna', 'Servizio meteorologico della Sardegna', 'Sardegna'),
];
