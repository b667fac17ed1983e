/**
 * Starts Bora for the browser tests on a fresh, empty embedded database, and removes that
 * database when Playwright stops the server. Each run therefore sees only the demo data and
 * the accounts in constants.ts, whatever earlier runs did.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN, E2E_PORT } from './constants.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

if (!existsSync(path.join(root, 'packages/web/dist/index.html'))) {
  console.error('The web app is not built: run `npm run build` first (`npm test` does it for you).');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bora-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATABASE_URL: '',
    // Every browser of the run calls from 127.0.0.1, many without signing in: the throttle on
    // anonymous calls has its own test in the server suite.
    ANONYMOUS_RATE_LIMIT: '0',
    // Nor is costly work bounded: the run's browsers would share two slots of one address.
    ANONYMOUS_WORK: '0',
    // The receivers the browser tests start listen on 127.0.0.1, which a real Bora refuses.
    WEBHOOK_ALLOW_PRIVATE: 'true',
  },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
