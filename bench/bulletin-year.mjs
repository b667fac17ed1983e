/**
 * A year of bulletins for the list bench, on PostgreSQL only: three daily bench types, a published
 * bulletin of each for each of the last 365 days with its title and all its 12 000 cells (about
 * 1 100 bulletins and 13 million values), generated inside the database with set-based SQL.
 */
import pg from 'pg';
import { allCells, createBenchType } from './bulletin-fixture.mjs';

export const YEAR_DAYS = 365;

/** Creates the three types through the API, then their year of bulletins in the database. */
export async function generateYear(call, databaseUrl) {
  const types = [];
  for (const code of ['bench-year-a', 'bench-year-b', 'bench-year-c'])
    types.push(await createBenchType(call, code));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = performance.now();
  try {
    // One cell of each data type with a valid value: the grid's values are this pattern repeated.
    const sample = allCells(types[0], 0).slice(0, types[0].dataTypes.length);
    const ids = types.map((t) => t.id);
    await db.query(
      `insert into bulletins (bulletin_type_id, authority_id, issue_date, status, revision, valid_from, valid_to,
         issued_at, last_edited_at, created_at, updated_at)
       select t.id, (select id from authorities where kind = 'national' order by id limit 1), d::date, 'published', 5,
         d, d + interval '3 days', d + interval '11 hours', d + interval '10 hours', d + interval '8 hours',
         d + interval '11 hours'
       from unnest($1::int[]) t(id)
       cross join generate_series(current_date - $2::int, current_date - 1, interval '1 day') d`,
      [ids, YEAR_DAYS],
    );
    await db.query(
      `insert into bulletin_texts (bulletin_id, language, title, synopsis)
       select id, 'it', 'Previsioni del ' || to_char(issue_date, 'YYYY-MM-DD'), 'Tempo stabile.'
       from bulletins where bulletin_type_id = any($1::int[])`,
      [ids],
    );
    for (const type of types) {
      await db.query(
        `insert into bulletin_values (bulletin_id, venue_id, day, slot, data_type_id, value, updated_at)
         select b.id, v.venue_id, d.day, s.slot, x.data_type_id, x.value, b.last_edited_at
         from bulletins b
         cross join lateral (select jsonb_path_query_array(slots, '$[*].code') as codes
                             from bulletin_types where id = b.bulletin_type_id) t
         join bulletin_type_venues v on v.bulletin_type_id = b.bulletin_type_id
         cross join generate_series(0, 2) d(day)
         cross join jsonb_array_elements_text(t.codes) s(slot)
         cross join jsonb_to_recordset($2::jsonb) x(data_type_id int, value jsonb)
         where b.bulletin_type_id = $1`,
        [type.id, JSON.stringify(sample.map((c) => ({ data_type_id: c.data_type_id, value: c.value })))],
      );
    }
    await db.query('analyze bulletins, bulletin_texts, bulletin_values, bulletin_types, authorities');
    const { rows } = await db.query(
      `select (select count(*) from bulletins)::int as bulletins, (select count(*) from bulletin_values)::int as values`,
    );
    return { types, ...rows[0], seconds: Math.round((performance.now() - started) / 100) / 10 };
  } finally {
    await db.end();
  }
}
