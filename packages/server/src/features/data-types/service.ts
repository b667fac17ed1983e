import { type DataTypeInput, dataTypeInputSchema, normaliseDataType } from '@bora/shared/data-type';
import { type AuditActor, recordAudit } from '../../core/audit.ts';
import { bulletinsUsing } from '../../core/bulletin-usage.ts';
import type { Db } from '../../db/client.ts';
import { lockRow } from '../../db/row-lock.ts';
import { dataTypes } from '../../db/schema/reference.ts';
import {
  Conflict,
  NotFound,
  usedByBulletins,
  usedByBulletinTypes,
  ValidationFailed,
} from '../../lib/errors.ts';
import type { WriteTarget } from '../../lib/etag.ts';
import {
  bulletinTypesUsingDataType,
  type DataTypeRow,
  deleteDataType,
  findDataType,
  findDataTypeByCode,
  insertDataType,
  updateDataType,
} from './repository.ts';
import { dataTypeColumns, toDataType, toDataTypeInput } from './serialize.ts';

export const DATA_TYPE_ENTITY = 'data_type';

async function assertCodeFree(db: Db, code: string, exceptId?: number) {
  const existing = await findDataTypeByCode(db, code);
  if (existing && existing.id !== exceptId) {
    throw new Conflict(
      `A data type with code "${code}" already exists.`,
      { code: 'code_taken', params: { code: code } },
      {
        code: ['This code is already used.'],
      },
    );
  }
}

export async function getDataType(db: Db, id: number): Promise<DataTypeRow> {
  const row = await findDataType(db, id);
  if (!row) throw new NotFound('No data type with this id.');
  return row;
}

export async function createDataType(db: Db, input: DataTypeInput, actor: AuditActor): Promise<DataTypeRow> {
  const clean = normaliseDataType(input);
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, clean.code);
    const row = await insertDataType(tx, dataTypeColumns(clean));
    await recordAudit(tx, {
      entity: DATA_TYPE_ENTITY,
      entityId: row.id,
      action: 'create',
      actor,
      after: toDataTypeInput(row),
    });
    return row;
  });
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
    const parsed = dataTypeInputSchema.safeParse({ ...toDataTypeInput(before), ...change });
    if (!parsed.success) throw ValidationFailed.fromZod(parsed.error);
    const clean = normaliseDataType(parsed.data);
    await assertCodeFree(tx, clean.code, id);
    const after = await updateDataType(tx, id, dataTypeColumns(clean));
    await recordAudit(tx, {
      entity: DATA_TYPE_ENTITY,
      entityId: id,
      action: 'update',
      actor,
      before: toDataTypeInput(before),
      after: toDataTypeInput(after),
    });
    return after;
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
  await db.transaction(async (tx) => {
    const row = await getDataType(tx, id);
    const refusal = await dataTypeInUse(tx, id);
    if (refusal) throw refusal;
    await deleteDataType(tx, id);
    await recordAudit(tx, {
      entity: DATA_TYPE_ENTITY,
      entityId: id,
      action: 'delete',
      actor,
      before: toDataTypeInput(row),
    });
  });
}

/** The data type as a write target: its row lock and its current answer, for `If-Match`. */
export function dataTypeTarget(id: number): WriteTarget {
  return {
    lock: (tx) => lockRow(tx, dataTypes, id),
    current: async (tx) => toDataType(await getDataType(tx, id)),
  };
}
