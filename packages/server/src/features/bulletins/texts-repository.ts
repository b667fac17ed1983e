import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bulletinTexts } from '../../db/schema/bulletins.ts';

export type TextRow = typeof bulletinTexts.$inferSelect;

export async function textsOf(db: Db, bulletinId: number): Promise<TextRow[]> {
  return db
    .select()
    .from(bulletinTexts)
    .where(eq(bulletinTexts.bulletinId, bulletinId))
    .orderBy(bulletinTexts.language);
}

export async function insertTexts(db: Db, rows: (typeof bulletinTexts.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(bulletinTexts).values(rows);
}

/** Replaces a bulletin's texts in the languages given. */
export async function upsertTexts(db: Db, rows: (typeof bulletinTexts.$inferInsert)[]): Promise<void> {
  await writeTextColumns(db, rows, {
    title: sql`excluded.title`,
    synopsis: sql`excluded.synopsis`,
    venueNotes: sql`excluded.venue_notes`,
  });
}

/** Sets a bulletin's titles in the languages given, keeping the rest of their texts (a new row has none). */
export async function writeTitles(
  db: Db,
  rows: { bulletinId: number; language: string; title: string }[],
): Promise<void> {
  await writeTextColumns(db, rows, { title: sql`excluded.title` });
}

/** Inserts the rows, or on a language the bulletin has already, sets the columns named in `set`. */
async function writeTextColumns(
  db: Db,
  rows: (typeof bulletinTexts.$inferInsert)[],
  set: Partial<Record<'title' | 'synopsis' | 'venueNotes', SQL>>,
): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(bulletinTexts)
    .values(rows)
    .onConflictDoUpdate({ target: [bulletinTexts.bulletinId, bulletinTexts.language], set });
}
