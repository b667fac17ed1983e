import { type IconSetInput, iconSetInputSchema } from '@bora/shared/icon';
import { withoutBlanks } from '@bora/shared/localized';
import { canManageOwned, type Viewer } from '@bora/shared/permissions';
import { type AuditActor, recordAudit } from '../../core/audit.ts';
import { findAuthority } from '../../core/authorities.ts';
import {
  assertCodeFree,
  insertAudited,
  mergedInput,
  type ReferenceKind,
  referenceTarget,
  updateAudited,
} from '../../core/reference-writes.ts';
import type { Db } from '../../db/client.ts';
import { deleteRow } from '../../db/reference-rows.ts';
import { iconSets } from '../../db/schema/reference.ts';
import { Conflict, Forbidden, NotFound, plural, ValidationFailed } from '../../lib/errors.ts';
import type { WriteTarget } from '../../lib/etag.ts';
import { unmapAll } from './mapping.ts';
import { deleteIcons, iconsOfSet } from './repository.ts';
import { toIconInput } from './serialize.ts';
import {
  bulletinTypesUsingSet,
  findIconSet,
  findIconSetView,
  findReferenceSet,
  type IconSetRow,
  type IconSetView,
} from './set-repository.ts';
import { toIconSet, toIconSetInput } from './set-serialize.ts';

const ENTITY = 'icon_set';

function columns(input: IconSetInput) {
  return {
    code: input.code,
    name: input.name,
    description: input.description,
    authorityId: input.authority_id,
    isReference: input.authority_id === null,
    credit: input.credit,
    translations: withoutBlanks(input.translations),
  };
}

export async function getIconSet(db: Db, id: number): Promise<IconSetRow> {
  const row = await findIconSet(db, id);
  if (!row) throw new NotFound('No icon set with this id.');
  return row;
}

export async function getIconSetView(db: Db, id: number): Promise<IconSetView> {
  const row = await findIconSetView(db, id);
  if (!row) throw new NotFound('No icon set with this id.');
  return row;
}

export const ICON_SET: ReferenceKind<typeof iconSets, IconSetView> = {
  table: iconSets,
  entity: ENTITY,
  called: 'an icon set',
  get: getIconSetView,
  audited: toIconSetInput,
};

/** 403 unless the viewer may manage a set owned by `authorityId` (null: the reference set, staff only). */
export function demandOwner(viewer: Viewer, authorityId: number | null, field = 'authority_id'): void {
  if (canManageOwned(viewer, authorityId)) return;
  throw new Forbidden(
    authorityId === null
      ? 'Only staff keep the national reference set.'
      : `You may only manage the icon sets of the authorities you manage (${field}).`,
    authorityId === null ? 'staff_only' : 'managers_only',
  );
}

async function assertFree(db: Db, input: IconSetInput, exceptId?: number) {
  if (input.authority_id !== null && !(await findAuthority(db, input.authority_id))) {
    throw new ValidationFailed({ authority_id: ['No authority with this id.'] });
  }
  await assertCodeFree(db, ICON_SET, input.code, exceptId);
  if (input.authority_id === null) {
    const reference = await findReferenceSet(db);
    if (reference && reference.id !== exceptId) {
      throw new Conflict(
        `"${reference.name}" is already the national reference set.`,
        { code: 'reference_set_exists', params: { name: reference.name } },
        {
          authority_id: ['There is already a national reference set; choose an authority.'],
        },
      );
    }
  }
}

export async function createIconSet(
  db: Db,
  input: IconSetInput,
  viewer: Viewer,
  actor: AuditActor,
): Promise<IconSetView> {
  demandOwner(viewer, input.authority_id);
  return db.transaction(async (tx) => {
    await assertFree(tx, input);
    const row = await insertAudited(tx, ICON_SET, columns(input), actor);
    return getIconSetView(tx, row.id);
  });
}

/** Applies a full (PUT) or partial (PATCH) change; the old and the new owner must both be the viewer's. */
export async function changeIconSet(
  db: Db,
  id: number,
  change: Partial<IconSetInput>,
  viewer: Viewer,
  actor: AuditActor,
): Promise<IconSetView> {
  return db.transaction(async (tx) => {
    const before = await getIconSet(tx, id);
    demandOwner(viewer, before.authorityId);
    const input = mergedInput(iconSetInputSchema, toIconSetInput(before), change);
    demandOwner(viewer, input.authority_id);
    if ((input.authority_id === null) !== before.isReference) {
      throw new ValidationFailed({
        authority_id: [
          before.isReference
            ? 'The national reference set stays national.'
            : 'A regional set cannot become the national reference set.',
        ],
      });
    }
    if (input.authority_id !== before.authorityId && input.authority_id !== null) {
      const users = await bulletinTypesUsingSet(tx, id, input.authority_id);
      if (users.length) {
        throw new Conflict(
          `Bulletin types of another owner use this set: ${users.join(', ')}.`,
          {
            code: 'icon_set_used_by_other_owner',
            params: { count: users.length, bulletin_types: users.join(', ') },
          },
          {
            authority_id: [`Used by bulletin types of another owner: ${users.join(', ')}.`],
          },
        );
      }
    }
    await assertFree(tx, input, id);
    await updateAudited(tx, ICON_SET, before, columns(input), actor);
    return getIconSetView(tx, id);
  });
}

/** Why the viewer cannot delete the set now (not theirs, or bulletin types use it), or nothing. */
export async function iconSetInUse(db: Db, id: number, viewer: Viewer): Promise<Conflict | undefined> {
  const row = await getIconSet(db, id);
  demandOwner(viewer, row.authorityId);
  const users = await bulletinTypesUsingSet(db, id);
  if (!users.length) return undefined;
  return new Conflict(
    `${row.name} is used by ${plural(users.length, 'bulletin type')}: ${users.join(', ')}. Choose another icon set for them first.`,
    {
      code: 'icon_set_in_use',
      params: { name: row.name, count: users.length, bulletin_types: users.join(', ') },
    },
  );
}

/** Deletes the set and its icons; icons of other sets that stood for them lose their mapping. */
export async function removeIconSet(db: Db, id: number, viewer: Viewer, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const refusal = await iconSetInUse(tx, id, viewer);
    if (refusal) throw refusal;
    const row = await getIconSet(tx, id);
    const members = await iconsOfSet(tx, id);
    const memberIds = members.map((m) => m.id);
    await unmapAll(tx, memberIds, actor);
    await deleteIcons(tx, memberIds);
    for (const icon of members) {
      await recordAudit(tx, {
        entity: 'icon',
        entityId: icon.id,
        action: 'delete',
        actor,
        before: toIconInput(icon),
      });
    }
    await deleteRow(tx, iconSets, id);
    await recordAudit(tx, {
      entity: ENTITY,
      entityId: id,
      action: 'delete',
      actor,
      before: { ...toIconSetInput(row), icons: members.length },
    });
  });
}

/** The icon set as a write target: its row lock and its current answer, for `If-Match`. */
export function iconSetTarget(id: number): WriteTarget {
  return referenceTarget(ICON_SET, id, toIconSet);
}
