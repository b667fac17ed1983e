/**
 * Loaded into a server the bench starts (`node --import ./bench/loop-blocks.mjs`): notes every
 * time its event loop was held longer than BENCH_LOOP_BLOCK_MS (20 by default), as the span a
 * timer due every 2 ms could not run, and writes them to BENCH_LOOP_BLOCKS (JSON) at exit. Times are
 * on the clock V8 stamps profile samples with (CLOCK_MONOTONIC, µs), so a block can be matched
 * with the samples of a `--cpu-prof` taken meanwhile (cpu-profile.mjs `summarise` with its span).
 */
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_LOOP_BLOCKS;
const threshold = Number(process.env.BENCH_LOOP_BLOCK_MS ?? 20) * 1000;
const now = () => Number(process.hrtime.bigint() / 1000n);

if (file) {
  const blocks = [];
  let last = now();
  setInterval(() => {
    const at = now();
    if (at - last > threshold) blocks.push({ from: last, to: at });
    last = at;
  }, 2).unref();
  process.once('exit', () => writeFileSync(file, JSON.stringify(blocks)));
}
