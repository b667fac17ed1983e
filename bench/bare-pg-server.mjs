#!/usr/bin/env node
/**
 * The ceiling of a first read on PostgreSQL: a bare Fastify route answering the page that
 * `GET /api/venues/?page_size=50` answers (the venues in name order with their authority, and the
 * total count) through one prepared `pg` query, its rows mapped by hand, with no plugins, hooks,
 * sessions, validation or cache. Started by `api.bench.mjs` on Bora's own bench database, so both
 * read the same rows from the same server in the same run.
 *
 *   PORT=8792 DATABASE_URL=postgres://… node bench/bare-pg-server.mjs
 */
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.PORT ?? 8792);
// As many connections as Bora's pool (db/client.ts).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

const page = {
  name: 'venues-page',
  text: `select v.id, v.code, v.name, v.kind, v.latitude, v.longitude, v.elevation, v.region,
                v.province, v.timezone, v.authority_id, v.active, v.notes, v.created_at, v.updated_at,
                a.code as authority_code, a.name as authority_name, (count(*) over ())::int as total
           from venues v join authorities a on a.id = v.authority_id
          order by v.name, v.id
          limit $1 offset $2`,
};

/** The page links as Bora writes them (lib/listing.ts `pageOf`), keeping the other parameters. */
function link(url, number) {
  const [path, search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  if (number === 1) params.delete('page');
  else params.set('page', String(number));
  const text = params.toString();
  return `${path}${text ? `?${text}` : ''}`;
}

app.get('/api/venues/', async (request) => {
  const size = Number(request.query.page_size ?? 25);
  const number = Number(request.query.page ?? 1);
  const { rows } = await pool.query({ ...page, values: [size, (number - 1) * size] });
  const count = rows[0]?.total ?? 0;
  const last = Math.max(1, Math.ceil(count / size));
  return {
    count,
    next: number < last ? link(request.url, number + 1) : null,
    previous: number > 1 ? link(request.url, Math.min(number - 1, last)) : null,
    results: rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      kind: r.kind,
      latitude: r.latitude,
      longitude: r.longitude,
      elevation: r.elevation,
      region: r.region,
      province: r.province,
      timezone: r.timezone,
      authority_id: r.authority_id,
      active: r.active,
      notes: r.notes,
      authority: { id: r.authority_id, code: r.authority_code, name: r.authority_name },
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    })),
  };
});

await app.listen({ port, host: '127.0.0.1' });
process.once('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
