/**
 * The bench's load generator: `wrk` (one thread, HTTP/1.1 keep-alive) on a core of its own
 * (`taskset -c 1`, the servers on core 0), with `wrk-report.lua` counting the answers by status and
 * reporting the CPU time wrk used: the client's own ceiling, recorded beside every result. When wrk
 * is missing it is installed from Debian's package (as root, with apt-get); failing that, autocannon
 * loads from this process, unpinned, and the run says so.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { clientPinned, schedOf } from './servers.mjs';

const script = fileURLToPath(new URL('wrk-report.lua', import.meta.url));

const hasWrk = () => !spawnSync('wrk', ['-v']).error;

/** Whether wrk can be used, installing it when missing and allowed; else why not. */
function ensureWrk() {
  if (hasWrk()) return { ok: true };
  if (process.getuid?.() !== 0 || spawnSync('apt-get', ['--version']).error)
    return {
      ok: false,
      why: 'wrk is not installed (Debian: apt-get install wrk), and this run cannot install it',
    };
  console.log("wrk is missing: installing Debian's package (apt-get update, then apt-get install -y wrk)");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'wrk']]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0)
      return { ok: false, why: `wrk is not installed and apt-get ${args.join(' ')} failed` };
  }
  return hasWrk() ? { ok: true } : { ok: false, why: 'wrk is still missing after apt-get install' };
}

/** Numbers the runs, so that the unique query strings of one run never come again in another. */
let runs = 0;

/**
 * @typedef {object} Load
 * @property {number} seconds how long it ran
 * @property {number} requests answers received
 * @property {Record<string, number>} statuses answers by status
 * @property {number} failures connections refused or broken, and timeouts
 * @property {[number, number][]} latency [percentile, ms] from 1 to 100 (the longest)
 * @property {number | null} clientCpuSeconds the CPU time the load generator used (null when unknown)
 * @property {number | null} clientWaitedSeconds the time its threads waited for a core
 */

/** Loads `url` with wrk for `seconds`; `unique` gives every request a query string of its own. */
function wrk(url, { headers = {}, unique = false, seconds, connections }) {
  const args = [
    ...['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '30s', '-s', script],
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ];
  const [command, ...rest] = [...clientPinned, 'wrk', ...args];
  const env = { ...process.env };
  if (unique) env.BENCH_UNIQUE = `${url.includes('?') ? '&' : '?'}n=${++runs}-`;
  else delete env.BENCH_UNIQUE;
  return new Promise((resolve, reject) => {
    const child = spawn(command, rest, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    // Read while it runs: once wrk has exited its threads' figures are gone.
    let sched = { waitedNs: 0 };
    const watch = setInterval(() => {
      try {
        sched = schedOf(child.pid);
      } catch {}
    }, 200);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(watch);
      const line = out.split('\n').findLast((l) => l.startsWith('{'));
      if (code !== 0 || !line) return reject(new Error(`wrk exited ${code}: ${out.slice(-500)}`));
      const r = JSON.parse(line);
      const e = r.errors;
      resolve({
        seconds: r.durationUs / 1e6,
        requests: r.requests,
        statuses: r.statuses,
        failures: e.connect + e.read + e.write + e.timeout,
        latency: r.latencyUs.map(([p, us]) => [p, us / 1000]),
        clientCpuSeconds: r.cpuSeconds,
        clientWaitedSeconds: sched.waitedNs / 1e9,
      });
    });
  });
}

/** Loads `url` with autocannon, from this process: the fallback, with no figure for its own CPU. */
async function autocannonLoad(url, { headers = {}, unique = false, seconds, connections }) {
  const separator = url.includes('?') ? '&' : '?';
  const run = ++runs;
  let count = 0;
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    ...(unique
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                path: `${request.path}${separator}n=${run}-${count++}`,
              }),
            },
          ],
        }
      : {}),
  });
  const l = r.latency;
  return {
    seconds: r.duration,
    requests: r.requests.total,
    statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([s, v]) => [s, v.count])),
    failures: r.errors + r.timeouts,
    latency: [
      [1, l.p1],
      [2.5, l.p2_5],
      [10, l.p10],
      [25, l.p25],
      [50, l.p50],
      [75, l.p75],
      [90, l.p90],
      [97.5, l.p97_5],
      [99, l.p99],
      [99.9, l.p99_9],
      [99.99, l.p99_99],
      [100, l.max],
    ],
    clientCpuSeconds: null,
    clientWaitedSeconds: null,
  };
}

/** The latency under which `p` % of the answers came, from runs' percentiles weighted by their answers. */
function percentile(loads, p) {
  const points = loads.flatMap((load) =>
    load.latency.map(([q, ms], i) => [ms, (load.requests * (q - (load.latency[i - 1]?.[0] ?? 0))) / 100]),
  );
  points.sort((a, b) => a[0] - b[0]);
  const total = points.reduce((sum, [, weight]) => sum + weight, 0);
  let below = 0;
  for (const [ms, weight] of points) {
    below += weight;
    if (below >= (p / 100) * total - 1e-9) return ms;
  }
  return points.at(-1)?.[0] ?? 0;
}

/** Several runs of one load (taken in turns with other loads, say) as one. */
export function merged(loads) {
  const sum = (pick) => loads.reduce((total, load) => total + pick(load), 0);
  const seconds = sum((l) => l.seconds);
  const statuses = {};
  for (const load of loads)
    for (const [status, count] of Object.entries(load.statuses))
      statuses[status] = (statuses[status] ?? 0) + count;
  const requests = sum((l) => l.requests);
  const known = loads.every((l) => l.clientCpuSeconds !== null);
  const clientCpu = known ? sum((l) => l.clientCpuSeconds) / seconds : null;
  const round = (n) => Math.round(n * 1000) / 1000;
  return {
    requestsPerSecond: Math.round(requests / seconds),
    p50Ms: round(percentile(loads, 50)),
    p99Ms: round(percentile(loads, 99)),
    requests,
    statuses,
    failures: sum((l) => l.failures),
    loadGenerator: {
      cpu: clientCpu === null ? null : round(clientCpu),
      waited: known ? round(sum((l) => l.clientWaitedSeconds) / seconds) : null,
      // What it would send on a whole core of its own: far above a route's rate, it was not the limit.
      ceilingPerSecond: clientCpu ? Math.round(requests / seconds / clientCpu) : null,
    },
  };
}

/** The load generator of this run: wrk pinned to its own core, or autocannon, said so when it is. */
export function loadGenerator() {
  const found = ensureWrk();
  if (found.ok) {
    return {
      name: `wrk, one thread${clientPinned.length ? `, ${clientPinned.join(' ')}` : ', not pinned'}`,
      run: wrk,
    };
  }
  console.log(
    `${found.why}: loading with autocannon instead, unpinned, from the bench's own process. The bare ` +
      'route then answers what one JavaScript thread can send, and every ratio is flattered.',
  );
  return { name: 'autocannon, unpinned (wrk missing)', run: autocannonLoad };
}
