import type { BulletinValue } from '@bora/shared/bulletin';
import type { CellKey } from '@bora/shared/bulletin-check';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { bulletinValues } from '../../db/schema/bulletins.ts';
import { countWhere } from '../../lib/listing.ts';
import { inTurns } from '../../lib/turns.ts';

type Packed = [
  number,
  number,
  string,
  number,
  number | string,
  string,
  BulletinValue['source'],
  string,
  number | null,
];

/**
 * Cells of a bulletin read as one JSON array built by the database: a grid of 12 000 cells as
 * 12 000 rows cost most of a read in the drivers' row handling and drizzle's mapping of each
 * column (measured in bench/bulletins.bench.mjs); one value parsed once costs a fraction.
 */
async function packedCells(db: Db, bulletinId: number, where: SQL): Promise<BulletinValue[]> {
  const [row] = await queryRows<{ cells: Packed[] | string }>(
    db,
    sql`select coalesce(json_agg(json_build_array(v.venue_id, v.day, v.slot, v.data_type_id, v.value, v.note, v.source, v.origin, v.copied_from_id)
          order by v.venue_id, v.day, v.slot, v.data_type_id), '[]') as cells
        from ${bulletinValues} v
        where v.bulletin_id = ${bulletinId} ${where}`,
  );
  const cells = typeof row?.cells === 'string' ? (JSON.parse(row.cells) as Packed[]) : (row?.cells ?? []);
  return cells.map(([venue_id, day, slot, data_type_id, value, note, source, origin, copied_from]) => ({
    venue_id,
    day,
    slot,
    data_type_id,
    value,
    note,
    source,
    origin,
    copied_from,
  }));
}

/** The bulletin's cells, ordered by venue, day, slot and data type; only those of `venueIds` when given. */
export function cellsOf(db: Db, bulletinId: number, venueIds?: readonly number[]): Promise<BulletinValue[]> {
  const where = venueIds ? sql`and v.venue_id = any(${`{${venueIds.join(',')}}`}::int[])` : sql``;
  return packedCells(db, bulletinId, where);
}

/**
 * Where each of the bulletins holds a value (venue, day, slot, data type), by bulletin id, in one
 * query: what a copy of it would start from, without its values and notes.
 */
export async function cellKeysOf(db: Db, bulletinIds: readonly number[]): Promise<Map<number, CellKey[]>> {
  if (!bulletinIds.length) return new Map();
  const rows = await queryRows<{ id: number; cells: [number, number, string, number][] | string }>(
    db,
    sql`select v.bulletin_id as id, json_agg(json_build_array(v.venue_id, v.day, v.slot, v.data_type_id)) as cells
        from ${bulletinValues} v
        where v.bulletin_id = any(${`{${bulletinIds.join(',')}}`}::int[])
        group by v.bulletin_id`,
  );
  return new Map(
    rows.map((row) => {
      const cells = typeof row.cells === 'string' ? JSON.parse(row.cells) : row.cells;
      return [
        Number(row.id),
        (cells as [number, number, string, number][]).map(([venue_id, day, slot, data_type_id]) => ({
          venue_id,
          day,
          slot,
          data_type_id,
        })),
      ];
    }),
  );
}

/** At most this many bulletins' cells are kept in memory per database (a 12 000-cell grid is a few MB). */
const KEPT_READINGS = 8;
const readings = new WeakMap<Db, Map<string, Promise<BulletinValue[]>>>();

/**
 * The cells of a bulletin as of its revision, kept in memory: cells change only by a write, and
 * every write raises the revision, so a bulletin's id, revision and last edit name one set of cells
 * in every process. Another server's write shows here as a new revision, never as a stale answer;
 * and readers asking at once for the same revision share one read. The array is shared: read it,
 * never change it. Only for reads outside a write (within one, an uncommitted revision could be
 * rolled back and written again differently).
 */
export function cellsAtRevision(
  db: Db,
  bulletin: { id: number; revision: number; lastEditedAt: Date | null },
): Promise<BulletinValue[]> {
  let kept = readings.get(db);
  if (!kept) {
    kept = new Map();
    readings.set(db, kept);
  }
  const key = `${bulletin.id}:${bulletin.revision}:${bulletin.lastEditedAt?.getTime() ?? ''}`;
  const known = kept.get(key);
  if (known) {
    // The most recently read are the last to go.
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const reading = cellsOf(db, bulletin.id);
  kept.set(key, reading);
  reading.catch(() => kept.delete(key));
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_READINGS) break;
    kept.delete(oldest);
  }
  return reading;
}

const WRITTEN = [
  'bulletinId',
  'venueId',
  'day',
  'slot',
  'dataTypeId',
  'value',
  'note',
  'source',
  'origin',
  'copiedFromId',
  'updatedById',
  'updatedAt',
] as const;

type CellContent = Pick<
  BulletinValue,
  'venue_id' | 'day' | 'slot' | 'data_type_id' | 'note' | 'source' | 'origin'
> & {
  value: number | string;
};

/** A cell as the row that stores it in bulletin `bulletinId`, written by `updatedById`. */
export function cellRow(
  bulletinId: number,
  cell: CellContent,
  written: { copiedFromId: number | null; updatedById: number | null; updatedAt?: Date },
): typeof bulletinValues.$inferInsert {
  return {
    bulletinId,
    venueId: cell.venue_id,
    day: cell.day,
    slot: cell.slot,
    dataTypeId: cell.data_type_id,
    value: cell.value,
    note: cell.note,
    source: cell.source,
    origin: cell.origin,
    ...written,
  };
}

/**
 * Writes new cells (a new bulletin's, a correction's): a statement per thousand cells, with a turn
 * of the event loop between them (`inTurns`).
 */
export async function insertCells(db: Db, rows: (typeof bulletinValues.$inferInsert)[]): Promise<void> {
  const now = new Date();
  await inTurns(rows, async (batch) => {
    const written = jsonRows(
      bulletinValues,
      WRITTEN,
      batch.map((r) => ({ updatedAt: now, ...r })),
    );
    await db.execute(
      sql`insert into ${bulletinValues} (${written.columns}) select ${written.columns} from ${written.from}`,
    );
  });
}

/** Writes cells over what they held: a statement per thousand cells, with a turn between them. */
export async function upsertCells(db: Db, rows: (typeof bulletinValues.$inferInsert)[]): Promise<void> {
  await inTurns(rows, async (batch) => {
    const written = jsonRows(bulletinValues, WRITTEN, batch);
    await db.execute(
      sql`insert into ${bulletinValues} (${written.columns}) select ${written.columns} from ${written.from}
          on conflict (bulletin_id, venue_id, day, slot, data_type_id) do update set value = excluded.value,
            note = excluded.note, source = excluded.source, origin = excluded.origin,
            copied_from_id = excluded.copied_from_id, updated_by_id = excluded.updated_by_id,
            updated_at = excluded.updated_at`,
    );
  });
}

/**
 * Writes imported cells over what they held, except where a person typed the value: the guard is
 * in the statement that writes, so a save between a read and this write cannot be overwritten.
 * A statement per thousand cells, with a turn between them. Answers the cells written.
 */
export async function importCells(db: Db, rows: (typeof bulletinValues.$inferInsert)[]): Promise<CellKey[]> {
  const written: CellKey[] = [];
  await inTurns(rows, async (batch) => {
    const json = jsonRows(bulletinValues, WRITTEN, batch);
    const keys = await queryRows<CellKey>(
      db,
      sql`insert into ${bulletinValues} as v (${json.columns}) select ${json.columns} from ${json.from}
          on conflict (bulletin_id, venue_id, day, slot, data_type_id) do update set value = excluded.value,
            source = excluded.source, origin = excluded.origin, copied_from_id = excluded.copied_from_id,
            updated_by_id = excluded.updated_by_id, updated_at = excluded.updated_at
          where v.source <> 'manual' and v.value is distinct from excluded.value
          returning v.venue_id, v.day, v.slot, v.data_type_id`,
    );
    written.push(...keys);
  });
  return written;
}

/** How many cells of the bulletin hold a value. */
export async function countCells(db: Db, bulletinId: number): Promise<number> {
  return countWhere(db, bulletinValues, eq(bulletinValues.bulletinId, bulletinId));
}

export type ValueRow = typeof bulletinValues.$inferSelect;

export async function valuesOf(db: Db, bulletinId: number): Promise<ValueRow[]> {
  return db
    .select()
    .from(bulletinValues)
    .where(eq(bulletinValues.bulletinId, bulletinId))
    .orderBy(bulletinValues.venueId, bulletinValues.day, bulletinValues.slot, bulletinValues.dataTypeId);
}

/** Clears cells of a bulletin. */
export async function deleteValues(db: Db, bulletinId: number, cells: CellKey[]): Promise<void> {
  for (let start = 0; start < cells.length; start += 1000) {
    const batch = cells.slice(start, start + 1000);
    await db
      .delete(bulletinValues)
      .where(
        and(
          eq(bulletinValues.bulletinId, bulletinId),
          or(
            ...batch.map((c) =>
              and(
                eq(bulletinValues.venueId, c.venue_id),
                eq(bulletinValues.day, c.day),
                eq(bulletinValues.slot, c.slot),
                eq(bulletinValues.dataTypeId, c.data_type_id),
              ),
            ),
          ),
        ),
      );
  }
}
