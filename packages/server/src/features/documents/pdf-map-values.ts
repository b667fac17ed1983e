import { cellId } from '@bora/shared/bulletin-check';
import type { DocumentLanguage } from '@bora/shared/document-texts';
import { localizedLabel, localizedName } from '@bora/shared/localized';
import { readerSummary } from '@bora/shared/reader-summary';
import { type NamedIconRef, valueText } from '@bora/shared/value-text';
import type { Reading } from '../bulletins/snapshot.ts';
import { documentMap } from './pdf-map.ts';

/** Venues a map names; past them, the names would cover each other and the map shows only their marks. */
const MAP_LABELS = 30;

/**
 * The one map of a document: each venue whose place is known marked where it is with its values of
 * the first day's first slot that a map reads at a glance: the sky and the lowest and highest
 * temperature, as the reader's summary (reader-summary.ts) picks them. Null
 * without placed venues or a slot. `caption` says which day, slot and data types it shows.
 */
export function mapOfValues(
  reading: Reading,
  language: DocumentLanguage,
  icons: ReadonlyMap<string, NamedIconRef & { code: string }>,
  dayLabel: string,
  size: { width: number; height: number },
) {
  const { composition } = reading;
  const slot = composition.slots[0];
  const placed = composition.venues.flatMap((venue) =>
    venue.latitude === null || venue.longitude === null
      ? []
      : [{ venue, latitude: venue.latitude, longitude: venue.longitude }],
  );
  const map = documentMap(placed);
  if (!map || !slot) return null;
  // The parts the reader's page and the e-mail show of a slot, picked by the same rule.
  const summary = readerSummary(composition.data_types);
  const iconType = summary.sky;
  const numbers = [summary.minimum, summary.maximum, summary.temperature].filter((d) => d !== null);
  const byCell = new Map(reading.values.map((value) => [cellId(value), value]));
  const firstValue = (venueId: number, dataTypeId: number) =>
    byCell.get(cellId({ venue_id: venueId, day: 0, slot: slot.code, data_type_id: dataTypeId }))?.value;

  const places = map.places.map((at, index) => {
    const { venue } = placed[index] as (typeof placed)[number];
    const code = iconType ? firstValue(venue.id, iconType.id) : undefined;
    const icon = code === undefined ? undefined : icons.get(String(code));
    const written = numbers.flatMap((d) => {
      const value = firstValue(venue.id, d.id);
      return value === undefined ? [] : [valueText(value, d, language)];
    });
    const values = written.join(' / ');
    return {
      ...at,
      name: venue.name,
      icon: icon?.code ?? null,
      values,
      text: [venue.name, icon?.name, values].filter(Boolean).join(': '),
    };
  });
  const unit = numbers[0]?.unit ? ` (${numbers[0].unit})` : '';
  const shown = [
    ...(iconType ? [localizedName(iconType, language)] : []),
    ...(numbers.length ? [`${numbers.map((d) => localizedName(d, language)).join(' / ')}${unit}`] : []),
  ];
  // The land keeps its proportions within the room the page gives it.
  const scale = Math.min(1, size.width / map.width, size.height / map.height);
  return {
    svg: map.svg,
    width: map.width * scale,
    height: map.height * scale,
    labels: placed.length <= MAP_LABELS,
    places,
    caption: `${dayLabel}, ${localizedLabel(slot, language)}: ${shown.join(', ')}`,
  };
}
