import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A serial column holds a plain integer; `serial` is only a shorthand for creating one. */
const SERIAL_TYPES: Record<string, string> = {
  smallserial: 'smallint',
  serial: 'integer',
  bigserial: 'bigint',
};

/**
 * Many rows of `table` as one JSON parameter: `columns` lists the named columns, and `from` reads
 * the rows back as the record set `x` with those columns' names and types. A VALUES list takes a
 * parameter per cell, which PGlite handles slowly (10 000 venues took seconds); this takes one.
 */
export function jsonRows<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
  rows: readonly Partial<T['$inferInsert']>[],
): { columns: SQL; from: SQL } {
  const all = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const picked = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${key} is not a column`);
    const type = column.getSQLType();
    return { key, name: column.name, type: SERIAL_TYPES[type] ?? type };
  });
  const json = JSON.stringify(
    rows.map((row: Record<string, unknown>) => {
      // A plain loop: building thousands of objects through Object.fromEntries costs a noticeable share.
      const out: Record<string, unknown> = {};
      for (const c of picked) out[c.name] = row[c.key] ?? null;
      return out;
    }),
  );
  const columns = sql.join(
    picked.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const types = sql.join(
    picked.map((c) => sql`${sql.identifier(c.name)} ${sql.raw(c.type)}`),
    sql`, `,
  );
  return { columns, from: sql`json_to_recordset(${json}::json) as x(${types})` };
}
