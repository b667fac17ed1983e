import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'packages/web/dist/index.html');
const sources = [
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/build/precompress.ts',
  'packages/shared/src',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    0,
  );
}

/** True when the web app has no build, or its sources changed since the last one. */
export function webBuildStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

/** Builds the web app when it is missing or stale; exits the process if the build fails. */
export function ensureWebBuilt() {
  if (!webBuildStale()) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@bora/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web app did not build; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
