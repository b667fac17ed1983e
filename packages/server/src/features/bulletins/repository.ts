import type { WaitingScope } from '@bora/shared/bulletin-waiting';
import type { ListQuery } from '@bora/shared/pagination';
import type { Translations } from '@bora/shared/translations';
import { type BulletinStatus, PUBLISHED_STATES } from '@bora/shared/workflow';
import { and, asc, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authorities } from '../../db/schema/authorities.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { bulletinEvents, bulletins, bulletinTexts } from '../../db/schema/bulletins.ts';
import { counted, offsetOf, orderingTerms, searchCondition, totalCount } from '../../lib/listing.ts';
import { waitingSince, waitingWhere } from './waiting-repository.ts';

export type BulletinRow = typeof bulletins.$inferSelect;

/** A bulletin with the names its answers show. */
const withNames = {
  bulletin: bulletins,
  typeCode: bulletinTypes.code,
  typeName: bulletinTypes.name,
  typeTranslations: bulletinTypes.translations,
  typeLanguages: bulletinTypes.languages,
  typeIsPublic: bulletinTypes.isPublic,
  authorityCode: authorities.code,
  authorityName: authorities.name,
  authorityTranslations: authorities.translations,
  /** The title in the type's first language. */
  title: sql<string>`coalesce((select ${bulletinTexts.title} from ${bulletinTexts}
    where ${bulletinTexts.bulletinId} = ${bulletins.id}
      and ${bulletinTexts.language} = ${bulletinTypes.languages}->>0), '')`,
  /** Every title written, by language (a language without one is left out). */
  titles: sql<
    Record<string, string>
  >`coalesce((select jsonb_object_agg(${bulletinTexts.language}, ${bulletinTexts.title})
    from ${bulletinTexts}
    where ${bulletinTexts.bulletinId} = ${bulletins.id} and ${bulletinTexts.title} <> ''), '{}'::jsonb)`,
  correctedById: sql<number | null>`(select correction.id from bulletins correction
    where correction.corrects_id = ${bulletins.id} order by correction.version desc limit 1)`,
  /** The newest correction the public may read (published, or since superseded or withdrawn). */
  publicCorrectionId: sql<number | null>`(select correction.id from bulletins correction
    where correction.corrects_id = ${bulletins.id}
      and correction.status in (${sql.join(
        PUBLISHED_STATES.map((state) => sql`${state}`),
        sql`, `,
      )})
    order by correction.version desc limit 1)`,
};

/** What a bulletin is named by where it is one row among others' (a delivery log): by id. */
export type BulletinName = {
  issueDate: string;
  version: number;
  title: string;
  titles: Record<string, string>;
};

/** The date, version and titles of these bulletins, by id. */
export async function bulletinNames(db: Db, ids: readonly number[]): Promise<Map<number, BulletinName>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: bulletins.id,
      issueDate: bulletins.issueDate,
      version: bulletins.version,
      title: withNames.title,
      titles: withNames.titles,
    })
    .from(bulletins)
    .innerJoin(bulletinTypes, eq(bulletinTypes.id, bulletins.bulletinTypeId))
    .where(inArray(bulletins.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}

export type BulletinView = {
  bulletin: BulletinRow;
  typeCode: string;
  typeName: string;
  typeTranslations: Translations;
  typeLanguages: string[];
  typeIsPublic: boolean;
  authorityCode: string;
  authorityName: string;
  authorityTranslations: Translations;
  title: string;
  titles: Record<string, string>;
  correctedById: number | null;
  publicCorrectionId: number | null;
};

/**
 * Which bulletins a caller may see: anyone, the published public ones (and those superseded or
 * withdrawn since); members, their authorities' in every state; staff, all (`memberOf` null).
 */
export function visibleTo(memberOf: readonly number[] | null): SQL | undefined {
  if (memberOf === null) return undefined;
  const published = and(inArray(bulletins.status, [...PUBLISHED_STATES]), eq(bulletinTypes.isPublic, true));
  return memberOf.length ? or(published, inArray(bulletins.authorityId, [...memberOf])) : published;
}

export type BulletinFilters = {
  bulletinType?: number;
  authority?: number;
  status?: BulletinStatus[];
  issueDateAfter?: string;
  issueDateBefore?: string;
  /** Drafts this user edited. */
  mineOf?: number;
  /** The bulletins that wait for whoever has this scope (shared/bulletin-waiting.ts). */
  waitingFor?: WaitingScope;
};

const sortable = {
  issue_date: bulletins.issueDate,
  version: bulletins.version,
  status: bulletins.status,
  updated_at: bulletins.updatedAt,
  bulletin_type: bulletinTypes.code,
  waiting_since: waitingSince,
};

function filterConditions(filters: BulletinFilters): (SQL | undefined)[] {
  return [
    filters.bulletinType !== undefined ? eq(bulletins.bulletinTypeId, filters.bulletinType) : undefined,
    filters.authority !== undefined ? eq(bulletins.authorityId, filters.authority) : undefined,
    filters.status?.length ? inArray(bulletins.status, filters.status) : undefined,
    filters.issueDateAfter !== undefined ? gte(bulletins.issueDate, filters.issueDateAfter) : undefined,
    filters.issueDateBefore !== undefined ? lte(bulletins.issueDate, filters.issueDateBefore) : undefined,
    filters.mineOf !== undefined
      ? and(
          eq(bulletins.status, 'draft'),
          or(
            eq(bulletins.lastEditorId, filters.mineOf),
            eq(bulletins.authorId, filters.mineOf),
            sql`exists (select 1 from ${bulletinEvents} where ${bulletinEvents.bulletinId} = ${bulletins.id}
              and ${bulletinEvents.actorId} = ${filters.mineOf} and ${bulletinEvents.kind} = 'save')`,
          ),
        )
      : undefined,
    filters.waitingFor !== undefined ? waitingWhere(filters.waitingFor) : undefined,
  ];
}

export async function listBulletins(
  db: Db,
  query: ListQuery,
  filters: BulletinFilters,
  memberOf: readonly number[] | null,
): Promise<{ count: number; rows: (BulletinView & { waitingSince: Date | null })[] }> {
  const where = and(
    visibleTo(memberOf),
    searchCondition(query.search, [bulletinTypes.code, bulletinTypes.name]),
    ...filterConditions(filters),
  );
  const rows = await db
    .select({ ...withNames, waitingSince, total: totalCount })
    .from(bulletins)
    .innerJoin(bulletinTypes, eq(bulletinTypes.id, bulletins.bulletinTypeId))
    .innerJoin(authorities, eq(authorities.id, bulletins.authorityId))
    .where(where)
    .orderBy(
      ...(query.ordering
        ? orderingTerms(query.ordering, sortable, '-issue_date', bulletins.id)
        : // What waits longest comes first.
          filters.waitingFor !== undefined
          ? [asc(waitingSince), asc(bulletins.id)]
          : [desc(bulletins.issueDate), desc(bulletins.version), desc(bulletins.id)]),
    )
    .limit(query.page_size)
    .offset(offsetOf(query));
  return counted(rows, query, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bulletins)
      .innerJoin(bulletinTypes, eq(bulletinTypes.id, bulletins.bulletinTypeId))
      .where(where);
    return row?.n ?? 0;
  });
}

export async function findBulletinView(db: Db, id: number): Promise<BulletinView | undefined> {
  const [row] = await db
    .select(withNames)
    .from(bulletins)
    .innerJoin(bulletinTypes, eq(bulletinTypes.id, bulletins.bulletinTypeId))
    .innerJoin(authorities, eq(authorities.id, bulletins.authorityId))
    .where(eq(bulletins.id, id))
    .limit(1);
  return row;
}

export async function findIssue(db: Db, bulletinTypeId: number, issueDate: string) {
  return db
    .select({ id: bulletins.id, version: bulletins.version, status: bulletins.status })
    .from(bulletins)
    .where(and(eq(bulletins.bulletinTypeId, bulletinTypeId), eq(bulletins.issueDate, issueDate)))
    .orderBy(desc(bulletins.version));
}

/**
 * What a copy from `"previous"` takes: the type's newest published bulletin issued before the date
 * (of an issue, only its current version is published). A draft or a submitted bulletin is work
 * not yet finished, and a withdrawn or superseded one was taken back: none is taken unasked.
 */
export async function findPrevious(
  db: Db,
  bulletinTypeId: number,
  before: string,
): Promise<BulletinRow | undefined> {
  const [row] = await db
    .select()
    .from(bulletins)
    .where(
      and(
        eq(bulletins.bulletinTypeId, bulletinTypeId),
        lt(bulletins.issueDate, before),
        eq(bulletins.status, 'published'),
      ),
    )
    .orderBy(desc(bulletins.issueDate), desc(bulletins.version))
    .limit(1);
  return row;
}

export async function insertBulletin(db: Db, values: typeof bulletins.$inferInsert): Promise<BulletinRow> {
  const [row] = await db.insert(bulletins).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The authority national bulletin types' bulletins belong to. */
export async function nationalAuthorityId(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ id: authorities.id })
    .from(authorities)
    .where(eq(authorities.kind, 'national'))
    .orderBy(authorities.id)
    .limit(1);
  return row?.id;
}

/** Raises the revision of a bulletin written by `actor`; answers the new revision. */
export async function markWritten(db: Db, bulletinId: number, actor: { id: number } | null): Promise<number> {
  const now = new Date();
  const [row] = await db
    .update(bulletins)
    .set({
      revision: sql`${bulletins.revision} + 1`,
      lastEditorId: actor?.id ?? null,
      lastEditedAt: now,
      updatedAt: now,
    })
    .where(eq(bulletins.id, bulletinId))
    .returning({ revision: bulletins.revision });
  if (!row) throw new Error('the bulletin is gone');
  return row.revision;
}

/** Moves a bulletin to another state, raising its revision; answers the new revision. */
export async function changeState(
  db: Db,
  bulletinId: number,
  fields: Partial<Pick<BulletinRow, 'status' | 'issuedAt'>>,
): Promise<number> {
  const [row] = await db
    .update(bulletins)
    .set({ ...fields, revision: sql`${bulletins.revision} + 1`, updatedAt: new Date() })
    .where(eq(bulletins.id, bulletinId))
    .returning({ revision: bulletins.revision });
  if (!row) throw new Error('the bulletin is gone');
  return row.revision;
}

/** Deletes a bulletin with everything that is its own (values, texts, events, notifications…). */
export async function deleteBulletin(db: Db, bulletinId: number): Promise<void> {
  await db.delete(bulletins).where(eq(bulletins.id, bulletinId));
}

export async function nextVersion(db: Db, bulletinTypeId: number, issueDate: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${bulletins.version}), 0)::int` })
    .from(bulletins)
    .where(and(eq(bulletins.bulletinTypeId, bulletinTypeId), eq(bulletins.issueDate, issueDate)));
  return (row?.max ?? 0) + 1;
}
