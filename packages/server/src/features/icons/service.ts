import { type IconInput, iconInputSchema } from '@bora/shared/icon';
import { withoutBlanks } from '@bora/shared/localized';
import type { Viewer } from '@bora/shared/permissions';
import { type AuditActor, recordAudit } from '../../core/audit.ts';
import { referenceTarget } from '../../core/reference-writes.ts';
import type { Db } from '../../db/client.ts';
import { icons } from '../../db/schema/reference.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import type { WriteTarget } from '../../lib/etag.ts';
import { type SanitisedSvg, SvgRejected, sanitiseSvg } from '../../lib/svg-sanitize.ts';
import { unmapAll } from './mapping.ts';
import { drawNewPicture } from './pictures.ts';
import { deleteIcons, findIcon, findIconByCode, type IconRow, insertIcon, updateIcon } from './repository.ts';
import { auditedIcon, toIcon, toIconInput } from './serialize.ts';
import type { IconSetRow } from './set-repository.ts';
import { demandOwner, getIconSet } from './set-service.ts';

const ENTITY = 'icon';

export function columns(input: IconInput) {
  return {
    iconSetId: input.icon_set_id,
    code: input.code,
    name: input.name,
    description: input.description,
    category: input.category,
    variant: input.variant,
    wmoCode: input.wmo_code,
    referenceIconId: input.reference_icon_id,
    translations: withoutBlanks(input.translations),
  };
}

/** Sanitises an uploaded picture; what is not an SVG, or too large, is refused on the field. */
export function cleanSvg(file: Buffer, field = 'svg'): SanitisedSvg {
  try {
    return sanitiseSvg(file);
  } catch (error) {
    if (error instanceof SvgRejected) throw new ValidationFailed({ [field]: [error.message] }, error.message);
    throw error;
  }
}

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Text fields of a multipart form as iconInputSchema takes them: ids and codes as numbers, empty as
 * null, the translations as JSON.
 */
export function fromFormFields(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...fields };
  for (const key of ['icon_set_id', 'wmo_code', 'reference_icon_id']) {
    const value = fields[key]?.trim();
    if (value === undefined) continue;
    out[key] = value === '' || value === 'null' ? null : /^-?\d+$/.test(value) ? Number(value) : value;
  }
  // The translations come as one JSON part; text that is not JSON is left for the schema to refuse.
  if (fields.translations !== undefined) out.translations = jsonOrText(fields.translations);
  return out;
}

/** A picture that resvg cannot draw, or that draws nothing, is refused on the field; one that draws is kept drawn. */
async function requireDrawable(db: Db, svg: string, field = 'svg'): Promise<void> {
  const problem = await drawNewPicture(db, svg);
  if (problem) throw new ValidationFailed({ [field]: [problem] }, problem, 'svg_undrawable');
}

function requireFile(file: Buffer | undefined): Buffer {
  if (!file) throw new ValidationFailed({ svg: ['Choose an SVG file (a part named "svg").'] });
  return file;
}

export async function getIcon(db: Db, id: number): Promise<IconRow> {
  const row = await findIcon(db, id);
  if (!row) throw new NotFound('No icon with this id.');
  return row;
}

/** An icon, for its write target and its history (its code is unique in its set, not overall). */
export const ICON = { table: icons, entity: ENTITY, called: 'an icon', get: getIcon };

/** The set an icon goes into: it must exist (400 on the field) and be the viewer's to manage. */
export async function targetSet(db: Db, iconSetId: number, viewer: Viewer): Promise<IconSetRow> {
  const set = await getIconSet(db, iconSetId).catch((error) => {
    if (error instanceof NotFound) throw new ValidationFailed({ icon_set_id: ['No icon set with this id.'] });
    throw error;
  });
  demandOwner(viewer, set.authorityId);
  return set;
}

async function assertCodeFree(db: Db, iconSetId: number, code: string, exceptId?: number) {
  const existing = await findIconByCode(db, iconSetId, code);
  if (existing && existing.id !== exceptId) {
    throw new Conflict(
      `The set already has an icon with code "${code}".`,
      { code: 'code_taken', params: { code } },
      {
        code: ['This code is already used in this set.'],
      },
    );
  }
}

/** The mapping rule: only icons outside the reference set are mapped, and only onto reference icons. */
async function assertMapping(db: Db, set: IconSetRow, referenceIconId: number | null) {
  if (referenceIconId === null) return;
  if (set.isReference) {
    throw new ValidationFailed({
      reference_icon_id: ['An icon of the reference set is the reference itself; it cannot be mapped.'],
    });
  }
  const target = await findIcon(db, referenceIconId);
  const targetSet = target && (await getIconSet(db, target.iconSetId));
  if (!targetSet?.isReference) {
    throw new ValidationFailed({ reference_icon_id: ['Choose an icon of the national reference set.'] });
  }
}

function parseInput(value: unknown): IconInput {
  const parsed = iconInputSchema.safeParse(value);
  if (!parsed.success) throw ValidationFailed.fromZod(parsed.error);
  return parsed.data;
}

export async function createIcon(
  db: Db,
  fields: Record<string, unknown>,
  file: Buffer | undefined,
  viewer: Viewer,
  actor: AuditActor,
): Promise<{ row: IconRow; removed: string[] }> {
  const input = parseInput(fields);
  return db.transaction(async (tx) => {
    const set = await targetSet(tx, input.icon_set_id, viewer);
    const picture = cleanSvg(requireFile(file));
    await requireDrawable(tx, picture.svg);
    await assertCodeFree(tx, set.id, input.code);
    await assertMapping(tx, set, input.reference_icon_id);
    const row = await insertIcon(tx, { ...columns(input), svg: picture.svg });
    await recordAudit(tx, {
      entity: ENTITY,
      entityId: row.id,
      action: 'create',
      actor,
      after: auditedIcon(row),
    });
    return { row, removed: picture.removed };
  });
}

async function saveChange(
  db: Db,
  before: IconRow,
  values: Parameters<typeof updateIcon>[2],
  actor: AuditActor,
): Promise<IconRow> {
  const after = await updateIcon(db, before.id, values);
  const audit = { before: auditedIcon(before), after: auditedIcon(after) };
  await recordAudit(db, { entity: ENTITY, entityId: before.id, action: 'update', actor, ...audit });
  return after;
}

/** A full (PUT) or partial (PATCH) change of the fields; the picture stays. */
export async function changeIcon(
  db: Db,
  id: number,
  change: Partial<IconInput>,
  viewer: Viewer,
  actor: AuditActor,
): Promise<IconRow> {
  return db.transaction(async (tx) => {
    const before = await getIcon(tx, id);
    const set = await getIconSet(tx, before.iconSetId);
    demandOwner(viewer, set.authorityId);
    const input = parseInput({ ...toIconInput(before), ...change });
    if (input.icon_set_id !== before.iconSetId) {
      throw new ValidationFailed({
        icon_set_id: ['An icon stays in its set; upload it to the other set instead.'],
      });
    }
    await assertCodeFree(tx, set.id, input.code, id);
    await assertMapping(tx, set, input.reference_icon_id);
    return saveChange(tx, before, columns(input), actor);
  });
}

export async function replaceIconSvg(
  db: Db,
  id: number,
  file: Buffer | undefined,
  viewer: Viewer,
  actor: AuditActor,
): Promise<{ row: IconRow; removed: string[] }> {
  return db.transaction(async (tx) => {
    const before = await getIcon(tx, id);
    demandOwner(viewer, (await getIconSet(tx, before.iconSetId)).authorityId);
    const picture = cleanSvg(requireFile(file));
    await requireDrawable(tx, picture.svg);
    const row = await saveChange(tx, before, { svg: picture.svg }, actor);
    return { row, removed: picture.removed };
  });
}

/** Deletes an icon; icons that stood for it lose their mapping. */
export async function removeIcon(db: Db, id: number, viewer: Viewer, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await getIcon(tx, id);
    demandOwner(viewer, (await getIconSet(tx, row.iconSetId)).authorityId);
    await unmapAll(tx, [id], actor);
    await deleteIcons(tx, [id]);
    await recordAudit(tx, {
      entity: ENTITY,
      entityId: id,
      action: 'delete',
      actor,
      before: auditedIcon(row),
    });
  });
}

/** The icon as a write target: its row lock and its current answer, for `If-Match`. */
export function iconTarget(id: number): WriteTarget {
  return referenceTarget(ICON, id, toIcon);
}
