#!/usr/bin/env node
/**
 * The bulletin editor in Chromium, on the demo's draft of 12 000 cells (the type
 * `nazionale-esteso`: 100 venues × 3 days × 4 slots × 10 data types), every cell filled first:
 *
 * - first render: from the moment the bulletin's data has arrived to the first paint of its grid;
 * - keystroke to paint: typing values and moving with the arrows, each key from its event to the
 *   paint that shows it, the keys sent a quick typist's pause apart, at points spread over the frame;
 * - a paste of a 100 × 10 block: from the paste to the paint that shows it, and the requests that
 *   save it (one is the target);
 * - scrolling through the whole grid, down then across: the longest task meanwhile.
 *
 *   node bench/editor.bench.mjs [--loads 5] [--keys 200] [--headed] [--profile] [--same-moment]
 *
 * Uses Debian's Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH), starts Bora on a fresh embedded
 * database with the demo data, builds the web app first when it is stale. Writes
 * bench/results/editor-<timestamp>.json; exits 1 when a target is missed.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ensureWebBuilt } from '../scripts/web-build.mjs';
import { client } from './bulletin-fixture.mjs';
import { summarise } from './cpu-profile.mjs';
import { session, startApp } from './servers.mjs';
import { round, summary } from './timings.mjs';

const { values: options } = parseArgs({
  options: {
    loads: { type: 'string', default: '5' },
    keys: { type: 'string', default: '200' },
    headed: { type: 'boolean', default: false },
    /** Records the page's CPU profile of each measured step and prints where its time went. */
    profile: { type: 'boolean', default: false },
    /** Sends each key as soon as the last one painted, as the rounds before 2026-11-25 evening did. */
    'same-moment': { type: 'boolean', default: false },
  },
});
const TARGETS = { firstRenderMs: 1000, keyP50Ms: 16, keyP95Ms: 50, pastePaintMs: 200, longTaskMs: 50 };
const DEMO_PASSWORD = 'bora-demo-2025';
const LARGE_TYPE = 'nazionale-esteso';
/** Between two keys of a quick typist (about eight a second). */
const TYPING_PAUSE_MS = 120;
/** A frame at 60 Hz, and the step that spreads the keys' moments over it. */
const FRAME_MS = 1000 / 60;
const GOLDEN_RATIO = (Math.sqrt(5) - 1) / 2;
const port = Number(process.env.BENCH_PORT ?? 8792);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Installed in the page before its scripts: records when the bulletin's data arrived, when the
 * grid first painted, every key's event-to-paint time, and every long task.
 */
function instrument(bulletinPath) {
  const bench = { keys: [], longTasks: [], dataArrived: null, gridPainted: null };
  window.__bench = bench;
  /** Resolves just after the next paint: a frame's callback runs before it, a posted message after. */
  const afterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }),
    );
  window.__afterPaint = afterPaint;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (new URL(entry.name).pathname === bulletinPath) bench.dataArrived = entry.responseEnd;
  }).observe({ type: 'resource', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const watch = new MutationObserver(() => {
    if (bench.gridPainted !== null || !document.querySelector('[data-sheet-row]')) return;
    bench.gridPainted = -1;
    watch.disconnect();
    afterPaint().then((at) => {
      bench.gridPainted = at;
    });
  });
  document.addEventListener('DOMContentLoaded', () =>
    watch.observe(document.body, { childList: true, subtree: true }),
  );
  window.addEventListener(
    'keydown',
    (event) => {
      const started = event.timeStamp;
      afterPaint().then((at) => bench.keys.push({ key: event.key, ms: at - started }));
    },
    { capture: true },
  );
}

/** The demo's draft of the large type, every cell filled from yesterday's published bulletin. */
async function fullDraft(base, auth) {
  const call = client(base, auth);
  const types = (await call('GET', `/api/bulletin-types/?page_size=100`)).answer.results;
  const type = types.find((t) => t.code === LARGE_TYPE);
  if (!type) throw new Error(`the demo data has no bulletin type ${LARGE_TYPE}`);
  const list = (await call('GET', `/api/bulletins/?bulletin_type=${type.id}`)).answer.results;
  const draft = list.find((b) => b.status === 'draft');
  const published = list.find((b) => b.status === 'published');
  if (!draft || !published)
    throw new Error(`the demo's ${LARGE_TYPE} lacks its draft or its published bulletin`);
  const source = (await call('GET', `/api/bulletins/${published.id}/`)).answer;
  const { etag } = await call('GET', `/api/bulletins/${draft.id}/`);
  const changes = source.values.map(({ venue_id, day, slot, data_type_id, value }) => ({
    venue_id,
    day,
    slot,
    data_type_id,
    value,
  }));
  await call('PATCH', `/api/bulletins/${draft.id}/values/`, { changes }, { 'if-match': etag });
  const detail = (await call('GET', `/api/bulletins/${draft.id}/`)).answer;
  return { id: draft.id, detail, cells: changes.length };
}

/** A 100 × 10 block of valid values, in the order of the first slot's data types, as TSV. */
function block(detail) {
  const values = new Map(
    detail.values.map((v) => [`${v.venue_id}/${v.day}/${v.slot}/${v.data_type_id}`, v.value]),
  );
  const slot = detail.composition.slots[0].code;
  return detail.composition.venues
    .slice(0, 100)
    .map((venue) =>
      detail.composition.data_types
        .map((dataType, i) => {
          // The first day's values of the same venue from the next slot: valid, and different.
          const value = values.get(`${venue.id}/0/${detail.composition.slots[1].code}/${dataType.id}`);
          const fallback = values.get(`${venue.id}/0/${slot}/${dataType.id}`);
          return String(value ?? fallback ?? (i === 0 ? '' : '1'));
        })
        .join('\t'),
    )
    .join('\r\n');
}

const cell = (page, row, col) => page.locator(`[data-sheet-row="${row}"][data-sheet-col="${col}"]`);

async function firstRenders(page, id, loads) {
  const times = [];
  for (let i = 0; i < loads; i++) {
    await page.goto(`/bulletin/${id}`);
    await page.waitForFunction(
      () => typeof window.__bench?.gridPainted === 'number' && window.__bench.gridPainted > 0,
      null,
      {
        timeout: 30_000,
      },
    );
    const { dataArrived, gridPainted } = await page.evaluate(() => window.__bench);
    if (dataArrived === null) throw new Error('the bulletin was not fetched by the page');
    times.push(gridPainted - dataArrived);
  }
  return times;
}

/** Types values into the t-min column (Enter commits and moves down), then walks right with the arrows. */
async function keystrokes(page, count) {
  await cell(page, 0, 1).click();
  await page.evaluate(() => {
    window.__bench.keys = [];
  });
  // Ten values down the column, then eight steps right and back: a third of the keys move.
  const keys = [];
  for (let round = 0; keys.length < count; round++) {
    for (let i = 0; i < 10; i++) keys.push(String(1 + ((round + i) % 9)), 'Enter');
    for (let i = 0; i < 4; i++) keys.push(round % 2 ? 'ArrowLeft' : 'ArrowRight');
  }
  for (const [i, key] of keys.slice(0, count).entries()) {
    const before = await page.evaluate(() => window.__bench.keys.length);
    // A person's keys come a moment apart, at any point of a frame. Sent as soon as the last one
    // painted, every key would come at the same point of a frame (the wait for the last one ends
    // in a frame's callback) while the page is still drawing frames, and wait as long for the next
    // one each time. So each key comes after a quick typist's pause, lengthened by its own part of
    // a frame, the parts spread evenly over the frame by the golden ratio.
    if (!options['same-moment']) await sleep(TYPING_PAUSE_MS + ((i * GOLDEN_RATIO) % 1) * FRAME_MS);
    await page.keyboard.press(key);
    await page.waitForFunction((n) => window.__bench.keys.length > n, before);
  }
  return page.evaluate(() => window.__bench.keys);
}

/** Pastes the block at the first cell; answers the paint time and the saving requests it caused. */
async function pasteBlock(page, tsv) {
  const saves = [];
  const listener = (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/values/'))
      saves.push(request.postDataJSON().changes.length);
  };
  page.on('request', listener);
  await page.evaluate(() => document.querySelector('.sheet-grid').scrollTo(0, 0));
  await cell(page, 0, 0).click();
  await page.waitForTimeout(2500); // whatever was typed before is saved first
  saves.length = 0;
  const painted = await page.evaluate(async (text) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', text);
    const started = performance.now();
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
    return (await window.__afterPaint()) - started;
  }, tsv);
  await page.locator('[data-status="saved"]').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);
  page.off('request', listener);
  return { paintedMs: round(painted), saveRequests: saves.length, changesSent: saves };
}

/** Scrolls the grid to the bottom, then to the right end, a frame at a time; answers the long tasks meanwhile. */
async function scrollThrough(page) {
  return page.evaluate(async () => {
    const grid = document.querySelector('.sheet-grid');
    grid.scrollTo(0, 0);
    await window.__afterPaint();
    const from = performance.now();
    const frames = [];
    const step = async (axis, size) => {
      const end =
        axis === 'top' ? grid.scrollHeight - grid.clientHeight : grid.scrollWidth - grid.clientWidth;
      for (let at = 0; at <= end; at += size) {
        const started = performance.now();
        grid.scrollTo({ [axis]: at });
        frames.push((await window.__afterPaint()) - started);
      }
    };
    await step('top', grid.clientHeight / 3);
    await step('left', grid.clientWidth / 3);
    await new Promise((r) => setTimeout(r, 200));
    const tasks = window.__bench.longTasks.filter((t) => t.start >= from);
    return {
      steps: frames.length,
      longestFrameMs: Math.round(Math.max(...frames)),
      longTasks: tasks.length,
      longestTaskMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
    };
  });
}

/** Runs a step, under the page's CPU profiler with --profile, printing where the page's time went. */
function profiler(page) {
  return async (name, step) => {
    if (!options.profile) return step();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await cdp.send('Performance.enable');
    const metrics = async () =>
      Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const before = await metrics();
    await cdp.send('Profiler.start');
    const result = await step();
    const { profile } = await cdp.send('Profiler.stop');
    const after = await metrics();
    console.log(`\n${name}:`);
    // What the profile's "(program)" holds: the browser's own work on the page's thread.
    const spent = (metric) => Math.round((after[metric] - before[metric]) * 1000);
    console.table({
      script: { ms: spent('ScriptDuration') },
      'style recalculation': {
        ms: spent('RecalcStyleDuration'),
        times: after.RecalcStyleCount - before.RecalcStyleCount,
      },
      layout: { ms: spent('LayoutDuration'), times: after.LayoutCount - before.LayoutCount },
      'all tasks': { ms: spent('TaskDuration') },
      'DOM nodes after': { times: after.Nodes },
    });
    summarise(profile, 25);
    const saved = path.join(tmpdir(), `bora-editor-${name.replace(/\W+/g, '-')}.cpuprofile`);
    writeFileSync(saved, JSON.stringify(profile));
    console.log(`profile: ${saved} (open it in Chromium's DevTools, Performance)`);
    await cdp.detach();
    return result;
  };
}

async function main() {
  if (!existsSync(executablePath))
    throw new Error(`no Chromium at ${executablePath} (apt-get install chromium)`);
  ensureWebBuilt();
  const app = await startApp({ database: 'pglite', port, password: 'bench-admin-password' });
  const browser = await chromium.launch({
    executablePath,
    headless: !options.headed,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const auth = await session(app.base, 'nazionale', DEMO_PASSWORD);
    const draft = await fullDraft(app.base, auth);
    const context = await browser.newContext({ baseURL: app.base, viewport: { width: 1366, height: 768 } });
    const [name, value] = auth.cookie.split('; ')[0].split('=');
    await context.addCookies([{ name, value, url: app.base }]);
    await context.addInitScript(instrument, `/api/bulletins/${draft.id}/`);
    const page = await context.newPage();
    const profiled = profiler(page);
    const renders = await profiled('first render', () => firstRenders(page, draft.id, Number(options.loads)));
    const keys = await profiled('keystrokes', () => keystrokes(page, Number(options.keys)));
    const paste = await profiled('paste', () => pasteBlock(page, block(draft.detail)));
    const scroll = await profiled('scroll', () => scrollThrough(page));

    const firstRender = { ...summary(renders), target: `< ${TARGETS.firstRenderMs} ms` };
    firstRender.ok = firstRender.maxMs < TARGETS.firstRenderMs;
    const keyTimes = summary(keys.map((k) => k.ms));
    const keystroke = {
      ...keyTimes,
      target: `median < ${TARGETS.keyP50Ms} ms, p95 < ${TARGETS.keyP95Ms} ms`,
      sent: options['same-moment']
        ? 'as soon as the last painted'
        : `${TYPING_PAUSE_MS} ms apart, at points spread over the frame`,
      ok: keyTimes.p50Ms < TARGETS.keyP50Ms && keyTimes.p95Ms < TARGETS.keyP95Ms,
      byKey: Object.fromEntries(
        ['Enter', 'ArrowRight', 'ArrowLeft', 'digit'].map((kind) => [
          kind,
          summary(
            keys.filter((k) => (kind === 'digit' ? /^\d$/.test(k.key) : k.key === kind)).map((k) => k.ms),
          ),
        ]),
      ),
    };
    const pasted = {
      ...paste,
      target: `painted < ${TARGETS.pastePaintMs} ms, saved in one request`,
      ok: paste.paintedMs < TARGETS.pastePaintMs && paste.saveRequests === 1,
    };
    const scrolled = {
      ...scroll,
      target: `no long task over ${TARGETS.longTaskMs} ms`,
      ok: scroll.longestTaskMs <= TARGETS.longTaskMs,
    };
    const result = {
      at: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model, loadAverage: loadavg() },
      chromium: browser.version(),
      bulletin: { id: draft.id, cells: draft.cells, type: LARGE_TYPE },
      firstRender,
      keystroke,
      paste: pasted,
      scroll: scrolled,
    };
    const file = new URL(`results/editor-${result.at.replace(/[:.]/g, '-')}.json`, import.meta.url);
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.table({
      'first render after the data': {
        measured: `p50 ${firstRender.p50Ms}, max ${firstRender.maxMs} ms`,
        target: firstRender.target,
        ok: firstRender.ok,
      },
      'keystroke to paint': {
        measured: `p50 ${keyTimes.p50Ms}, p95 ${keyTimes.p95Ms} ms`,
        target: keystroke.target,
        ok: keystroke.ok,
      },
      'paste 100 × 10': {
        measured: `${paste.paintedMs} ms, ${paste.saveRequests} request(s) of ${paste.changesSent.join(', ')}`,
        target: pasted.target,
        ok: pasted.ok,
      },
      'scroll the grid': {
        measured: `${scroll.longTasks} long tasks, longest ${scroll.longestTaskMs} ms`,
        target: scrolled.target,
        ok: scrolled.ok,
      },
    });
    console.log(`written to bench/results/${file.pathname.split('/').pop()}`);
    process.exitCode = [firstRender, keystroke, pasted, scrolled].every((r) => r.ok) ? 0 : 1;
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
