import { addDays, todayIn } from '@bora/shared/agency-time';
import type { VenueForecast } from '@bora/shared/public-api';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { bulletinLinks } from '../bulletins/public-links.ts';
import { getPublicBulletin } from '../bulletins/published.ts';
import { findVenueByCode, latestPublishedCovering } from './repository.ts';
import { mayBeCode } from './types.ts';

/**
 * Which forecast a request is answered with: every zone's offset is a whole number of quarter
 * hours, so within one UTC quarter hour "today" is the same day wherever a venue is, and a
 * forecast made in it may be kept for all who ask in it.
 */
export function forecastWindow(now: Date = new Date()): string {
  const quarter = 15 * 60_000;
  return new Date(Math.floor(now.getTime() / quarter) * quarter).toISOString();
}

/**
 * A place's coming days (from today where it is), from the newest published bulletin of every public
 * type that has it: each value names the bulletin it comes from, read as it was published.
 */
export async function venueForecast(db: Db, code: string, base: string, now: Date): Promise<VenueForecast> {
  const venue = mayBeCode(code) ? await findVenueByCode(db, code) : undefined;
  if (!venue) throw new NotFound(`No venue "${code}".`);
  const from = todayIn(venue.timezone, now);
  const dataTypes = new Map<string, VenueForecast['data_types'][number]>();
  const values: VenueForecast['values'] = [];
  for (const id of await latestPublishedCovering(db, venue.id)) {
    const bulletin = await getPublicBulletin(db, id);
    const source = {
      id,
      bulletin_type: bulletin.bulletin_type.code,
      issue_date: bulletin.issue_date,
      version: bulletin.version,
      link: bulletinLinks(base, id).page,
    };
    const slots = new Map(bulletin.composition.slots.map((slot) => [slot.code, slot]));
    const types = new Map(bulletin.composition.data_types.map((d) => [d.id, d]));
    for (const value of bulletin.values) {
      if (value.venue_id !== venue.id) continue;
      const date = addDays(bulletin.issue_date, value.day);
      const slot = slots.get(value.slot);
      const dataType = types.get(value.data_type_id);
      if (date < from || !slot || !dataType) continue;
      if (!dataTypes.has(dataType.code)) {
        const { code, name, translations, unit, value_kind } = dataType;
        dataTypes.set(code, { code, name, translations, unit, value_kind });
      }
      values.push({
        date,
        slot,
        data_type: dataType.code,
        value: value.value,
        note: value.note,
        bulletin: source,
      });
    }
  }
  return {
    venue: {
      code: venue.code,
      name: venue.name,
      region: venue.region,
      latitude: venue.latitude,
      longitude: venue.longitude,
      elevation: venue.elevation,
      timezone: venue.timezone,
    },
    from,
    data_types: [...dataTypes.values()],
    // Day by day; within a day, each bulletin's values in its own order (stable sort).
    values: values.sort((a, b) => a.date.localeCompare(b.date)),
  };
}
