import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { deleteRow, findRowByCode, insertRow, type ReferenceTable, updateRow } from '../db/reference-rows.ts';
import { lockRow } from '../db/row-lock.ts';
import { Conflict, type HttpError, ValidationFailed } from '../lib/errors.ts';
import type { WriteTarget } from '../lib/etag.ts';
import { type AuditActor, recordAudit } from './audit.ts';

/**
 * One kind of reference data (authorities, data types, venues …), as the writes they share treat it.
 * `Row` is the object as its feature reads it (the row, or the row with what its answer joins);
 * `Audited` is what `audited` takes, the stored row unless its audit needs more than the row.
 */
export type ReferenceKind<
  T extends ReferenceTable,
  Row = T['$inferSelect'],
  Audited extends { id: number } = T['$inferSelect'],
> = {
  table: T;
  /** The entity its audit entries, and so its history, are recorded under. */
  entity: string;
  /** One of them in a message, with its article: `an authority`, `a venue`. */
  called: string;
  /** The object as its feature reads it; NotFound when there is none. */
  get(db: Db, id: number): Promise<Row>;
  /** What its audit entries keep of it. */
  audited(row: Audited): unknown;
};

/** A kind whose audit entries are made from its stored row alone, as a generic write has it. */
type RowAudited<T extends ReferenceTable> = ReferenceKind<T, unknown, T['$inferSelect']>;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 409 on the `code` field when another object of the kind has this code. */
export async function assertCodeFree(
  db: Db,
  kind: { table: ReferenceTable; called: string },
  code: string,
  exceptId?: number,
): Promise<void> {
  const existing = await findRowByCode(db, kind.table, code);
  if (existing && existing.id !== exceptId) {
    throw new Conflict(
      `${capitalised(kind.called)} with code "${code}" already exists.`,
      { code: 'code_taken', params: { code } },
      { code: ['This code is already used.'] },
    );
  }
}

/**
 * A full (PUT) or partial (PATCH) change merged over the stored input and validated as a whole,
 * so that a PATCH cannot leave the object in a state a PUT would refuse; 400 on the fields.
 */
export function mergedInput<Input extends object>(
  schema: z.ZodType<Input>,
  stored: Input,
  change: Partial<Input>,
): Input {
  const parsed = schema.safeParse({ ...stored, ...change });
  if (!parsed.success) throw ValidationFailed.fromZod(parsed.error);
  return parsed.data;
}

/**
 * Records a change of one object under its kind's entity: a creation (no `before`), an update, or
 * a deletion (no `after`). Call it in the transaction of the change.
 */
export async function recordReferenceChange<Audited extends { id: number }>(
  db: Db,
  kind: { entity: string; audited(row: Audited): unknown },
  actor: AuditActor,
  before: Audited | null,
  after: Audited | null,
): Promise<void> {
  const row = after ?? before;
  if (!row) throw new Error('a change has a before or an after');
  await recordAudit(db, {
    entity: kind.entity,
    entityId: row.id,
    action: !before ? 'create' : !after ? 'delete' : 'update',
    actor,
    ...(before && { before: kind.audited(before) }),
    ...(after && { after: kind.audited(after) }),
  });
}

/** Inserts a row with its audit entry; call it in a transaction. */
export async function insertAudited<T extends ReferenceTable>(
  tx: Db,
  kind: RowAudited<T>,
  values: T['$inferInsert'],
  actor: AuditActor,
): Promise<T['$inferSelect']> {
  const row = await insertRow(tx, kind.table, values);
  await recordReferenceChange(tx, kind, actor, null, row);
  return row;
}

/** Writes a change to a row read as `before` in the same transaction, with its audit entry. */
export async function updateAudited<T extends ReferenceTable>(
  tx: Db,
  kind: RowAudited<T>,
  before: T['$inferSelect'],
  values: Partial<T['$inferInsert']>,
  actor: AuditActor,
): Promise<T['$inferSelect']> {
  const after = await updateRow(tx, kind.table, before.id, values);
  await recordReferenceChange(tx, kind, actor, before, after);
  return after;
}

/** Creates an object: 409 when its code is taken; the row and its audit entry are written together. */
export async function createReference<T extends ReferenceTable>(
  db: Db,
  kind: RowAudited<T>,
  values: T['$inferInsert'] & { code: string },
  actor: AuditActor,
): Promise<T['$inferSelect']> {
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, kind, values.code);
    return insertAudited(tx, kind, values, actor);
  });
}

/**
 * Deletes an object unless `refusal` (the same check its delete-check answers) says it is still
 * used; the deletion and its audit entry are written together, or neither.
 */
export async function removeReference<
  T extends ReferenceTable,
  Row extends Audited,
  Audited extends { id: number },
>(
  db: Db,
  kind: ReferenceKind<T, Row, Audited>,
  id: number,
  refusal: (tx: Db) => Promise<HttpError | undefined>,
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await kind.get(tx, id);
    const refused = await refusal(tx);
    if (refused) throw refused;
    await deleteRow(tx, kind.table, id);
    await recordReferenceChange(tx, kind, actor, row, null);
  });
}

/** The object as a write target: its row lock and its current answer, for `If-Match`. */
export function referenceTarget<Row>(
  kind: { table: PgTable; get(db: Db, id: number): Promise<Row> },
  id: number,
  answer: (row: Row) => unknown,
): WriteTarget {
  return {
    lock: (tx) => lockRow(tx, kind.table, id),
    current: async (tx) => answer(await kind.get(tx, id)),
  };
}
