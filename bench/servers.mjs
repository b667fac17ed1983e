/**
 * The processes a bench run loads: the bare baseline server and Bora itself, on a fresh embedded
 * database or on a fresh PostgreSQL database created for the run and dropped after it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The servers the bench loads run on core 0, the load generator on core 1 (`clientPinned`), when
 * `taskset` is there and the machine has two cores: a server is then never slowed by its own
 * client, and the bare route measures the server, not what the client could send.
 */
const canPin = spawnSync('taskset', ['--version']).status === 0 && cpus().length >= 2;
const pinned = canPin ? ['taskset', '-c', '0'] : [];
export const clientPinned = canPin ? ['taskset', '-c', '1'] : [];
export const pinning = canPin
  ? 'servers taskset -c 0, load generator taskset -c 1'
  : 'not pinned (no taskset, or one core)';

/**
 * PostgreSQL's backends serving `databaseUrl` (Bora's pool, the bare pg route's) are moved to the
 * load generator's core: the server measured then has core 0 to itself, as on PGlite, and neither
 * Bora nor the bare pg route is slowed by a backend that happened to start on its core.
 */
export async function pinBackends(databaseUrl) {
  if (!canPin) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) spawnSync('taskset', ['-pc', '1', String(pid)], { stdio: 'ignore' });
  } finally {
    await client.end();
  }
}

function start(args, env, cwd = root) {
  const [command, ...rest] = [...pinned, process.execPath, ...args];
  return spawn(command, rest, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** The resident memory of a process (the server itself, not `taskset`, which execs it). */
export function rssKiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/**
 * The time the threads of a process ran and waited for a core (ns, /proc/<pid>/task/<tid>/schedstat):
 * on a shared machine, what a server or the load generator was not given shows as waiting.
 */
export function schedOf(pid) {
  const total = { ranNs: 0, waitedNs: 0 };
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const [ran, waited] = readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8')
        .split(' ')
        .map(Number);
      total.ranNs += ran;
      total.waitedNs += waited;
    } catch {
      // The thread ended meanwhile.
    }
  }
  return total;
}

/**
 * Until the process `pid` stops working: less than 4 % of a core over a window of `windowMs`
 * (what it still had to answer when a load stopped, or what a server does in the background after
 * it starts), at most `withinMs`.
 */
export async function settle(pid, { windowMs = 50, withinMs = 10_000 } = {}) {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    const before = schedOf(pid).ranNs;
    await new Promise((r) => setTimeout(r, windowMs));
    if (schedOf(pid).ranNs - before < windowMs * 0.04 * 1e6) return;
  }
}

export async function startBare(port) {
  const child = start(['bench/bare-server.mjs'], { PORT: String(port) });
  await waitFor(`http://127.0.0.1:${port}/`, child);
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop: () => stop(child) };
}

/** The bare-`pg` ceiling of a first read (bench/bare-pg-server.mjs) on Bora's PostgreSQL database. */
export async function startBarePg(port, databaseUrl) {
  const child = start(['bench/bare-pg-server.mjs'], { PORT: String(port), DATABASE_URL: databaseUrl });
  await waitFor(`http://127.0.0.1:${port}/api/venues/?page_size=1`, child);
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stop(child) };
}

async function onServer(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Bora with the demo data and an `admin` account, on `database`: `pglite` (a fresh data directory)
 * or a PostgreSQL URL, next to which a fresh database is created for the run. `nodeArgs` and `env`
 * are given to its process. `checkout`: another copy of the repository whose server to run instead
 * (to compare two versions on one machine).
 */
export async function startApp({
  database,
  port,
  password,
  nodeArgs = [],
  env: extra = {},
  checkout = root,
}) {
  const env = {
    ...extra,
    PORT: String(port),
    ADMIN_PASSWORD: password,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    // The bench's one address stands for many readers: the throttle still counts every anonymous
    // request (its cost is measured), but never refuses one.
    ANONYMOUS_RATE_LIMIT: '1000000000',
  };
  let cleanup = async () => {};
  let databaseUrl = null;
  let embeddedDir = null;
  if (database === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bora-bench-'));
    embeddedDir = dataDir;
    Object.assign(env, { DATA_DIR: dataDir, DATABASE_URL: '' });
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const name = `bora_bench_${randomBytes(5).toString('hex')}`;
    await onServer(database, `create database ${name}`);
    const own = new URL(database);
    own.pathname = `/${name}`;
    databaseUrl = own.toString();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bora-bench-'));
    Object.assign(env, { DATABASE_URL: own.toString(), DATA_DIR: dataDir });
    cleanup = async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await onServer(database, `drop database if exists ${name} with (force)`);
    };
  }
  const child = start([...nodeArgs, '--import', 'tsx', 'packages/server/src/main.ts'], env, checkout);
  try {
    await waitFor(`http://127.0.0.1:${port}/api/navbar/`, child);
    // A server that starts on the demo data sums the verification scores of its published bulletins
    // in the background: a bench measures it once that is done, at rest.
    await settle(child.pid, { windowMs: 500, withinMs: 180_000 });
  } catch (error) {
    await stop(child);
    await cleanup();
    throw error;
  }
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    /** The run's own PostgreSQL database (null on the embedded one). */
    databaseUrl,
    /** The embedded database's directory, whose socket PostgreSQL clients reach it by (null on PostgreSQL). */
    embeddedDir,
    async stop() {
      await stop(child);
      await cleanup();
    },
  };
}

/** Signs in as `login` does and answers what a client writing through the API sends: the cookie and the CSRF token. */
export async function session(base, username, password) {
  const cookie = await login(base, username, password);
  return { cookie, csrf: /csrftoken=([^;]+)/.exec(cookie)?.[1] ?? '' };
}

/** Signs in through the login form and answers the session cookie. */
export async function login(base, username, password) {
  const page = await fetch(`${base}/accounts/login/`);
  const csrf = /csrftoken=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const response = await fetch(`${base}/accounts/login/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `csrftoken=${csrf}` },
    body: new URLSearchParams({ username, password, csrfmiddlewaretoken: csrf, next: '/' }),
  });
  const session = /sessionid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error(`login failed: ${response.status}`);
  return `sessionid=${session}; csrftoken=${csrf}`;
}

/**
 * Runs `work(db)` with a PostgreSQL client of the app's own database: its URL, or the embedded
 * database through the socket the server shares it on. The client is closed after.
 */
export async function withDatabase(app, work) {
  const db = new pg.Client(
    app.databaseUrl
      ? { connectionString: app.databaseUrl }
      : { host: app.embeddedDir, port: 5432, user: 'postgres', database: 'postgres' },
  );
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}
