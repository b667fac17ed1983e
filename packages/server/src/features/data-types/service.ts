import { type DataTypeInput, dataTypeInputSchema, normaliseDataType } from '@bora/shared/data-type';
import type { AuditActor } from '../../core/audit.ts';
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
import { dataTypes } from '../../db/schema/reference.ts';
import { type Conflict, NotFound, usedByBulletins, usedByBulletinTypes } from '../../lib/errors.ts';
import type { WriteTarget } from '../../lib/etag.ts';
import { bulletinTypesUsingDataType, type DataTypeRow, findDataType } from './repository.ts';
import { dataTypeColumns, toDataType, toDataTypeInput } from './serialize.ts';

export const DATA_TYPE_ENTITY = 'data_type';

export async function getDataType(db: Db, id: number): Promise<DataTypeRow> {
  const row = await findDataType(db, id);
  if (!row) throw new NotFound('No data type with this id.');
  return row;
}

export const DATA_TYPE: ReferenceKind<typeof dataTypes> = {
  table: dataTypes,
  entity: DATA_TYPE_ENTITY,
  called: 'a data type',
  get: getDataType,
  audited: toDataTypeInput,
};

export async function createDataType(db: Db, input: DataTypeInput, actor: AuditActor): Promise<DataTypeRow> {
  return createReference(db, DATA_TYPE, dataTypeColumns(normaliseDataType(input)), actor);
}

/** Applies a full (PUT) or partial (PATCH) change, merged with the stored type and validated as a whole. */
export async function changeDataType(
  db: Db,
  id: number,
  change: Partial<DataTypeInput>,
  actor: AuditActor,
): Promise<DataTypeRow> {
  return db.transaction(async (tx) => {
    const before = await getDataType(tx, id);
    const clean = normaliseDataType(mergedInput(dataTypeInputSchema, toDataTypeInput(before), change));
    await assertCodeFree(tx, DATA_TYPE, clean.code, id);
    return updateAudited(tx, DATA_TYPE, before, dataTypeColumns(clean), actor);
  });
}
/** Why the data type cannot be deleted now (bulletin types or bulletins use it), or nothing. */
export async function dataTypeInUse(db: Db, id: number): Promise<Conflict | undefined> {
  const row = await getDataType(db, id);
  const users = await bulletinTypesUsingDataType(db, id);
  if (users.length) return usedByBulletinTypes(row.name, users);
  const count = await bulletinsUsing(db, { dataType: id });
  return count ? usedByBulletins(row.name, count, 'with this data type') : undefined;
}

export async function removeDataType(db: Db, id: number, actor: AuditActor): Promise<void> {
  await removeReference(db, DATA_TYPE, id, (tx) => dataTypeInUse(tx, id), actor);
}

/** The data type as a write target: its row lock and its current answer, for `If-Match`. */
export function dataTypeTarget(id: number): WriteTarget {
  return referenceTarget(DATA_TYPE, id, toDataType);
}
