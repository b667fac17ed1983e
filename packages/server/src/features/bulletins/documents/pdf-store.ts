import type { BulletinStatus } from '@bora/shared/workflow';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { authorities } from '../../../db/schema/authorities.ts';
import { bulletinDocuments } from '../../../db/schema/bulletins.ts';

/** A document as it was made and kept. */
export type StoredDocument = { status: BulletinStatus; bytes: Buffer; hash: string };

type DocumentKey = { bulletinId: number; language: string; format: 'pdf' };

function byKey(key: DocumentKey) {
  return and(
    eq(bulletinDocuments.bulletinId, key.bulletinId),
    eq(bulletinDocuments.language, key.language),
    eq(bulletinDocuments.format, key.format),
  );
}

export async function findDocument(db: Db, key: DocumentKey): Promise<StoredDocument | undefined> {
  const [row] = await db
    .select({
      status: bulletinDocuments.status,
      bytes: bulletinDocuments.bytes,
      hash: bulletinDocuments.hash,
    })
    .from(bulletinDocuments)
    .where(byKey(key))
    .limit(1);
  return row;
}

/**
 * Keeps a document unless one made in the same state is kept already (two first downloads at
 * once: the first kept wins, the second reads it), then answers the kept one. A document made in
 * an earlier state (published, since withdrawn) is replaced.
 */
export async function keepDocument(db: Db, key: DocumentKey, made: StoredDocument): Promise<StoredDocument> {
  await db
    .insert(bulletinDocuments)
    .values({ ...key, ...made })
    .onConflictDoUpdate({
      target: [bulletinDocuments.bulletinId, bulletinDocuments.language, bulletinDocuments.format],
      set: { status: made.status, bytes: made.bytes, hash: made.hash, createdAt: sql`now()` },
      setWhere: sql`${bulletinDocuments.status} <> ${made.status}`,
    });
  return (await findDocument(db, key)) ?? made;
}

/** The logo of the bulletin's authority, as its header prints it. */
export async function authorityLogo(db: Db, authorityId: number): Promise<string | null> {
  const [row] = await db
    .select({ logo: authorities.logoSvg })
    .from(authorities)
    .where(eq(authorities.id, authorityId))
    .limit(1);
  return row?.logo ?? null;
}
