import { longDate } from '@bora/shared/date-words';
import { type DocumentLanguage, dayName, documentText } from '@bora/shared/document-texts';
import { localized } from '@bora/shared/localized';
import type { BulletinStatus } from '@bora/shared/workflow';
import type { Reading } from '../bulletins/snapshot.ts';
import { dataTypeHeading, forecastTables } from './pdf-grid.ts';
import { mapOfValues } from './pdf-map-values.ts';

/** An icon a document draws: its picture and its names. */
export type DocumentIcon = Reading['icons'][number];

/** What a bulletin's document is made of, besides its reading. */
export type DocumentSource = {
  reading: Reading;
  id: number;
  status: BulletinStatus;
  issueDate: string;
  version: number;
  validFrom: Date;
  validTo: Date;
  /** When it was published (null for a draft), and the agency's time zone its times are read in. */
  issuedAt: Date | null;
  timeZone: string;
  language: DocumentLanguage;
  logo: string | null;
  /** The pictures of the icons its values name (a published bulletin's as published). */
  icons: DocumentIcon[];
  withdrawalReason: string | null;
  /** The version this one corrects, and the version that corrected it since. */
  correctsVersion: number | null;
  supersededByVersion: number | null;
  pageUrl: string;
  /** Whether the document draws the map of the venues (the type's setting). */
  map: boolean;
};

/** Columns (slots × data types) that still fit an A4 page upright; a wider grid turns it. */
const PORTRAIT_COLUMNS = 8;
/**
 * Past these columns or venues, the compact layout: smaller type, data types' names written
 * upwards, tighter rows, so that a 100-venue bulletin takes pages, not dozens of them.
 */
const COMPACT_COLUMNS = 20;
const COMPACT_VENUES = 30;
/**
 * The room a map has on the page (cm): in the compact layout, a page of its own; else beside the
 * other languages' texts, so that a small bulletin ends on its second page.
 */
const MAP_ROOM = {
  compact: { portrait: { width: 18, height: 22 }, landscape: { width: 27, height: 15.5 } },
  beside: { portrait: { width: 10, height: 12 }, landscape: { width: 14, height: 11.5 } },
};

/**
 * The data the template (bulletin.typ) prints, in the document's language: every text already
 * written, so the template only lays them out. It reaches Typst as JSON, never as markup.
 */
export function documentData(source: DocumentSource) {
  const { reading, language } = source;
  const say = (key: Parameters<typeof documentText>[1], params?: Record<string, string | number>) =>
    documentText(language, key, params);
  const { composition } = reading;
  const typeName = localized(reading.bulletin_type, 'name', language);
  const agency = localized(reading.authority, 'name', language);
  const titled = reading.texts.find((t) => t.language === language) ?? reading.texts[0];
  const title = titled?.title.trim() || `${typeName} – ${longDate(source.issueDate, language)}`;
  const icons = new Map(
    source.icons.map((icon) => [icon.code, { ...icon, name: localized(icon, 'name', language) }]),
  );
  const iconTypes = new Set(composition.data_types.filter((d) => d.value_kind === 'icon').map((d) => d.id));
  const shown = new Set(
    reading.values.filter((v) => iconTypes.has(v.data_type_id)).map((v) => String(v.value)),
  );
  const tables = forecastTables(reading, source.issueDate, language, icons, titled?.venue_notes ?? {});
  const columns = Math.max(0, ...tables.map((table) => table.slots.length)) * composition.data_types.length;
  const landscape = columns > PORTRAIT_COLUMNS;
  const compact = columns > COMPACT_COLUMNS || composition.venues.length > COMPACT_VENUES;
  const dayLabel = `${dayName(source.issueDate, language)} ${longDate(source.issueDate, language)}`;
  const map = source.map
    ? mapOfValues(
        reading,
        language,
        icons,
        dayLabel,
        MAP_ROOM[compact ? 'compact' : 'beside'][landscape ? 'landscape' : 'portrait'],
      )
    : null;

  return {
    language,
    words: {
      venue: say('venue'),
      day: say('date'),
      notes: say('notes'),
      legend: say('legend'),
      publicPage: say('publicPage'),
      map: say('map'),
      mapAlt: say('mapAlt'),
      pageOf: say('pageOf'),
    },
    title,
    agency,
    type_name: typeName,
    logo: source.logo,
    // Issue and validity first: what a reader looks for before the forecast.
    facts: [
      ...(source.issuedAt ? [[say('issuedAt'), instantText(source.issuedAt, source)]] : []),
      [say('validity'), validity(source)],
      [say('issueDate'), longDate(source.issueDate, language)],
      [say('version'), `${source.version} · ${say(`status.${source.status}`)}`],
    ],
    notices: notices(source),
    watermark: source.status === 'published' ? null : say(`mark.${source.status}`),
    footer: `${agency} · ${typeName} · ${source.issueDate} · v${source.version}`,
    landscape,
    compact,
    synopsis: titled ? titled.synopsis : '',
    data_types: composition.data_types.map((d) => dataTypeHeading(d, language)),
    tables: composition.venues.length && composition.data_types.length ? tables : [],
    // The icons the bulletin shows, each with its name.
    legend: [...icons.values()]
      .filter((icon) => shown.has(icon.code))
      .map((icon) => ({ code: icon.code, name: icon.name })),
    map: map && {
      ...map,
      heading: `${say('map')} · ${map.caption}`,
      // A map narrow enough leaves the other languages' texts a column beside it.
      beside: map.width <= (landscape ? 17 : 10),
    },
    // The texts in the type's other content languages, each in its own language.
    texts: reading.texts
      .filter((texts) => texts !== titled)
      .map((texts) => ({
        language: texts.language,
        heading: languageName(texts.language, language),
        title: texts.title,
        synopsis: texts.synopsis,
        venue_notes: composition.venues
          .map((venue) => [venue.name, texts.venue_notes[String(venue.id)] ?? ''])
          .filter(([, note]) => note?.trim()),
      })),
    icons: Object.fromEntries(source.icons.map((icon) => [icon.code, icon.svg])),
    page_url: source.pageUrl,
  };
}

/** What the document says of its version above the grid: what it corrects, its withdrawal, its successor. */
function notices(source: DocumentSource): string[] {
  const { language } = source;
  const said: string[] = [];
  if (source.correctsVersion !== null)
    said.push(documentText(language, 'correctsVersion', { version: source.correctsVersion }));
  if (source.status === 'withdrawn')
    said.push(documentText(language, 'withdrawnReason', { reason: source.withdrawalReason ?? '' }));
  if (source.status === 'superseded' && source.supersededByVersion !== null)
    said.push(documentText(language, 'correctedByVersion', { version: source.supersededByVersion }));
  return said;
}

/** A content language's name in the document's language ("inglese", "Italian"), as its texts' heading. */
function languageName(code: string, language: DocumentLanguage): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** An instant as the agency reads it, in the document's language: "25 novembre 2026, 14:40". */
function instantText(instant: Date, { language, timeZone }: DocumentSource): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
    instant,
  );
}

/** The period a bulletin is valid for: "dal 25 novembre 2026, 00:00 al 28 novembre 2026, 00:00". */
function validity(source: DocumentSource): string {
  return documentText(source.language, 'validFromTo', {
    from: instantText(source.validFrom, source),
    to: instantText(source.validTo, source),
  });
}
