#!/usr/bin/env node
/**
 * Document speed, on the embedded database and on PostgreSQL: the PDF of a 4-venue bulletin and of
 * the 12 000-cell one the first time (made from the snapshot and kept), every later download of a
 * published one (the kept bytes), a draft's PDF (made on each request), and the CSV of the 12 000-cell
 * bulletin. One client, one request after the other: what a person clicking Download waits.
 *
 *   node bench/documents.bench.mjs [--databases pglite,postgres] [--postgres postgres://…/postgres]
 *                                  [--repeats 100]
 *
 * Writes bench/results/documents-<timestamp>.json; exits 1 when a target is missed.
 */
import http from 'node:http';
import {
  client,
  createBenchType,
  publishedBenchBulletin,
  publishedLargeBulletin,
} from './bulletin-fixture.mjs';
import { benchOptions, runOnDatabases } from './database-runs.mjs';
import { session, startApp } from './servers.mjs';
import { round, summary } from './timings.mjs';

const values = benchOptions({ repeats: { type: 'string', default: '100' } });
const repeats = Number(values.repeats);
const appPort = Number(process.env.BENCH_PORT ?? 8792);
const password = 'bench-admin-password';

const TARGETS = {
  smallPdfFirstMs: 300,
  largePdfFirstMs: 3000,
  keptPdfP95Ms: 20,
  largeCsvMs: 200,
};

/**
 * One download as a browser asks for it (accepting gzip and brotli): its time to the last byte on
 * the wire, its status, its size on the wire and its encoding. The bytes are not decoded: what is
 * timed is the server and the transfer, not the client's gunzip.
 */
function download(url, headers) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const ms = performance.now() - started;
          const bytes = Buffer.concat(chunks);
          if (response.statusCode !== 200)
            return reject(new Error(`${url}: ${response.statusCode} ${bytes.toString().slice(0, 300)}`));
          resolve({ ms, bytes: bytes.length, encoding: response.headers['content-encoding'] ?? 'identity' });
        });
      },
    );
    request.on('error', reject);
  });
}

/** `count` downloads one after the other, summarised. */
async function downloads(url, headers, count) {
  const times = [];
  for (let i = 0; i < count; i++) times.push((await download(url, headers)).ms);
  return summary(times);
}

async function run(database) {
  const app = await startApp({ database, port: appPort, password });
  try {
    const admin = await session(app.base, 'admin', password);
    const call = client(app.base, admin);
    const headers = { cookie: admin.cookie };
    const small = await publishedBenchBulletin(call, await createBenchType(call, 'bench-doc-small', 4));
    const smallDraft = await publishedBenchBulletin(call, await createBenchType(call, 'bench-doc-draft', 4), {
      publish: false,
    });
    const large = await publishedLargeBulletin(call);
    const url = (id, format) => `${app.base}/api/bulletins/${id}/export.${format}?lang=it`;

    const smallFirst = await download(url(small, 'pdf'), headers);
    const largeFirst = await download(url(large, 'pdf'), headers);
    const keptPdf = await downloads(url(large, 'pdf'), headers, repeats);
    const draftPdf = await downloads(url(smallDraft, 'pdf'), headers, Math.min(repeats, 10));
    const largeCsvFirst = await download(url(large, 'csv'), headers);
    const largeCsv = await downloads(url(large, 'csv'), headers, repeats);
    const results = {
      smallPdfFirst: { ms: round(smallFirst.ms), bytes: smallFirst.bytes, encoding: smallFirst.encoding },
      largePdfFirst: { ms: round(largeFirst.ms), bytes: largeFirst.bytes, encoding: largeFirst.encoding },
      keptPdf,
      draftPdf,
      largeCsvFirst: {
        ms: round(largeCsvFirst.ms),
        bytes: largeCsvFirst.bytes,
        encoding: largeCsvFirst.encoding,
      },
      largeCsv,
    };
    const met = {
      smallPdfFirst: results.smallPdfFirst.ms < TARGETS.smallPdfFirstMs,
      largePdfFirst: results.largePdfFirst.ms < TARGETS.largePdfFirstMs,
      keptPdf: keptPdf.p95Ms < TARGETS.keptPdfP95Ms,
      largeCsv: results.largeCsvFirst.ms < TARGETS.largeCsvMs && largeCsv.p95Ms < TARGETS.largeCsvMs,
    };
    return { database: database === 'pglite' ? 'pglite' : 'postgres', results, met };
  } finally {
    await app.stop();
  }
}

process.exitCode = await runOnDatabases('documents', values, { repeats, targets: TARGETS }, run);
