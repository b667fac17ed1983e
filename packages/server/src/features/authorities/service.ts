import { type AuthorityInput, authorityInputSchema, type MembershipRole } from '@bora/shared/authority';
import { withoutBlanks } from '@bora/shared/localized';
import { type AuditActor, recordAudit } from '../../core/audit.ts';
import { type AuthorityRow, findAuthority } from '../../core/authorities.ts';
import {
  assertCodeFree,
  createReference,
  mergedInput,
  type ReferenceKind,
  referenceTarget,
  removeReference,
  updateAudited,
} from '../../core/reference-writes.ts';
import { findUserById, findUserByUsername, upsertMembership } from '../../core/users.ts';
import type { Db } from '../../db/client.ts';
import { updateRow } from '../../db/reference-rows.ts';
import { lockRow } from '../../db/row-lock.ts';
import { authorities } from '../../db/schema/authorities.ts';
import { Conflict, NotFound, plural, ValidationFailed } from '../../lib/errors.ts';
import type { WriteTarget } from '../../lib/etag.ts';
import { SvgRejected, sanitiseSvg } from '../../lib/svg-sanitize.ts';
import { authorityDependents, deleteMember, findMember, listMembers } from './repository.ts';
import { auditedAuthority, toAuthority, toAuthorityInput } from './serialize.ts';

export const AUTHORITY_ENTITY = 'authority';
/** Member changes are recorded apart, so that only those who may see the members see them. */
export const MEMBER_ENTITY = 'authority_member';

function columns(input: AuthorityInput) {
  return {
    code: input.code,
    name: input.name,
    shortName: input.short_name,
    kind: input.kind,
    website: input.website,
    email: input.email,
    description: input.description,
    translations: withoutBlanks(input.translations),
  };
}

export async function getAuthority(db: Db, id: number): Promise<AuthorityRow> {
  const row = await findAuthority(db, id);
  if (!row) throw new NotFound('No authority with this id.');
  return row;
}

export const AUTHORITY: ReferenceKind<typeof authorities> = {
  table: authorities,
  entity: AUTHORITY_ENTITY,
  called: 'an authority',
  get: getAuthority,
  audited: auditedAuthority,
};

export async function createAuthority(
  db: Db,
  input: AuthorityInput,
  actor: AuditActor,
): Promise<AuthorityRow> {
  return createReference(db, AUTHORITY, columns(input), actor);
}

/** Applies a full (PUT) or partial (PATCH) change, validated as a whole. */
export async function changeAuthority(
  db: Db,
  id: number,
  change: Partial<AuthorityInput>,
  actor: AuditActor,
): Promise<AuthorityRow> {
  return db.transaction(async (tx) => {
    const before = await getAuthority(tx, id);
    const input = mergedInput(authorityInputSchema, toAuthorityInput(before), change);
    await assertCodeFree(tx, AUTHORITY, input.code, id);
    return updateAudited(tx, AUTHORITY, before, columns(input), actor);
  });
}

/** Why the authority cannot be deleted now (it still owns objects), or nothing. */
export async function authorityInUse(db: Db, id: number): Promise<Conflict | undefined> {
  const row = await getAuthority(db, id);
  const used = await authorityDependents(db, id);
  const parts = [
    used.venues && plural(used.venues, 'venue'),
    used.iconSets && plural(used.iconSets, 'icon set'),
    used.bulletinTypes && plural(used.bulletinTypes, 'bulletin type'),
    used.bulletins && plural(used.bulletins, 'bulletin'),
  ].filter(Boolean);
  if (!parts.length) return undefined;
  return new Conflict(`${row.name} still has ${parts.join(', ')}: move or delete them first.`, {
    code: 'authority_in_use',
    params: {
      name: row.name,
      venues: used.venues,
      icon_sets: used.iconSets,
      bulletin_types: used.bulletinTypes,
      bulletins: used.bulletins,
    },
  });
}

export async function removeAuthority(db: Db, id: number, actor: AuditActor): Promise<void> {
  await removeReference(db, AUTHORITY, id, (tx) => authorityInUse(tx, id), actor);
}

/** Stores a sanitised logo; answers what the sanitiser removed. */
export async function setAuthorityLogo(
  db: Db,
  id: number,
  file: Buffer,
  actor: AuditActor,
): Promise<string[]> {
  let sanitised: ReturnType<typeof sanitiseSvg>;
  try {
    sanitised = sanitiseSvg(file);
  } catch (error) {
    if (error instanceof SvgRejected) throw new ValidationFailed({ logo: [error.message] }, error.message);
    throw error;
  }
  await db.transaction(async (tx) => {
    const before = await getAuthority(tx, id);
    const after = await updateRow(tx, authorities, id, { logoSvg: sanitised.svg });
    await recordAudit(tx, {
      entity: AUTHORITY_ENTITY,
      entityId: id,
      action: 'update',
      actor,
      before: auditedAuthority(before),
      after: { ...auditedAuthority(after), logo: 'replaced' },
    });
  });
  return sanitised.removed;
}

export async function clearAuthorityLogo(db: Db, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    await updateAudited(tx, AUTHORITY, await getAuthority(tx, id), { logoSvg: null }, actor);
  });
}

/** Adds an existing user to the authority, or changes their role. */
export async function putMember(
  db: Db,
  authorityId: number,
  username: string,
  role: MembershipRole,
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    await getAuthority(tx, authorityId);
    const user = await findUserByUsername(tx, username);
    if (!user) throw new ValidationFailed({ username: [`No user named "${username}".`] });
    const before = await findMember(tx, authorityId, user.id);
    await upsertMembership(tx, user.id, authorityId, role);
    await recordAudit(tx, {
      entity: MEMBER_ENTITY,
      entityId: authorityId,
      action: 'update',
      actor,
      before: { [`member ${user.username}`]: before?.role ?? null },
      after: { [`member ${user.username}`]: role },
    });
  });
}

export async function changeMemberRole(
  db: Db,
  authorityId: number,
  userId: number,
  role: MembershipRole,
  actor: AuditActor,
): Promise<void> {
  const member = await findMember(db, authorityId, userId);
  if (!member) throw new NotFound('This user is not a member of the authority.');
  const user = await findUserById(db, userId);
  await putMember(db, authorityId, user?.username ?? '', role, actor);
}

export async function removeMember(
  db: Db,
  authorityId: number,
  userId: number,
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await findMember(tx, authorityId, userId);
    if (!member) throw new NotFound('This user is not a member of the authority.');
    await deleteMember(tx, authorityId, userId);
    const user = await findUserById(tx, userId);
    await recordAudit(tx, {
      entity: MEMBER_ENTITY,
      entityId: authorityId,
      action: 'update',
      actor,
      before: { [`member ${user?.username ?? userId}`]: member.role },
      after: { [`member ${user?.username ?? userId}`]: null },
    });
  });
}

/**
 * The authority's members as a write target, for `If-Match`: the authority's row is locked, and
 * the version is the member list's (its `GET`'s ETag), which each change of a member changes.
 */
export function membersTarget(id: number): WriteTarget {
  return {
    lock: (tx) => lockRow(tx, authorities, id),
    current: async (tx) => {
      await getAuthority(tx, id);
      return listMembers(tx, id);
    },
  };
}

/** The authority as a write target: its row lock and its current answer, for `If-Match`. */
export function authorityTarget(id: number): WriteTarget {
  return referenceTarget(AUTHORITY, id, toAuthority);
}
