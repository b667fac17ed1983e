#!/usr/bin/env node
/**
 * The public page of a published bulletin in Chromium, as a visitor opens it from a search or a
 * link: the demo's published 100-venue bulletin (`nazionale-esteso`: 100 venues × 3 days × 4 slots
 * × 10 data types), nobody signed in, at 1366 × 768 and at 390 × 844.
 *
 * - time to the first forecast value: from the navigation's start to the paint that first shows a
 *   value of the forecast (a slot of the reader's layout, a marker of the map, a filled cell of the grid),
 *   each load in a new browser context (nothing cached: a first visit);
 * - the same with the browser's cache warm (a second visit in the same context);
 * - the bytes the page fetched on a first visit, and its longest task.
 *
 *   node bench/reader-page.bench.mjs [--loads 5] [--databases pglite,postgres] [--postgres URL]
 *
 * Uses Debian's Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH); starts Bora on each database with
 * the demo data (the browser on its own core, apart from the server's, where the machine has two);
 * builds the web app first when it is stale. Writes bench/results/reader-page-<time>.json; exits 1
 * when a target is missed.
 */
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureWebBuilt } from '../scripts/web-build.mjs';
import { benchOptions, runOnDatabases } from './database-runs.mjs';
import { clientPinned, startApp } from './servers.mjs';
import { round, summary } from './timings.mjs';

const options = benchOptions({ loads: { type: 'string', default: '5' } });
const TARGETS = { firstValueMs: 1500 };
const LARGE_TYPE = 'nazionale-esteso';
const port = Number(process.env.BENCH_PORT ?? 8793);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
};
/** What counts as a forecast value on the page: a slot of the reader's layout, a map's marker, a grid's filled cell. */
const VALUE_SELECTOR = '.reader-slot, .bulletin-map-marker:not(:empty), td.grid-cell:not(:empty)';

/** Installed before the page's scripts: records when the first forecast value was painted, and long tasks. */
function instrument(selector) {
  const bench = { firstValue: null, longTasks: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const watch = new MutationObserver(() => {
    if (bench.firstValue !== null) return;
    const found = document.querySelector(selector);
    if (!found?.getClientRects().length) return;
    bench.firstValue = -1;
    watch.disconnect();
    // After the next paint: a frame's callback runs before it, a posted message after.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        bench.firstValue = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  document.addEventListener('DOMContentLoaded', () =>
    watch.observe(document.body, { childList: true, subtree: true, attributes: true }),
  );
}

/** The demo's latest published bulletin of the large type. */
async function publishedLarge(base) {
  const response = await fetch(`${base}/api/public/bulletins/?page_size=100`);
  const list = (await response.json()).results;
  const found = list.find((b) => (b.bulletin_type?.code ?? b.bulletin_type) === LARGE_TYPE);
  if (!found) throw new Error(`the demo data has no published ${LARGE_TYPE} bulletin`);
  return found.id;
}

async function loadOnce(context, url) {
  const page = await context.newPage();
  let bytes = 0;
  page.on('response', async (response) => {
    const length = Number((await response.allHeaders())['content-length'] ?? 0);
    bytes += Number.isFinite(length) ? length : 0;
  });
  await page.goto(url);
  await page.waitForFunction(() => (window.__bench?.firstValue ?? -1) > 0, null, { timeout: 30_000 });
  const { firstValue, longTasks } = await page.evaluate(() => window.__bench);
  await page.close();
  return { ms: firstValue, longestTaskMs: Math.max(0, ...longTasks), bytes };
}

async function measure(browser, base, id, viewport) {
  const url = `${base}/bulletin/${id}`;
  const first = [];
  const warm = [];
  const longest = [];
  let bytes = 0;
  for (let i = 0; i < Number(options.loads); i++) {
    const context = await browser.newContext({ viewport, locale: i % 2 ? 'en-US' : 'it-IT' });
    await context.addInitScript(instrument, VALUE_SELECTOR);
    const cold = await loadOnce(context, url);
    first.push(cold.ms);
    longest.push(cold.longestTaskMs);
    bytes = Math.max(bytes, cold.bytes);
    warm.push((await loadOnce(context, url)).ms);
    await context.close();
  }
  return { first: summary(first), warm: summary(warm), longestTaskMs: round(Math.max(...longest)), bytes };
}

/** Chromium started on the load generator's core (`clientPinned`), so that it never takes the server's. */
function pinnedChromium() {
  if (!clientPinned.length) return executablePath;
  const wrapper = path.join(mkdtempSync(path.join(tmpdir(), 'bora-bench-chromium-')), 'chromium');
  writeFileSync(wrapper, `#!/bin/sh\nexec ${clientPinned.join(' ')} ${executablePath} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return wrapper;
}

async function main() {
  if (!existsSync(executablePath))
    throw new Error(`no Chromium at ${executablePath} (apt-get install chromium)`);
  ensureWebBuilt();
  const status = await runOnDatabases(
    'reader-page',
    options,
    { targets: { firstValueMedianMs: `< ${TARGETS.firstValueMs}` }, loads: Number(options.loads) },
    async (database) => {
      const app = await startApp({ database, port, password: 'bench-admin-password' });
      const browser = await chromium.launch({
        executablePath: pinnedChromium(),
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      });
      try {
        const id = await publishedLarge(app.base);
        const results = {};
        const met = {};
        for (const [name, viewport] of Object.entries(VIEWPORTS)) {
          const result = await measure(browser, app.base, id, viewport);
          results[`${name} first visit`] = {
            ...result.first,
            longestTaskMs: result.longestTaskMs,
            bytes: result.bytes,
          };
          results[`${name} second visit`] = result.warm;
          met[`${name} first visit`] = result.first.p50Ms < TARGETS.firstValueMs;
        }
        return { database: database === 'pglite' ? 'pglite' : 'postgres', bulletin: id, results, met };
      } finally {
        await browser.close();
        await app.stop();
      }
    },
  );
  process.exit(status);
}

await main();
