import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import type { StoredDocument } from '../../caches/bulletin-documents.ts';
import type { Db } from '../../db/client.ts';
import { authorities } from '../../db/schema/authorities.ts';
import { bulletinDocuments } from '../../db/schema/bulletins.ts';

const compress = promisify(gzip);
const decompress = promisify(gunzip);

/**
 * A document as it was made and kept: the state and the layout it was made in, its bytes and their
 * SHA-256, and, once kept, its gzip form as the database holds it (sent as it is to a client that
 * accepts gzip).
 */

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
      layout: bulletinDocuments.layout,
      gzip: bulletinDocuments.gzip,
      hash: bulletinDocuments.hash,
    })
    .from(bulletinDocuments)
    .where(byKey(key))
    .limit(1);
  return row && { ...row, bytes: await decompress(row.gzip) };
}

/**
 * Keeps a document unless one made in the same state and layout is kept already (two first
 * downloads at once: the first kept wins, the second reads it), then answers the kept one. A
 * document made in an earlier state (published, since withdrawn) or an older layout is replaced.
 */
export async function keepDocument(db: Db, key: DocumentKey, made: StoredDocument): Promise<StoredDocument> {
  const row = {
    status: made.status,
    layout: made.layout,
    gzip: await compress(made.bytes, { level: 9 }),
    hash: made.hash,
  };
  const written = await db
    .insert(bulletinDocuments)
    .values({ ...key, ...row })
    .onConflictDoUpdate({
      target: [bulletinDocuments.bulletinId, bulletinDocuments.language, bulletinDocuments.format],
      set: { ...row, createdAt: sql`now()` },
      // A server still on an older layout (during an upgrade) never replaces a newer one.
      setWhere: sql`${bulletinDocuments.status} <> ${made.status} or ${bulletinDocuments.layout} < ${made.layout}`,
    })
    .returning({ hash: bulletinDocuments.hash });
  // Nothing written: another made it first, and what it kept is what everyone sends.
  return written.length ? { ...made, gzip: row.gzip } : ((await findDocument(db, key)) ?? made);
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
