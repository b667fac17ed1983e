import { canManageOwned, type Viewer } from '@bora/shared/permissions';
import { type VenueInput, venueInputSchema } from '@bora/shared/venue';
import { type AuditActor, recordAudit } from '../../core/audit.ts';
import { findAuthority } from '../../core/authorities.ts';
import { bulletinsUsing } from '../../core/bulletin-usage.ts';
import type { Db } from '../../db/client.ts';
import { lockRow } from '../../db/row-lock.ts';
import { venues } from '../../db/schema/reference.ts';
import {
  Conflict,
  Forbidden,
  NotFound,
  usedByBulletins,
  usedByBulletinTypes,
  ValidationFailed,
} from '../../lib/errors.ts';
import type { WriteTarget } from '../../lib/etag.ts';
import {
  bulletinTypesUsingVenue,
  deleteVenue,
  findVenue,
  findVenueByCode,
  insertVenue,
  updateVenue,
  type VenueWithAuthority,
} from './repository.ts';
import { toVenue, toVenueInput, venueColumns } from './serialize.ts';

export const VENUE_ENTITY = 'venue';

async function assertCodeFree(db: Db, code: string, exceptId?: number) {
  const existing = await findVenueByCode(db, code);
  if (existing && existing.id !== exceptId) {
    throw new Conflict(
      `A venue with code "${code}" already exists.`,
      { code: 'code_taken', params: { code: code } },
      {
        code: ['This code is already used.'],
      },
    );
  }
}

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

export async function createVenue(
  db: Db,
  input: VenueInput,
  viewer: Viewer,
  actor: AuditActor,
): Promise<VenueWithAuthority> {
  await assertAuthority(db, input.authority_id);
  assertManages(viewer, input.authority_id);
  const id = await db.transaction(async (tx) => {
    await assertCodeFree(tx, input.code);
    const row = await insertVenue(tx, venueColumns(input));
    await recordAudit(tx, {
      entity: VENUE_ENTITY,
      entityId: row.id,
      action: 'create',
      actor,
      after: toVenueInput(row),
    });
    return row.id;
  });
  return getVenue(db, id);
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
    const parsed = venueInputSchema.safeParse({ ...toVenueInput(before), ...change });
    if (!parsed.success) throw ValidationFailed.fromZod(parsed.error);
    if (parsed.data.authority_id !== before.authorityId) {
      await assertAuthority(tx, parsed.data.authority_id);
      assertManages(viewer, parsed.data.authority_id);
    }
    await assertCodeFree(tx, parsed.data.code, id);
    const after = await updateVenue(tx, id, venueColumns(parsed.data));
    await recordAudit(tx, {
      entity: VENUE_ENTITY,
      entityId: id,
      action: 'update',
      actor,
      before: toVenueInput(before),
      after: toVenueInput(after),
    });
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
  await db.transaction(async (tx) => {
    const row = await getVenue(tx, id);
    const refusal = await venueInUse(tx, id, viewer);
    if (refusal) throw refusal;
    await deleteVenue(tx, id);
    await recordAudit(tx, {
      entity: VENUE_ENTITY,
      entityId: id,
      action: 'delete',
      actor,
      before: toVenueInput(row),
    });
  });
}

/** The venue as a write target: its row lock and its current answer, for `If-Match`. */
export function venueTarget(id: number): WriteTarget {
  return { lock: (tx) => lockRow(tx, venues, id), current: async (tx) => toVenue(await getVenue(tx, id)) };
}
