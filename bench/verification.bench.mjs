#!/usr/bin/env node
/**
 * Verification speed, on the embedded database and on PostgreSQL: the scores of one bulletin type
 * over a year (all data types, all lead days), and the statistics export of the same year, whose
 * first byte must come soon and whose server memory must stay flat however long the file.
 *
 * The type is the bench's 12 000-cell shape (100 venues × 3 days × 4 slots × 10 data types); a
 * published bulletin of it for each of the last `--days` days and an observation of every venue,
 * slot and data type on each of those days are generated inside the database with set-based SQL
 * (through the server's socket on the embedded database): about 4.4 million values and 1.5
 * million observations, 4.4 million pairs.
 *
 *   node bench/verification.bench.mjs [--databases pglite,postgres] [--postgres postgres://…/postgres]
 *                                     [--days 365] [--repeats 5] [--export-seconds 60] [--server-heap 256]
 *
 * The server runs with its V8 heap capped at `--server-heap` MiB: a year's export (about 300 MB of
 * CSV) that gathered its rows before sending them could not fit.
 *
 * Writes bench/results/verification-<timestamp>.json; exits 1 when a target is missed.
 */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { client, createBenchType, DAYS } from './bulletin-fixture.mjs';
import { benchOptions, runOnDatabases } from './database-runs.mjs';
import { rssKiB, session, startApp, withDatabase } from './servers.mjs';
import { round, summary } from './timings.mjs';

const values = benchOptions({
  days: { type: 'string', default: '365' },
  repeats: { type: 'string', default: '5' },
  'export-seconds': { type: 'string', default: '60' },
  /** The server's V8 heap limit (MiB): an export that held its rows would not fit in it. */
  'server-heap': { type: 'string', default: '256' },
});
const days = Number(values.days);
const repeats = Number(values.repeats);
const exportSeconds = Number(values['export-seconds']);
const appPort = Number(process.env.BENCH_PORT ?? 8794);
const password = 'bench-admin-password';
const CODE = 'bench-verify';

const TARGETS = {
  scoresMs: { postgres: 500, pglite: 2000 },
  firstByteMs: 1000,
  /**
   * How much the server's resident memory may grow over the second half of the export's stream
   * (flat: what it holds does not grow with the rows sent).
   */
  exportGrowthMiB: 32,
};

/** A year of published bulletins of the type with all their cells, and the observations of every cell's date. */
async function generate(db, type) {
  const started = performance.now();
  const sample = JSON.stringify(type.dataTypes.map((d) => ({ data_type_id: d.id, value: d.values[0] })));
  await db.query(
    `insert into bulletins (bulletin_type_id, authority_id, issue_date, status, revision, valid_from, valid_to,
       issued_at, last_edited_at, created_at, updated_at)
     select $1, (select id from authorities where kind = 'national' order by id limit 1), d::date, 'published', 5,
       d, d + interval '3 days', d + interval '11 hours', d + interval '10 hours', d + interval '8 hours',
       d + interval '11 hours'
     from generate_series(current_date - $2::int, current_date - 1, interval '1 day') d`,
    [type.id, days],
  );
  // Numbers follow the season (21 levels over the year) with a forecast error of ±3 and a
  // station's own ±2 (so a venue's year holds hundreds of distinct pairs of values, as real ones
  // do); classes agree three times in four.
  await db.query(
    `insert into bulletin_values (bulletin_id, venue_id, day, slot, data_type_id, value, updated_at)
     select b.id, v.venue_id, d.day, s.slot, x.data_type_id,
            case when jsonb_typeof(x.value) = 'number'
                 then to_jsonb(round(x.value::numeric) + round(10 * sin(2 * pi() * extract(doy from b.issue_date + d.day) / 365))
                               + (b.id * 7 + v.venue_id * 3 + d.day * 5) % 7 - 3)
                 else x.value end,
            b.last_edited_at
     from bulletins b
     cross join lateral (select jsonb_path_query_array(slots, '$[*].code') as codes
                         from bulletin_types where id = b.bulletin_type_id) t
     join bulletin_type_venues v on v.bulletin_type_id = b.bulletin_type_id
     cross join generate_series(0, ${DAYS - 1}) d(day)
     cross join jsonb_array_elements_text(t.codes) s(slot)
     cross join jsonb_to_recordset($2::jsonb) x(data_type_id int, value jsonb)
     where b.bulletin_type_id = $1`,
    [type.id, sample],
  );
  await db.query(
    `insert into observations (venue_id, observed_date, slot, data_type_id, value, source, origin)
     select v.venue_id, d::date, s.slot, x.data_type_id,
            case when jsonb_typeof(x.value) = 'number'
                 then to_jsonb(round(x.value::numeric) + round(10 * sin(2 * pi() * extract(doy from d) / 365))
                               + (v.venue_id * 5 + extract(doy from d)::int * 3) % 5 - 2)
                 when (v.venue_id + extract(doy from d)::int) % 4 = 0 then to_jsonb('other'::text)
                 else x.value end,
            'imported', 'bench'
     from bulletin_type_venues v
     cross join lateral (select jsonb_path_query_array(slots, '$[*].code') as codes
                         from bulletin_types where id = v.bulletin_type_id) t
     cross join generate_series(current_date - $2::int, current_date - 1, interval '1 day') d
     cross join jsonb_array_elements_text(t.codes) s(slot)
     cross join jsonb_to_recordset($3::jsonb) x(data_type_id int, value jsonb)
     where v.bulletin_type_id = $1
     on conflict (venue_id, observed_date, slot, data_type_id) do update set value = excluded.value`,
    [type.id, days, sample],
  );
  await db.query('analyze bulletins, bulletin_values, observations, data_types');
  const { rows } = await db.query(
    `select (select count(*) from bulletin_values v join bulletins b on b.id = v.bulletin_id
             where b.bulletin_type_id = $1)::int as values,
            (select count(*) from observations)::int as observations`,
    [type.id],
  );
  return { ...rows[0], seconds: round((performance.now() - started) / 1000) };
}

/** Yesterday's observations of the bench type, read again a step off (as a late correction would). */
async function reobserveYesterday(app) {
  return withDatabase(app, async (db) => {
    const started = performance.now();
    const { rowCount } = await db.query(
      `update observations set value = case when jsonb_typeof(value) = 'number'
                                            then to_jsonb(value::numeric + 1) else value end
       where observed_date = current_date - 1`,
    );
    const { rows } = await db.query('select count(*)::int as marked from verification_stale');
    return { observations: rowCount, marked: rows[0].marked, writeMs: round(performance.now() - started) };
  });
}

/** A day to come, `i` days after tomorrow, as an ISO date: a period's end that changes no figure. */
function dayToCome(i) {
  return new Date(Date.now() + (i + 1) * 86_400_000).toISOString().slice(0, 10);
}

/** One GET timed to its last byte. */
async function timed(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body.slice(0, 300)}`);
  return { ms: performance.now() - started, body };
}

/**
 * Streams a CSV export for up to `seconds`: its first byte's time, how many bytes and lines came,
 * and the server's resident memory before and at its highest meanwhile (sampled every 100 ms).
 */
function streamed(url, headers, pid, seconds) {
  return new Promise((resolve, reject) => {
    const before = rssKiB(pid);
    const samples = [];
    const sampler = setInterval(() => samples.push({ at: performance.now(), kib: rssKiB(pid) }), 100);
    const started = performance.now();
    let firstByteMs = null;
    let bytes = 0;
    let lines = 0;
    const finish = (complete) => {
      clearInterval(sampler);
      samples.push({ at: performance.now(), kib: rssKiB(pid) });
      const ms = performance.now() - started;
      const half = started + ms / 2;
      const highest = (list) => Math.max(before, ...list.map((s) => s.kib));
      const firstHalf = highest(samples.filter((s) => s.at <= half));
      const peak = highest(samples);
      resolve({
        firstByteMs: round(firstByteMs ?? ms),
        complete,
        seconds: round(ms / 1000),
        lines,
        mib: round(bytes / 1048576),
        rowsPerSecond: Math.round(lines / (ms / 1000)),
        rssBeforeMiB: round(before / 1024),
        rssPeakMiB: round(peak / 1024),
        growthMiB: round((peak - before) / 1024),
        // Garbage the collector has not taken yet shows in the first half; a leak, in the second.
        secondHalfGrowthMiB: round((peak - firstHalf) / 1024),
      });
    };
    const request = http.get(url, { headers }, (response) => {
      if (response.statusCode !== 200) {
        clearInterval(sampler);
        reject(new Error(`${url}: ${response.statusCode}`));
        return;
      }
      const timer = setTimeout(() => {
        request.destroy();
        finish(false);
      }, seconds * 1000);
      response.on('data', (chunk) => {
        firstByteMs ??= performance.now() - started;
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      });
      response.on('end', () => {
        clearTimeout(timer);
        finish(true);
      });
      response.on('error', () => {});
    });
    request.on('error', (error) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
  });
}

/** EXPLAIN ANALYZE of the score query on PostgreSQL (bench/score-plan.ts): where its time goes. */
function scorePlan(databaseUrl) {
  const plan = spawnSync(process.execPath, ['--import', 'tsx', 'bench/score-plan.ts', databaseUrl, CODE], {
    encoding: 'utf8',
  });
  if (plan.status !== 0) return { error: plan.stderr.slice(0, 2000) };
  return JSON.parse(plan.stdout);
}

async function run(database) {
  const kind = database === 'pglite' ? 'pglite' : 'postgres';
  const app = await startApp({
    database,
    port: appPort,
    password,
    nodeArgs: [`--max-old-space-size=${values['server-heap']}`],
  });
  try {
    const admin = await session(app.base, 'admin', password);
    const call = client(app.base, admin);
    const headers = { cookie: admin.cookie };
    const type = await createBenchType(call, CODE);
    const generated = await withDatabase(app, (db) => generate(db, type));
    console.log(`${kind}: generated ${JSON.stringify(generated)}`);
    const scoresUrl = `${app.base}/api/verification/?bulletin_type=${CODE}`;
    // The first reading sums the whole year, generated behind the server's back; from then on the
    // sums are kept as bulletins are published and observations arrive.
    const first = await timed(scoresUrl, headers);
    const pairs = JSON.parse(first.body).data_types.reduce((sum, d) => sum + d.overall.count, 0);
    // Each reading made afresh from the kept sums: the same year under another key (a period
    // ending on a later day to come), as after any change; then one key answered again.
    const times = [];
    for (let i = 0; i < repeats; i++)
      times.push((await timed(`${scoresUrl}&date_before=${dayToCome(i)}`, headers)).ms);
    const keptTimes = [];
    for (let i = 0; i < repeats * 4; i++) keptTimes.push((await timed(scoresUrl, headers)).ms);
    // A day's observations arrive (yesterday's, all venues): the next reading sums the bulletins
    // that forecast it again first.
    const day = await reobserveYesterday(app);
    const afterADay = await timed(scoresUrl, headers);
    // One venue's year is paired afresh from the values.
    const venueTimes = [];
    for (let i = 0; i < repeats; i++)
      venueTimes.push(
        (await timed(`${scoresUrl}&venue=${type.venueCodes[0]}&date_before=${dayToCome(i)}`, headers)).ms,
      );
    const scores = {
      firstSummingTheYear: round(first.ms),
      pairs,
      ...summary(times),
      answeredAgain: summary(keptTimes),
      afterADayOfObservations: { ...day, ms: round(afterADay.ms) },
      oneVenue: summary(venueTimes),
    };
    const exported = await streamed(
      `${app.base}/api/statistics/values.csv?bulletin_type=${CODE}`,
      headers,
      app.pid,
      exportSeconds,
    );
    const pairsCsv = await streamed(
      `${app.base}/api/verification/pairs.csv?bulletin_type=${CODE}`,
      headers,
      app.pid,
      Math.min(exportSeconds, 10),
    );
    const results = { generated, scores, valuesCsv: exported, pairsCsv };
    const plan = app.databaseUrl ? scorePlan(app.databaseUrl) : undefined;
    if (process.env.BENCH_HOLD_SECONDS) {
      console.log(`holding ${app.databaseUrl ?? app.embeddedDir} for ${process.env.BENCH_HOLD_SECONDS} s`);
      await new Promise((r) => setTimeout(r, Number(process.env.BENCH_HOLD_SECONDS) * 1000));
    }
    const met = {
      // The year's scores as they are read day to day (the sums kept), and one venue's year; the
      // first reading and the one after a day's observations sum what was marked first.
      scores: scores.p50Ms < TARGETS.scoresMs[kind] && scores.oneVenue.p50Ms < TARGETS.scoresMs[kind],
      valuesCsv:
        exported.firstByteMs < TARGETS.firstByteMs && exported.secondHalfGrowthMiB < TARGETS.exportGrowthMiB,
      pairsCsv:
        pairsCsv.firstByteMs < TARGETS.firstByteMs && pairsCsv.secondHalfGrowthMiB < TARGETS.exportGrowthMiB,
    };
    return { database: kind, results, met, scorePlan: plan };
  } finally {
    await app.stop();
  }
}

process.exitCode = await runOnDatabases(
  'verification',
  values,
  { days, repeats, exportSeconds, targets: TARGETS },
  run,
);
