import { ruleDataTypes, ruleKindProblems } from '@bora/shared/bulletin-rules';
import { type BulletinTypeInput, bulletinTypeInputSchema, venueUsableBy } from '@bora/shared/bulletin-type';
import { withoutBlanks } from '@bora/shared/localized';
import { canManageOwned, type Viewer } from '@bora/shared/permissions';
import type { AuditActor } from '../../core/audit.ts';
import { findAuthority } from '../../core/authorities.ts';
import { bulletinsUsing } from '../../core/bulletin-usage.ts';
import {
  assertCodeFree,
  mergedInput,
  type ReferenceKind,
  recordReferenceChange,
  referenceTarget,
  removeReference,
} from '../../core/reference-writes.ts';
import type { Db } from '../../db/client.ts';
import { insertRow } from '../../db/reference-rows.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { type Conflict, Forbidden, NotFound, usedByBulletins, ValidationFailed } from '../../lib/errors.ts';
import type { WriteTarget } from '../../lib/etag.ts';
import {
  type BulletinTypeView,
  dataTypeStates,
  findBulletinTypeView,
  findIconSetOwner,
  iconCodesOf,
  replaceComposition,
  ruleDataTypesOf,
  updateBulletinType,
  venueStates,
} from './repository.ts';
import { toBulletinType, toBulletinTypeInput } from './serialize.ts';

const ENTITY = 'bulletin_type';

function columns(input: BulletinTypeInput) {
  return {
    code: input.code,
    name: input.name,
    description: input.description,
    authorityId: input.authority_id,
    iconSetId: input.icon_set_id,
    horizonDays: input.horizon_days,
    slots: input.slots.map((slot) => ({ ...slot, translations: withoutBlanks(slot.translations ?? {}) })),
    languages: input.languages,
    issueTime: input.issue_time,
    draftTime: input.draft_time,
    remindMissing: input.remind_missing,
    pdfMap: input.pdf_map,
    // A blank template is no template: the title of that language is written by hand.
    titleTemplates: Object.fromEntries(
      Object.entries(input.title_templates).filter((entry): entry is [string, string] => Boolean(entry[1])),
    ),
    requiresReview: input.requires_review,
    isPublic: input.is_public,
    active: input.active,
    translations: withoutBlanks(input.translations),
  };
}

function composition(input: BulletinTypeInput) {
  return {
    dataTypes: input.data_types.map((d) => ({ dataTypeId: d.data_type_id, required: d.required })),
    venueIds: input.venue_ids,
    rules: input.rules,
  };
}

export async function getBulletinType(db: Db, id: number): Promise<BulletinTypeView> {
  const row = await findBulletinTypeView(db, id);
  if (!row) throw new NotFound('No bulletin type with this id.');
  return row;
}

/** A bulletin type's audit entries keep its composition too, so they are made from what it reads. */
export const BULLETIN_TYPE: ReferenceKind<typeof bulletinTypes, BulletinTypeView, BulletinTypeView> = {
  table: bulletinTypes,
  entity: ENTITY,
  called: 'a bulletin type',
  get: getBulletinType,
  audited: toBulletinTypeInput,
};

function demandOwner(viewer: Viewer, authorityId: number | null): void {
  if (canManageOwned(viewer, authorityId)) return;
  throw new Forbidden(
    authorityId === null
      ? 'Only staff keep the national bulletin types.'
      : 'You may only manage the bulletin types of the authorities you manage.',
    authorityId === null ? 'staff_only' : 'managers_only',
  );
}

const FOREIGN_VENUE =
  'This venue is kept by another authority: use the venues of the owning authority or national ones.';

/**
 * Every reference must exist and be usable; each problem is reported on its own field path. An
 * inactive venue or data type is refused when added, but one already listed may stay.
 */
async function checkReferences(db: Db, input: BulletinTypeInput, before?: BulletinTypeView): Promise<void> {
  const keptVenues = new Set(before?.venueIds);
  const keptDataTypes = new Set(before?.dataTypes.map((d) => d.dataTypeId));
  const errors: Record<string, string[]> = {};
  if (input.authority_id !== null && !(await findAuthority(db, input.authority_id))) {
    errors.authority_id = ['No authority with this id.'];
  }
  const set = await findIconSetOwner(db, input.icon_set_id);
  if (!set) errors.icon_set_id = ['No icon set with this id.'];
  else if (!set.isReference && set.authorityId !== input.authority_id) {
    errors.icon_set_id = ['Choose the national reference set or an icon set of the owning authority.'];
  }
  const venues = await venueStates(db, input.venue_ids);
  input.venue_ids.forEach((id, index) => {
    const venue = venues.get(id);
    const key = `venue_ids.${index}`;
    if (venue === undefined) errors[key] = ['No venue with this id.'];
    else if (!venueUsableBy(input.authority_id, venue)) errors[key] = [FOREIGN_VENUE];
    else if (!venue.active && !keptVenues.has(id)) errors[key] = ['This venue is not active.'];
  });
  const dataTypes = await dataTypeStates(
    db,
    input.data_types.map((d) => d.data_type_id),
  );
  input.data_types.forEach((d, index) => {
    const active = dataTypes.get(d.data_type_id);
    const key = `data_types.${index}.data_type_id`;
    if (active === undefined) errors[key] = ['No data type with this id.'];
    else if (!active && !keptDataTypes.has(d.data_type_id)) errors[key] = ['This data type is not active.'];
  });
  await checkRules(db, input, errors);
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
}

/** Each rule's data types of the kinds it needs, and a condition's values among its data type's. */
async function checkRules(db: Db, input: BulletinTypeInput, errors: Record<string, string[]>): Promise<void> {
  if (!input.rules.length) return;
  const dataTypes = await ruleDataTypesOf(
    db,
    input.rules.flatMap((rule) => ruleDataTypes(rule).map((d) => d.id)),
  );
  const readsIcons = input.rules.some(
    (r) => r.kind === 'condition' && dataTypes.get(r.when_data_type_id)?.value_kind === 'icon',
  );
  // With no usable icon set (its own problem), the icons a condition lists cannot be judged.
  const iconCodes = readsIcons && !errors.icon_set_id ? await iconCodesOf(db, input.icon_set_id) : null;
  input.rules.forEach((rule, index) => {
    for (const { field, message } of ruleKindProblems(rule, (id) => dataTypes.get(id), iconCodes))
      errors[`rules.${index}.${field}`] = [message];
  });
}

export async function createBulletinType(
  db: Db,
  input: BulletinTypeInput,
  viewer: Viewer,
  actor: AuditActor,
): Promise<BulletinTypeView> {
  demandOwner(viewer, input.authority_id);
  return db.transaction(async (tx) => {
    await checkReferences(tx, input);
    await assertCodeFree(tx, BULLETIN_TYPE, input.code);
    const row = await insertRow(tx, bulletinTypes, columns(input));
    await replaceComposition(tx, row.id, composition(input));
    const created = await getBulletinType(tx, row.id);
    await recordReferenceChange(tx, BULLETIN_TYPE, actor, null, created);
    return created;
  });
}

/** A full (PUT) or partial (PATCH) change; the lists given replace the stored ones, in their order. */
export async function changeBulletinType(
  db: Db,
  id: number,
  change: Partial<BulletinTypeInput>,
  viewer: Viewer,
  actor: AuditActor,
): Promise<BulletinTypeView> {
  return db.transaction(async (tx) => {
    const before = await getBulletinType(tx, id);
    demandOwner(viewer, before.authorityId);
    const input = mergedInput(bulletinTypeInputSchema, toBulletinTypeInput(before), change);
    demandOwner(viewer, input.authority_id);
    await checkReferences(tx, input, before);
    await assertCodeFree(tx, BULLETIN_TYPE, input.code, id);
    await updateBulletinType(tx, id, columns(input));
    await replaceComposition(tx, id, composition(input));
    const after = await getBulletinType(tx, id);
    await recordReferenceChange(tx, BULLETIN_TYPE, actor, before, after);
    return after;
  });
}

/** Why the viewer cannot delete the bulletin type now (not theirs, or it has bulletins), or nothing. */
export async function bulletinTypeInUse(db: Db, id: number, viewer: Viewer): Promise<Conflict | undefined> {
  const row = await getBulletinType(db, id);
  demandOwner(viewer, row.authorityId);
  const count = await bulletinsUsing(db, { bulletinType: id });
  return count ? usedByBulletins(row.name, count, 'of this type') : undefined;
}

export async function removeBulletinType(
  db: Db,
  id: number,
  viewer: Viewer,
  actor: AuditActor,
): Promise<void> {
  await removeReference(db, BULLETIN_TYPE, id, (tx) => bulletinTypeInUse(tx, id, viewer), actor);
}

/** The bulletin type as a write target: its row lock and its current answer, for `If-Match`. */
export function bulletinTypeTarget(id: number): WriteTarget {
  return referenceTarget(BULLETIN_TYPE, id, toBulletinType);
}
