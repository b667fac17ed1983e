import { canManageOwned, type Viewer } from '@bora/shared/permissions';
import { type VenueInput, venueInputSchema } from '@bora/shared/venue';
import type { AuditActor } from '../../core/audit.ts';
import { findAuthority } from '../../core/authorities.ts';
import { bulletinsUsing } from '../../core/bulletin-usage.ts';
import {
  assertCodeFree,
  createReference,
  mergedInput,
  type ReferenceKind,
  referenceTarget,
  removeReference,
  updateAudited,
} from '../../core/reference-writes.ts';
import type { Db } from '../../db/client.ts';
import { venues } from '../../db/schema/reference.ts';
import {
  type Conflict,
  Forbidden,
  NotFound,
  usedByBulletins,
  usedByBulletinTypes,
  ValidationFailed,
} from '../../lib/errors.ts';
import type { WriteTarget } from '../../lib/etag.ts';
import { bulletinTypesUsingVenue, findVenue, type VenueWithAuthority } from './repository.ts';
import { toVenue, toVenueInput, venueColumns } from './serialize.ts';

export const VENUE_ENTITY = 'venue';

async function assertAuthority(db: Db, authorityId: number) {
  if (!(await findAuthority(db, authorityId))) {
    throw new ValidationFailed({ authority_id: ['No authority with this id.'] });
  }
}

function assertManages(viewer: Viewer, authorityId: number) {
  if (!canManageOwned(viewer, authorityId)) {
    throw new Forbidden(
      'Only staff and the managers of the responsible authority manage its venues.',
      'managers_only',
    );
  }
}

export async function getVenue(db: Db, id: number): Promise<VenueWithAuthority> {
  const row = await findVenue(db, id);
  if (!row) throw new NotFound('No venue with this id.');
  return row;
}

export const VENUE: ReferenceKind<typeof venues, VenueWithAuthority> = {
  table: venues,
  entity: VENUE_ENTITY,
  called: 'a venue',
  get: getVenue,
  audited: toVenueInput,
};

export async function createVenue(
  db: Db,
  input: VenueInput,
  viewer: Viewer,
  actor: AuditActor,
): Promise<VenueWithAuthority> {
  await assertAuthority(db, input.authority_id);
  assertManages(viewer, input.authority_id);
  const row = await createReference(db, VENUE, venueColumns(input), actor);
  return getVenue(db, row.id);
}

/** Applies a full (PUT) or partial (PATCH) change; both the old and the new authority must be manageable. */
export async function changeVenue(
  db: Db,
  id: number,
  change: Partial<VenueInput>,
  viewer: Viewer,
  actor: AuditActor,
): Promise<VenueWithAuthority> {
  await db.transaction(async (tx) => {
    const before = await getVenue(tx, id);
    assertManages(viewer, before.authorityId);
    const input = mergedInput(venueInputSchema, toVenueInput(before), change);
    if (input.authority_id !== before.authorityId) {
      await assertAuthority(tx, input.authority_id);
      assertManages(viewer, input.authority_id);
    }
    await assertCodeFree(tx, VENUE, input.code, id);
    await updateAudited(tx, VENUE, before, venueColumns(input), actor);
  });
  return getVenue(db, id);
}

/** Why the viewer cannot delete the venue now (not theirs, bulletin types or bulletins use it), or nothing. */
export async function venueInUse(db: Db, id: number, viewer: Viewer): Promise<Conflict | undefined> {
  const row = await getVenue(db, id);
  assertManages(viewer, row.authorityId);
  const users = await bulletinTypesUsingVenue(db, id);
  if (users.length) return usedByBulletinTypes(row.name, users);
  const count = await bulletinsUsing(db, { venue: id });
  return count ? usedByBulletins(row.name, count, 'with this venue') : undefined;
}

export async function removeVenue(db: Db, id: number, viewer: Viewer, actor: AuditActor): Promise<void> {
  await removeReference(db, VENUE, id, (tx) => venueInUse(tx, id, viewer), actor);
}

/** The venue as a write target: its row lock and its current answer, for `If-Match`. */
export function venueTarget(id: number): WriteTarget {
  return referenceTarget(VENUE, id, toVenue);
}
