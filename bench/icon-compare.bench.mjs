#!/usr/bin/env node
/**
 * Icon comparison, on the embedded database and on PostgreSQL: sets of `--icons` icons each (300).
 * A reference set of that many pictures is made from the demo's 100 (each also with a blue bar at
 * the bottom, and with a green bar at the top: near twins the pictures alone must tell apart),
 * then four regional sets of as many icons, each picture the reference's with a small red square
 * in a corner, nine in ten mapped, and a fifth set with all of them unmapped and nameless (`Icona
 * 17`, no WMO code). The rows are written straight into the database, so no picture has been drawn.
 *
 * - **Suggestions, cold:** the first `GET /api/icon-sets/{fifth}/suggestions/`, which draws the
 *   600 pictures and ranks the 340 reference icons for each of the 300; target < 5 s. Also how
 *   often the right reference icon comes first, the same ranked again with the pictures drawn
 *   (`warmMs`), and the answer kept from then on (`keptMs`).
 * - **Comparison of four sets, warm:** `GET /api/icon-sets/compare/?sets=…` once, then `--repeats`
 *   times one after another (brotli, as browsers take it, and again uncompressed); target p99 <
 *   100 ms. Then 30 times with `Cache-Control: no-cache`, read afresh: what a first read costs.
 * - The CSV and the one-page PDF of that comparison, timed once (no target).
 *
 *   node bench/icon-compare.bench.mjs [--databases pglite,postgres] [--postgres postgres://…/postgres]
 *                                     [--icons 300] [--repeats 200]
 *
 * Writes bench/results/icon-compare-<timestamp>.json; exits 1 when a target is missed.
 */
import { createHash } from 'node:crypto';
import { client } from './bulletin-fixture.mjs';
import { benchOptions, runOnDatabases } from './database-runs.mjs';
import { session, startApp, withDatabase } from './servers.mjs';
import { round, summary } from './timings.mjs';

const values = benchOptions({
  icons: { type: 'string', default: '300' },
  repeats: { type: 'string', default: '200' },
});
const count = Number(values.icons);
const repeats = Number(values.repeats);
const appPort = Number(process.env.BENCH_PORT ?? 8795);
const password = 'bench-admin-password';
const TARGETS = { suggestionsColdMs: 5000, compareP99Ms: 100 };

const mark = (svg, shape) => svg.replace(/<\/svg>\s*$/, `${shape}</svg>`);
const BARS = [
  '',
  '<rect x="30%" y="90%" width="40%" height="8%" fill="#1f5fd6"/>',
  '<rect x="30%" y="2%" width="40%" height="8%" fill="#2e9e4f"/>',
];
const CORNERS = ['x="2%" y="2%"', 'x="90%" y="2%"', 'x="2%" y="90%"', 'x="90%" y="90%"'];
const corner = (set) => `<rect ${CORNERS[set % 4]} width="8%" height="8%" fill="#c0392b"/>`;
const hash = (svg) => createHash('sha256').update(svg, 'utf8').digest('hex');

async function insertIcons(db, rows) {
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100);
    const params = [];
    const tuples = chunk.map((r, n) => {
      params.push(r.setId, r.code, r.name, r.category, r.variant, r.wmo, r.svg, hash(r.svg), r.ref);
      const b = n * 9;
      return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7}, $${b + 8}, $${b + 9})`;
    });
    await db.query(
      `insert into icons (icon_set_id, code, name, category, variant, wmo_code, svg, svg_hash, reference_icon_id)
       values ${tuples.join(', ')}`,
      params,
    );
  }
}

/** The sets of the run: the reference grown to `count`, four mapped regional sets and an unmapped one. */
async function generate(db, call) {
  const started = performance.now();
  const { rows: pool } = await db.query(
    'select code, name, category, variant, wmo_code, svg from icons order by id limit 100',
  );
  const [{ id: referenceId }] = (await db.query('select id from icon_sets where is_reference')).rows;
  const [{ id: authorityId }] = (
    await db.query("select id from authorities where kind = 'regional' order by id limit 1")
  ).rows;
  // The demo's own 40 reference icons stay; the reference set is grown by `count` more.
  const references = Array.from({ length: count }, (_, i) => {
    const base = pool[i % pool.length];
    return {
      setId: referenceId,
      code: `bench-ref-${i}`,
      name: `${base.name} ${Math.floor(i / pool.length) + 1}`,
      category: base.category,
      variant: base.variant,
      wmo: base.wmo_code,
      svg: mark(base.svg, BARS[Math.floor(i / pool.length) % BARS.length]),
      ref: null,
    };
  });
  await insertIcons(db, references);
  const { rows: refRows } = await db.query(
    "select id, code from icons where code like 'bench-ref-%' and icon_set_id = $1",
    [referenceId],
  );
  const refId = new Map(refRows.map((r) => [r.code, r.id]));
  const sets = [];
  for (let s = 0; s < 5; s++) {
    const { answer: made } = await call('POST', '/api/icon-sets/', {
      code: `bench-set-${s}`,
      name: `Bench ${s}`,
      authority_id: authorityId,
    });
    sets.push(made.id);
    await insertIcons(
      db,
      references.map((r, i) => ({
        ...r,
        setId: made.id,
        code: `bench-${s}-${i}`,
        name: s === 4 ? `Icona ${i}` : r.name,
        wmo: s === 4 ? null : r.wmo,
        svg: mark(r.svg, corner(s)),
        // Sets 0–3 map nine icons in ten (gaps and unmapped ones where i % 10 = 9); set 4 maps none.
        ref: s < 4 && i % 10 !== 9 ? refId.get(r.code) : null,
      })),
    );
  }
  await db.query('analyze icons, icon_sets');
  return { referenceId, sets, seconds: round((performance.now() - started) / 1000), refId };
}

async function timed(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  if (!response.ok)
    throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString().slice(0, 300)}`);
  return { ms: performance.now() - started, body: Buffer.from(body) };
}

async function run(database) {
  const kind = database === 'pglite' ? 'pglite' : 'postgres';
  const app = await startApp({ database, port: appPort, password });
  try {
    const admin = await session(app.base, 'admin', password);
    const call = client(app.base, admin);
    const headers = { cookie: admin.cookie };
    const generated = await withDatabase(app, (db) => generate(db, call));
    const { sets } = generated;
    console.log(`${kind}: generated ${count} icons in each of 6 sets in ${generated.seconds} s`);

    const cold = await timed(`${app.base}/api/icon-sets/${sets[4]}/suggestions/?limit=3`, headers);
    const suggestions = JSON.parse(cold.body.toString());
    const right = suggestions.icons.filter(
      (entry) => entry.candidates[0]?.reference.code === entry.icon.code.replace(/^bench-4-/, 'bench-ref-'),
    ).length;
    // Ranked again with every picture drawn (`no-cache`: not the answer kept), then that answer kept.
    const suggestionsUrl = `${app.base}/api/icon-sets/${sets[4]}/suggestions/?limit=3`;
    const warmSuggestions = await timed(suggestionsUrl, { ...headers, 'cache-control': 'no-cache' });
    await timed(suggestionsUrl, headers);
    const keptSuggestions = await timed(suggestionsUrl, headers);

    const url = `${app.base}/api/icon-sets/compare/?sets=${sets.slice(0, 4).join(',')}`;
    const first = await timed(url, headers);
    const comparison = JSON.parse(first.body.toString());
    const times = [];
    for (let i = 0; i < repeats; i++) times.push((await timed(url, headers)).ms);
    // The same uncompressed: what the answer costs to make, without brotli's share.
    const plain = [];
    for (let i = 0; i < repeats; i++)
      plain.push((await timed(url, { ...headers, 'accept-encoding': 'identity' })).ms);
    // Read afresh each time (`Cache-Control: no-cache`): what the first read after a change costs.
    const fresh = [];
    for (let i = 0; i < Math.min(repeats, 30); i++)
      fresh.push((await timed(url, { ...headers, 'cache-control': 'no-cache' })).ms);
    const csv = await timed(
      `${app.base}/api/icon-sets/compare.csv?sets=${sets.slice(0, 4).join(',')}`,
      headers,
    );
    const pdf = await timed(
      `${app.base}/api/icon-sets/compare.pdf?sets=${sets.slice(0, 4).join(',')}`,
      headers,
    );
    const results = {
      suggestionsCold: {
        ms: round(cold.ms),
        icons: suggestions.icons.length,
        rightFirst: round((100 * right) / suggestions.icons.length),
        warmMs: round(warmSuggestions.ms),
        keptMs: round(keptSuggestions.ms),
      },
      compare: {
        first: round(first.ms),
        rows: comparison.rows.length,
        bytes: first.body.length,
        ...summary(times),
      },
      compareUncompressed: summary(plain),
      compareUncached: summary(fresh),
      csv: { ms: round(csv.ms), bytes: csv.body.length },
      pdf: { ms: round(pdf.ms), bytes: pdf.body.length },
    };
    const met = {
      suggestionsCold: cold.ms < TARGETS.suggestionsColdMs,
      compare: results.compare.p99Ms < TARGETS.compareP99Ms,
    };
    return { database: kind, results, met };
  } finally {
    await app.stop();
  }
}

process.exitCode = await runOnDatabases(
  'icon-compare',
  values,
  { icons: count, repeats, targets: TARGETS },
  run,
);
