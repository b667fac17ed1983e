import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authorities } from '../../db/schema/authorities.ts';
import { bulletinTypes, bulletinTypeVenues } from '../../db/schema/bulletin-types.ts';
import { bulletins, bulletinTexts } from '../../db/schema/bulletins.ts';
import { venues } from '../../db/schema/reference.ts';
import { visibleTo } from '../bulletins/repository.ts';

/**
 * The public rule of `visibleTo` (a published bulletin of a public type, or one superseded or
 * withdrawn since) narrowed to the states a public read asks for: every query below goes through
 * it, so no path of the public API can name a draft, a submitted bulletin or a private type's.
 */
function publicIn(states: readonly ('published' | 'superseded' | 'withdrawn')[]) {
  return and(visibleTo([]), inArray(bulletins.status, [...states]));
}

/** A public bulletin type by its code (active or not), with its authority's names; undefined when none. */
export async function findPublicType(db: Db, code: string) {
  const [row] = await db
    .select({ type: bulletinTypes })
    .from(bulletinTypes)
    .where(and(eq(bulletinTypes.code, code), eq(bulletinTypes.isPublic, true)))
    .limit(1);
  return row?.type;
}

/** The public, active bulletin types, by code, with their owner's names (null for a national type). */
export async function activePublicTypes(db: Db) {
  return db
    .select({
      type: bulletinTypes,
      authority: { code: authorities.code, name: authorities.name, translations: authorities.translations },
    })
    .from(bulletinTypes)
    .leftJoin(authorities, eq(authorities.id, bulletinTypes.authorityId))
    .where(and(eq(bulletinTypes.isPublic, true), eq(bulletinTypes.active, true)))
    .orderBy(asc(bulletinTypes.code));
}

/** The type's newest published bulletin (a withdrawn or superseded one is not what stands). */
export async function latestPublishedId(db: Db, typeId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: bulletins.id })
    .from(bulletins)
    .innerJoin(bulletinTypes, eq(bulletinTypes.id, bulletins.bulletinTypeId))
    .where(and(publicIn(['published']), eq(bulletins.bulletinTypeId, typeId)))
    .orderBy(desc(bulletins.issueDate), desc(bulletins.version))
    .limit(1);
  return row?.id;
}

/**
 * The type's bulletin of a date as it stands: its newest public version, published or withdrawn
 * (a superseded one has a published correction, which is newer).
 */
export async function issueIdOn(db: Db, typeId: number, issueDate: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: bulletins.id })
    .from(bulletins)
    .innerJoin(bulletinTypes, eq(bulletinTypes.id, bulletins.bulletinTypeId))
    .where(
      and(
        publicIn(['published', 'superseded', 'withdrawn']),
        eq(bulletins.bulletinTypeId, typeId),
        eq(bulletins.issueDate, issueDate),
      ),
    )
    .orderBy(desc(bulletins.version))
    .limit(1);
  return row?.id;
}

/** A venue by its code; undefined when none. */
export async function findVenueByCode(db: Db, code: string) {
  const [row] = await db.select().from(venues).where(eq(venues.code, code)).limit(1);
  return row;
}

/** The newest published bulletin of every public type that has the venue, by type code. */
export async function latestPublishedCovering(db: Db, venueId: number): Promise<number[]> {
  const rows = await db
    .selectDistinctOn([bulletins.bulletinTypeId], { id: bulletins.id, typeCode: bulletinTypes.code })
    .from(bulletins)
    .innerJoin(bulletinTypes, eq(bulletinTypes.id, bulletins.bulletinTypeId))
    .innerJoin(
      bulletinTypeVenues,
      and(
        eq(bulletinTypeVenues.bulletinTypeId, bulletins.bulletinTypeId),
        eq(bulletinTypeVenues.venueId, venueId),
      ),
    )
    .where(publicIn(['published']))
    .orderBy(bulletins.bulletinTypeId, desc(bulletins.issueDate), desc(bulletins.version));
  return rows.sort((a, b) => a.typeCode.localeCompare(b.typeCode)).map((r) => r.id);
}

/** One entry of a feed: a published or withdrawn bulletin, with what its entry shows. */
export type FeedRow = {
  id: number;
  typeCode: string;
  issueDate: string;
  version: number;
  status: string;
  issuedAt: Date | null;
  updatedAt: Date;
  /** The version this one corrects, if it is a correction. */
  correctsVersion: number | null;
  /** A withdrawn one's withdrawal: when, and why. */
  withdrawnAt: Date | null;
  withdrawnReason: string | null;
};

const withdrawal = (column: 'at' | 'comment') =>
  sql.raw(`(select e.${column} from bulletin_events e where e.bulletin_id = bulletins.id
    and e.kind = 'withdraw' order by e.id desc limit 1)`);

/**
 * The newest bulletins that stand or were withdrawn (of one type, or of all), newest issue first, at
 * most `limit`: a superseded one is left out, its correction being its newer entry.
 */
export async function feedRows(db: Db, typeId: number | null, limit: number): Promise<FeedRow[]> {
  const rows = await db
    .select({
      id: bulletins.id,
      typeCode: bulletinTypes.code,
      issueDate: bulletins.issueDate,
      version: bulletins.version,
      status: bulletins.status,
      issuedAt: bulletins.issuedAt,
      updatedAt: bulletins.updatedAt,
      correctsVersion: sql<number | null>`(select corrected.version from bulletins corrected
        where corrected.id = ${bulletins.correctsId})`,
      withdrawnAt: sql<string | null>`${withdrawal('at')}`,
      withdrawnReason: sql<string | null>`${withdrawal('comment')}`,
    })
    .from(bulletins)
    .innerJoin(bulletinTypes, eq(bulletinTypes.id, bulletins.bulletinTypeId))
    .where(
      and(
        publicIn(['published', 'withdrawn']),
        typeId === null ? undefined : eq(bulletins.bulletinTypeId, typeId),
      ),
    )
    .orderBy(desc(bulletins.issueDate), desc(bulletins.version), desc(bulletins.id))
    .limit(limit);
  // A subquery's timestamp comes back as text.
  return rows.map((row) => ({ ...row, withdrawnAt: row.withdrawnAt ? new Date(row.withdrawnAt) : null }));
}

/** The titles and synopses of these bulletins, per language (texts of published ones never change). */
export async function textsOfMany(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      bulletinId: bulletinTexts.bulletinId,
      language: bulletinTexts.language,
      title: bulletinTexts.title,
      synopsis: bulletinTexts.synopsis,
    })
    .from(bulletinTexts)
    .where(inArray(bulletinTexts.bulletinId, ids));
}
