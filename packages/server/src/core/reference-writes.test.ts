import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database, Db } from '../db/client.ts';
import { auditLog } from '../db/schema/audit.ts';
import { dataTypes } from '../db/schema/reference.ts';
import { Conflict, NotFound, PreconditionFailed, ValidationFailed } from '../lib/errors.ts';
import { entityTag, writeIfCurrent } from '../lib/etag.ts';
import { openTestDatabase } from '../test/helper.ts';
import type { AuditActor } from './audit.ts';
import { historyOf } from './history.ts';
import {
  assertCodeFree,
  createReference,
  mergedInput,
  type ReferenceKind,
  referenceTarget,
  removeReference,
  updateAudited,
} from './reference-writes.ts';
import { insertUser } from './users.ts';

type Row = typeof dataTypes.$inferSelect;

let database: Database;
let db: Db;
let actor: AuditActor;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const editor = await insertUser(db, { username: 'editor', passwordHash: '-' });
  actor = { id: editor.id, username: editor.username };
});
afterAll(() => database.close());

async function get(tx: Db, id: number): Promise<Row> {
  const [row] = await tx.select().from(dataTypes).where(eq(dataTypes.id, id));
  if (!row) throw new NotFound('No thing with this id.');
  return row;
}

/** A kind of its own over a real table, so that its audit entries are only this file's. */
function kindNamed(entity: string, audited = (row: Row) => ({ code: row.code, name: row.name })) {
  const kind: ReferenceKind<typeof dataTypes> = { table: dataTypes, entity, called: 'a thing', get, audited };
  return kind;
}

const values = (code: string) => ({ code, name: `Name of ${code}`, valueKind: 'text' as const });

async function exists(code: string): Promise<boolean> {
  return (await db.select().from(dataTypes).where(eq(dataTypes.code, code))).length > 0;
}

async function auditOf(entity: string) {
  return db.select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(auditLog.id);
}

describe('creating', () => {
  it('writes the row and its creation in the history, under the kind’s entity', async () => {
    const kind = kindNamed('create_test');
    const row = await createReference(db, kind, values('c-one'), actor);
    expect(await exists('c-one')).toBe(true);
    expect(await auditOf('create_test')).toMatchObject([
      {
        entityId: row.id,
        action: 'create',
        actorUsername: 'editor',
        before: null,
        after: { code: 'c-one', name: 'Name of c-one' },
      },
    ]);
  });

  it('refuses a taken code with a 409 on the field, naming the kind', async () => {
    const kind = kindNamed('create_taken');
    await createReference(db, kind, values('c-taken'), actor);
    const refused = await createReference(db, kind, values('c-taken'), actor).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Conflict);
    expect(refused).toMatchObject({
      message: 'A thing with code "c-taken" already exists.',
      errors: { code: ['This code is already used.'] },
    });
    expect(await auditOf('create_taken')).toHaveLength(1);
  });

  it('keeps nothing when its audit entry cannot be made', async () => {
    const kind = kindNamed('create_fails', () => {
      throw new Error('the audit failed');
    });
    await expect(createReference(db, kind, values('c-half'), actor)).rejects.toThrow('the audit failed');
    expect(await exists('c-half')).toBe(false);
  });

  it('lets an object keep its own code when it changes', async () => {
    const kind = kindNamed('code_own');
    const row = await createReference(db, kind, values('c-own'), actor);
    await expect(assertCodeFree(db, kind, 'c-own', row.id)).resolves.toBeUndefined();
    await expect(assertCodeFree(db, kind, 'c-own')).rejects.toBeInstanceOf(Conflict);
  });
});

describe('changing', () => {
  const schema = z.object({ code: z.string(), name: z.string().min(1) });

  it('validates a partial change merged over what is stored, as a whole', () => {
    const stored = { code: 'x', name: 'Old' };
    expect(mergedInput(schema, stored, { name: 'New' })).toEqual({ code: 'x', name: 'New' });
    expect(() => mergedInput(schema, stored, { name: '' })).toThrow(ValidationFailed);
  });

  it('stamps the row and records what it was and what it is', async () => {
    const kind = kindNamed('update_test');
    const before = await createReference(db, kind, values('u-one'), actor);
    const after = await db.transaction((tx) => updateAudited(tx, kind, before, { name: 'Renamed' }, actor));
    expect(after.name).toBe('Renamed');
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    const [entry] = await historyOf(db, 'update_test', before.id, null);
    expect(entry).toMatchObject({
      action: 'update',
      before: { name: 'Name of u-one' },
      after: { name: 'Renamed' },
      changed: ['name'],
    });
  });

  it('refuses a stale If-Match with 412 and the current tag, and writes nothing', async () => {
    const kind = kindNamed('if_match');
    const row = await createReference(db, kind, values('m-one'), actor);
    const answer = (r: Row) => ({ id: r.id, name: r.name, updated_at: r.updatedAt.toISOString() });
    const target = referenceTarget(kind, row.id, answer);
    const read = entityTag(answer(row));
    const asOf = (tag: string) => ({ headers: { 'if-match': tag } }) as unknown as FastifyRequest;
    const change = (name: string) => (tx: Db) => updateAudited(tx, kind, row, { name }, actor);

    await writeIfCurrent(db, asOf(read), target, change('First'));
    const stale = await writeIfCurrent(db, asOf(read), target, change('Second')).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(PreconditionFailed);
    const now = await get(db, row.id);
    expect(now.name).toBe('First');
    expect(stale).toMatchObject({ currentTag: entityTag(answer(now)) });
    expect((await auditOf('if_match')).map((e) => e.action)).toEqual(['create', 'update']);
  });
});

describe('removing', () => {
  it('deletes the row and records what it was', async () => {
    const kind = kindNamed('remove_test');
    const row = await createReference(db, kind, values('r-one'), actor);
    await removeReference(db, kind, row.id, async () => undefined, actor);
    expect(await exists('r-one')).toBe(false);
    const [entry] = await historyOf(db, 'remove_test', row.id, null);
    expect(entry).toMatchObject({ action: 'delete', before: { code: 'r-one' }, after: null });
  });

  it('refuses while the object is used: the refusal is thrown, the row stays, nothing is recorded', async () => {
    const kind = kindNamed('remove_refused');
    const row = await createReference(db, kind, values('r-used'), actor);
    const inUse = new Conflict('Still used.', { code: 'in_use' });
    await expect(removeReference(db, kind, row.id, async () => inUse, actor)).rejects.toBe(inUse);
    expect(await exists('r-used')).toBe(true);
    expect((await auditOf('remove_refused')).map((e) => e.action)).toEqual(['create']);
  });

  it('answers 404 for an object that is not there', async () => {
    const kind = kindNamed('remove_missing');
    await expect(removeReference(db, kind, 999_999, async () => undefined, actor)).rejects.toBeInstanceOf(
      NotFound,
    );
  });

  it('keeps the row when its audit entry cannot be made', async () => {
    const kind = kindNamed('remove_fails');
    const row = await createReference(db, kind, values('r-half'), actor);
    const failing = kindNamed('remove_fails', () => {
      throw new Error('the audit failed');
    });
    await expect(removeReference(db, failing, row.id, async () => undefined, actor)).rejects.toThrow(
      'the audit failed',
    );
    expect(await exists('r-half')).toBe(true);
  });
});
