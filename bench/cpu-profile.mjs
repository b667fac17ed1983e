/**
 * Reads a V8 CPU profile (`node --cpu-prof`): the self time of the samples taken between two
 * instants, by package and by function.
 */
import path from 'node:path';

/** Now, on the clock V8 stamps profile samples with (CLOCK_MONOTONIC, µs). */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** The package a script belongs to (`node_modules/<name>`), `bora/<package>`, or `node`. */
function packageOf(url) {
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = url.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const own = /packages\/([^/]+)\//.exec(url);
  if (own) return `bora/${own[1]}`;
  if (url.startsWith('wasm://')) return 'PostgreSQL in WebAssembly (PGlite)';
  return url ? 'node' : '(native, gc)';
}

/** Prints the busiest packages and functions of the samples taken within `window` ({from, to} in µs). */
export function summarise(profile, top, window = { from: 0, to: Number.POSITIVE_INFINITY }) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const gaps = profile.timeDeltas;
  // Only the samples taken under load: start-up (migrations, demo data) is not what is measured.
  let at = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    at += gaps[i] ?? 0;
    if (at >= window.from && at <= window.to) self.set(id, (self.get(id) ?? 0) + (gaps[i] ?? 0));
  }
  let total = 0;
  let idle = 0;
  const byFunction = new Map();
  const byPackage = new Map();
  for (const [id, micros] of self) {
    const { callFrame } = nodes.get(id);
    total += micros;
    if (callFrame.functionName === '(idle)') {
      idle += micros;
      continue;
    }
    const where = callFrame.url ? `${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}` : '';
    // A regular expression is named by its source, which can run to kilobytes.
    const key = `${(callFrame.functionName || '(anonymous)').slice(0, 80)} ${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
    const pkg = packageOf(callFrame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  }
  const busy = total - idle;
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({
        name,
        ms: Math.round(micros / 1000),
        '% busy': ((100 * micros) / busy).toFixed(1),
      }));
  console.log(`busy ${Math.round(busy / 1000)} ms of ${Math.round(total / 1000)} ms sampled`);
  console.log('\nself time by package');
  console.table(rows(byPackage));
  console.log('\nself time by function');
  console.table(rows(byFunction));
}
