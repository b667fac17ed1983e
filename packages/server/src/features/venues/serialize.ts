import type { Venue, VenueInput } from '@bora/shared/venue';
import type { VenueRow, VenueTuple, VenueWithAuthority } from './repository.ts';

export function toVenueInput(row: VenueRow): VenueInput {
  return {
    code: row.code,
    name: row.name,
    kind: row.kind,
    latitude: row.latitude,
    longitude: row.longitude,
    elevation: row.elevation,
    region: row.region,
    province: row.province,
    timezone: row.timezone,
    authority_id: row.authorityId,
    active: row.active,
    notes: row.notes,
  };
}

export function toVenue(row: VenueWithAuthority): Venue {
  return {
    id: row.id,
    ...toVenueInput(row),
    authority: row.authority,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const UTC_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?$/;

/**
 * A time the database wrote in UTC without its zone (`2026-01-02T03:04:05.678999`), as the API writes
 * times (`Date.toISOString()`: `2026-01-02T03:04:05.678Z`, the milliseconds cut, not rounded): by
 * hand, as a Date and its `toISOString` cost a first read of a page a tenth of its time.
 */
function isoOfUtc(text: string): string {
  if (!UTC_TIME.test(text)) return new Date(`${text}Z`).toISOString();
  return `${text.slice(0, 19)}.${text.slice(20, 23).padEnd(3, '0')}Z`;
}

/** A venue of a list page, answered as `toVenue` answers it. */
export function toListedVenue(t: VenueTuple): Venue {
  return {
    id: t[0],
    code: t[1],
    name: t[2],
    kind: t[3],
    latitude: t[4],
    longitude: t[5],
    elevation: t[6],
    region: t[7],
    province: t[8],
    timezone: t[9],
    authority_id: t[10],
    active: t[11],
    notes: t[12],
    authority: { id: t[10], code: t[15], name: t[16] },
    created_at: isoOfUtc(t[13]),
    updated_at: isoOfUtc(t[14]),
  };
}

/** The table columns of a validated venue. */
export function venueColumns(input: VenueInput) {
  return {
    code: input.code,
    name: input.name,
    kind: input.kind,
    latitude: input.latitude,
    longitude: input.longitude,
    elevation: input.elevation,
    region: input.region,
    province: input.province,
    timezone: input.timezone,
    authorityId: input.authority_id,
    active: input.active,
    notes: input.notes,
  };
}
