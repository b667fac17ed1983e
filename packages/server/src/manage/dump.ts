import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { apiTokens, users } from '../db/schema/accounts.ts';
import { auditLog } from '../db/schema/audit.ts';
import { authorities, memberships } from '../db/schema/authorities.ts';
import { bulletinTypeDataTypes, bulletinTypes, bulletinTypeVenues } from '../db/schema/bulletin-types.ts';
import { dataTypes, iconSets, icons, venues } from '../db/schema/reference.ts';
import { UsageError } from './usage-error.ts';

/** Tables in the order an import must fill them (parents first); sessions are not carried over. */
const TABLES: PgTable[] = [
  users,
  authorities,
  memberships,
  apiTokens,
  venues,
  dataTypes,
  iconSets,
  icons,
  bulletinTypes,
  bulletinTypeDataTypes,
  bulletinTypeVenues,
  auditLog,
];
/** Join tables have no id sequence to move on. */
const WITHOUT_ID = new Set<PgTable>([bulletinTypeDataTypes, bulletinTypeVenues]);

const dumpSchema = z.object({
  format: z.literal('bora-export'),
  version: z.literal(1),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type Dump = z.infer<typeof dumpSchema>;

export async function exportDatabase(db: Db): Promise<Dump> {
  const tables: Dump['tables'] = {};
  for (const table of TABLES) tables[getTableName(table)] = await db.select().from(table);
  return { format: 'bora-export', version: 1, tables };
}

const DATE_KEYS = /At$|^lastLogin$|^at$/;

/** Loads a dump into an empty database in one transaction: all of it or nothing. */
export async function importDatabase(db: Db, text: string): Promise<number> {
  let parsed: Dump;
  try {
    parsed = dumpSchema.parse(JSON.parse(text));
  } catch {
    throw new UsageError('The file is not a Bora export.');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((row?.n ?? 0) > 0) throw new UsageError('The database is not empty: import into a fresh one.');
    let count = 0;
    for (const table of TABLES) {
      const name = getTableName(table);
      const rows = (parsed.tables[name] ?? []).map((r) =>
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [
            k,
            DATE_KEYS.test(k) && typeof v === 'string' ? new Date(v) : v,
          ]),
        ),
      );
      // Icons point at reference icons: insert them unmapped, then restore the mapping.
      const inserted = table === icons ? rows.map((r) => ({ ...r, referenceIconId: null })) : rows;
      for (let i = 0; i < inserted.length; i += 500)
        await tx.insert(table).values(inserted.slice(i, i + 500));
      if (table === icons) {
        for (const r of rows.filter((r) => r.referenceIconId != null)) {
          await tx
            .update(icons)
            .set({ referenceIconId: r.referenceIconId as number })
            .where(eq(icons.id, r.id as number));
        }
      }
      count += rows.length;
      if (WITHOUT_ID.has(table)) continue;
      // Keep the id sequence ahead of the imported ids.
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((select max(id) from "${name}"), 0) + 1, false)`,
        ),
      );
    }
    return count;
  });
}
