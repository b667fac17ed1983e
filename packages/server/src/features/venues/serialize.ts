import type { Venue, VenueInput } from '@bora/shared/venue';
import type { VenueRow, VenueWithAuthority } from './repository.ts';

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
