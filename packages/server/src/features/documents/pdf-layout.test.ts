import type { DocumentLanguage } from '@bora/shared/document-texts';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { compilePdf } from '../../lib/typst/pdf-compiler.ts';
import type { Reading } from '../bulletins/snapshot.ts';
import { documentData } from './pdf-document.ts';

const TEMPLATE = new URL('./bulletin.typ', import.meta.url);

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="${fill}"/></svg>`;
const ICONS = [
  { id: 1, code: 'clear', name: 'Sereno', translations: { en: { name: 'Clear sky' } }, svg: svg('#fc0') },
  { id: 2, code: 'snow', name: 'Neve', translations: { en: { name: 'Snow' } }, svg: svg('#9cf') },
  { id: 3, code: 'fog', name: 'Nebbia', translations: { en: { name: 'Fog' } }, svg: svg('#999') },
];
const number = (id: number, code: string, name: string, en: string, unit: string) => ({
  id,
  code,
  name,
  unit,
  value_kind: 'integer' as const,
  required: true,
  minimum: null,
  maximum: null,
  decimals: null,
  options: [],
  translations: { en: { name: en } },
});
/** The eight data types of a mountain bulletin: the sky, temperatures, levels, wind. */
const DATA_TYPES = [
  { ...number(1, 'sky', 'Cielo', 'Sky', ''), value_kind: 'icon' as const },
  number(2, 't-min', 'Temperatura minima', 'Minimum temperature', '°C'),
  number(3, 't-max', 'Temperatura massima', 'Maximum temperature', '°C'),
  number(4, 'snow-level', 'Quota neve', 'Snow level', 'm'),
  number(5, 'freezing-level', 'Zero termico', 'Freezing level', 'm'),
  {
    ...number(6, 'wind-direction', 'Direzione del vento', 'Wind direction', ''),
    value_kind: 'direction' as const,
  },
  number(7, 'wind-speed', 'Velocità del vento', 'Wind speed', 'km/h'),
  number(8, 'wind-gust', 'Raffiche', 'Wind gusts', 'km/h'),
  number(9, 'precip', 'Precipitazione', 'Precipitation', 'mm'),
  number(10, 'precip-probability', 'Probabilità', 'Probability', '%'),
];
const SLOTS = [
  { code: 'night', label: 'Notte', translations: { en: { label: 'Night' } } },
  { code: 'morning', label: 'Mattina', translations: { en: { label: 'Morning' } } },
  { code: 'afternoon', label: 'Pomeriggio', translations: { en: { label: 'Afternoon' } } },
  { code: 'evening', label: 'Sera', translations: { en: { label: 'Evening' } } },
].map((slot, i) => ({ ...slot, start_hour: i * 6, end_hour: i * 6 + 6 }));

/** A published bulletin of `venues` × `days` × `slots` × `dataTypes`, every cell written. */
function reading(venues: number, days: number, slots: number, dataTypes: number): Reading {
  const composition = {
    venues: Array.from({ length: venues }, (_, i) => ({
      id: i + 1,
      code: `v${i + 1}`,
      name: i === 0 ? 'Belluno' : i === 1 ? 'Cortina' : `Località ${i + 1}`,
      region: '',
      elevation: null,
      latitude: 44 + (i % 10) * 0.3,
      longitude: 9 + Math.floor(i / 10) * 0.4,
    })),
    days,
    slots: slots === SLOTS.length ? SLOTS : SLOTS.slice(1, 1 + slots),
    data_types: DATA_TYPES.slice(0, dataTypes),
    rules: [],
    languages: ['it', 'en'],
    icon_set_id: 1,
    requires_review: false,
    is_public: true,
  };
  const values = composition.venues.flatMap((venue) =>
    Array.from({ length: days }, (_, day) =>
      composition.slots.flatMap((slot) =>
        composition.data_types.map((d) => ({
          venue_id: venue.id,
          day,
          slot: slot.code,
          data_type_id: d.id,
          value:
            d.value_kind === 'icon'
              ? (ICONS[(venue.id + day) % 2]?.code ?? 'clear')
              : d.value_kind === 'direction'
                ? 'SW'
                : d.code.endsWith('level')
                  ? 1300
                  : d.code === 't-min'
                    ? -7
                    : 4 + day,
          note: venue.id === 1 && day === 1 && d.id === 3 ? 'Revised up' : '',
          source: 'manual' as const,
          origin: '',
          copied_from: null,
        })),
      ),
    ).flat(),
  );
  return {
    bulletin_type: {
      id: 1,
      code: 'montagna',
      name: 'Bollettino montagna',
      translations: { en: { name: 'Mountain bulletin' } },
    },
    authority: {
      id: 1,
      code: 'veneto',
      name: 'Servizio meteo del Veneto',
      translations: { en: { name: 'Veneto weather service' } },
    },
    composition,
    values,
    texts: [
      {
        language: 'it',
        title: 'Previsioni del 3 dicembre',
        synopsis: 'Nevicate in quota.',
        venue_notes: { '1': 'Strade innevate.' },
      },
      {
        language: 'en',
        title: 'Forecast for 3 December',
        synopsis: 'Snow on the heights.',
        venue_notes: { '1': 'Snowy roads.' },
      },
    ],
    icons: ICONS,
  } as unknown as Reading;
}

async function pdfOf(
  read: Reading,
  language: DocumentLanguage,
  options: { map?: boolean; logo?: string | null } = {},
) {
  const data = documentData({
    reading: read,
    id: 7,
    status: 'published',
    issueDate: '2026-12-03',
    version: 1,
    validFrom: new Date('2026-12-02T23:00:00Z'),
    validTo: new Date('2026-12-04T23:00:00Z'),
    issuedAt: new Date('2026-12-03T12:40:00Z'),
    timeZone: 'Europe/Rome',
    language,
    logo: options.logo ?? null,
    icons: read.icons,
    withdrawalReason: null,
    correctsVersion: null,
    supersededByVersion: null,
    pageUrl: 'http://localhost/bulletin/7',
    map: options.map ?? true,
  });
  const bytes = await compilePdf(TEMPLATE, data, {
    bulletinId: 7,
    createdAt: new Date('2026-12-03T12:40:00Z'),
  });
  const proxy = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(proxy, { mergePages: false });
  return { bytes, pages: text };
}

describe('the layout of a bulletin’s PDF', () => {
  it('puts a 4-venue, 2-day bulletin on two A4 pages at most, page 1 saying who, what, when and the forecast', async () => {
    const { pages } = await pdfOf(reading(4, 2, 2, 8), 'en', { logo: svg('#06c') });
    expect(pages.length).toBeLessThanOrEqual(2);
    const first = pages[0] ?? '';
    expect(first).toContain('Veneto weather service');
    expect(first).toContain('Forecast for 3 December');
    expect(first).toMatch(/Issued at\s+December 3, 2026/);
    expect(first).toMatch(/Valid\s+from December 3, 2026/);
    expect(first).toContain('Snow on the heights.');
    // Slots and data types in the document's language, values through the shared formatting.
    expect(first).toContain('Morning');
    expect(first).not.toContain('Mattina');
    expect(first).toContain('Maximum temperature (°C)');
    expect(first).toContain('1,300');
    expect(first).toContain('SW');
    // The key names each icon the bulletin shows, and no other.
    const all = pages.join('\n');
    expect(all).toMatch(/Key to the icons[\s\S]*Clear sky[\s\S]*Snow/);
    expect(all).not.toContain('Fog');
    // The other language's texts follow, in that language.
    expect(all).toContain('Nevicate in quota.');
  });

  it('prints a venue’s notes right under its rows, before the next venue', async () => {
    const { pages } = await pdfOf(reading(4, 2, 2, 8), 'en');
    const first = pages[0] ?? '';
    const note = first.indexOf('Snowy roads.');
    expect(note).toBeGreaterThan(first.indexOf('Belluno'));
    expect(note).toBeLessThan(first.indexOf('Cortina'));
    // A cell's note goes with its venue too, saying which day, slot and data type it is of.
    const cellNote = first.indexOf('Maximum temperature (°C): Revised up');
    expect(cellNote).toBeGreaterThan(first.indexOf('Belluno'));
    expect(cellNote).toBeLessThan(first.indexOf('Cortina'));
  });

  it('draws the map once with the values at the venues when the type says so, and none otherwise', async () => {
    const shown = (await pdfOf(reading(4, 2, 2, 8), 'it', { map: true })).pages.join('\n');
    expect(shown.match(/Mappa ·/g)).toHaveLength(1);
    expect(shown).toContain(
      'Mappa · giovedì 3 dicembre 2026, Mattina: Cielo, Temperatura minima / Temperatura massima (°C)',
    );
    expect(shown).toContain('-7 / 4');
    const hidden = (await pdfOf(reading(4, 2, 2, 8), 'it', { map: false })).pages.join('\n');
    expect(hidden).not.toContain('Mappa');
    expect(hidden).not.toContain('-7 / 4');
  });

  it('looks right without a logo: the authority’s name heads page 1', async () => {
    const { pages } = await pdfOf(reading(4, 2, 2, 8), 'it');
    expect(pages[0]?.trimStart().startsWith('Servizio meteo del Veneto')).toBe(true);
  });

  it('lays a 100-venue, 3-day, 4-slot bulletin out compactly: 20 pages at most, each headed', async () => {
    const started = performance.now();
    const { pages } = await pdfOf(reading(100, 3, 4, 10), 'en');
    const took = performance.now() - started;
    expect(pages.length).toBeLessThanOrEqual(20);
    pages.forEach((page, index) => {
      const number = `Page ${index + 1} of ${pages.length}`;
      expect(page).toContain(number);
      if (index > 0) expect(page).toContain('Veneto weather service · Forecast for 3 December');
    });
    // The table's headings repeat on each page it runs onto.
    const tablePages = pages.filter((page) => page.includes('Località'));
    expect(tablePages.length).toBeGreaterThan(1);
    for (const page of tablePages) {
      expect(page).toContain('Venue');
      expect(page).toContain('Night');
      expect(page).toContain('Maximum temperature');
    }
    // Measured here (2 shared cores): 1–3 s; far below what a test allows.
    expect(took).toBeLessThan(20_000);
  }, 30_000);
});
