import { addDays } from '@bora/shared/agency-time';
import { cellId } from '@bora/shared/bulletin-check';
import { longDate } from '@bora/shared/date-words';
import { type DocumentLanguage, dayName, documentText } from '@bora/shared/document-texts';
import { localized } from '@bora/shared/localized';
import { valueText } from '@bora/shared/value-text';
import type { BulletinStatus } from '@bora/shared/workflow';
import type { Reading } from '../snapshot.ts';
import { documentMap } from './pdf-map.ts';

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
};

/** A cell as the template draws it: its text, and the icon drawn for it (the text is then its alt text). */
type DocumentCell = { text: string; icon: string | null } | null;

/** Columns (slots × data types) that still fit an A4 page upright; a wider grid turns it. */
const PORTRAIT_COLUMNS = 8;
/** Columns a day's table may have and stay legible; a wider day gets a table per slot. */
const TABLE_COLUMNS = 16;
/** Venues a map names; past them, the names would cover each other and the map shows only their marks. */
const MAP_LABELS = 30;

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
  const byCell = new Map(reading.values.map((value) => [cellId(value), value]));
  const { slots } = composition;
  const slotGroups =
    slots.length * composition.data_types.length > TABLE_COLUMNS ? slots.map((slot) => [slot]) : [slots];
  const columns = Math.max(0, ...slotGroups.map((group) => group.length)) * composition.data_types.length;
  const dataTypes = composition.data_types.map((d) => {
    const name = localized(d, 'name', language);
    return d.unit ? `${name} (${d.unit})` : name;
  });

  // The map marks the venues whose place is known, each with its first icon of the day's first slot.
  const placed = composition.venues.flatMap((venue) =>
    venue.latitude === null || venue.longitude === null
      ? []
      : [{ venue, latitude: venue.latitude, longitude: venue.longitude }],
  );
  const map = documentMap(placed);
  const iconType = composition.data_types.find((d) => d.value_kind === 'icon');
  const firstSlot = slots[0];

  const days = Array.from({ length: composition.days }, (_, day) => {
    const date = addDays(source.issueDate, day);
    const notes: string[] = [];
    const tables = slotGroups.map((group) => ({
      slots: group.map((slot) => slot.label),
      rows: composition.venues.map((venue) => ({
        venue: venue.name,
        cells: group.flatMap((slot) =>
          composition.data_types.map((dataType, column): DocumentCell => {
            const value = byCell.get(
              cellId({ venue_id: venue.id, day, slot: slot.code, data_type_id: dataType.id }),
            );
            if (!value) return null;
            if (value.note) notes.push(`${venue.name}, ${slot.label}, ${dataTypes[column]}: ${value.note}`);
            const icon = dataType.value_kind === 'icon' ? icons.get(String(value.value)) : undefined;
            return { text: valueText(value.value, dataType, language, icons), icon: icon ? icon.code : null };
          }),
        ),
      })),
    }));
    const places = (map?.places ?? []).map((at, index) => {
      const { venue } = placed[index] as (typeof placed)[number];
      const value =
        iconType && firstSlot
          ? byCell.get(cellId({ venue_id: venue.id, day, slot: firstSlot.code, data_type_id: iconType.id }))
          : undefined;
      const icon = value ? icons.get(String(value.value)) : undefined;
      return {
        ...at,
        name: venue.name,
        icon: icon?.code ?? null,
        text: icon ? `${venue.name}: ${icon.name}` : venue.name,
      };
    });
    return { heading: `${dayName(date, language)} ${longDate(date, language)}`, tables, notes, places };
  });

  return {
    language,
    words: {
      venue: say('venue'),
      notes: say('notes'),
      publicPage: say('publicPage'),
      map: say('map'),
      mapAlt: say('mapAlt'),
      pageOf: say('pageOf'),
    },
    title,
    agency,
    logo: source.logo,
    facts: [
      [say('authority'), agency],
      [say('bulletinType'), typeName],
      [say('issueDate'), longDate(source.issueDate, language)],
      [say('validity'), validity(source)],
      ...(source.issuedAt ? [[say('issuedAt'), instantText(source.issuedAt, source)]] : []),
      [say('version'), String(source.version)],
      [say('state'), say(`status.${source.status}`)],
    ],
    notices: notices(source),
    watermark: source.status === 'published' ? null : say(`mark.${source.status}`),
    footer: `${agency} · ${typeName} · ${source.issueDate} · v${source.version}`,
    landscape: columns > PORTRAIT_COLUMNS,
    // A wide grid in a smaller size, so that its columns keep their values on one line.
    cell_size: columns > 12 ? 7.5 : 9,
    map: map && { svg: map.svg, width: map.width, height: map.height, labels: placed.length <= MAP_LABELS },
    map_heading: firstSlot ? `${say('map')} · ${firstSlot.label}` : say('map'),
    data_types: dataTypes,
    venues: composition.venues.map((venue) => venue.name),
    days,
    // The texts in the document's own language first, then the others in the type's order.
    texts: [...reading.texts]
      .sort((a, b) => Number(b.language === language) - Number(a.language === language))
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
