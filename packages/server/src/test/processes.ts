/**
 * Real Bora processes for the tests that need them (two servers on one directory, management
 * commands beside a server, a server killed mid-write): spawned as `npm start` and
 * `npm run manage` spawn them, and driven over HTTP.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const START_MS = 90000;

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  url: string;
  pid: number;
  output(): string;
  exited: Promise<Exit>;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
};

function bora(script: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', `packages/server/src/${script}`, ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(child: ChildProcess) {
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  return { output: () => text, exited: exitOf(child) };
}

function exitOf(child: ChildProcess): Promise<Exit> {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Starts the server; resolves once it logs that it is running, rejects with its output if it stops first. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = bora('main.ts', [], { HOST: '127.0.0.1', PORT: String(port), ...env });
  const { output, exited } = collect(child);
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    output,
    exited,
    async stop(signal = 'SIGTERM') {
      child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + START_MS;
  while (!output().includes('Bora is running at')) {
    const ended = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100, null))]);
    if (ended) throw new Error(`the server stopped before it ran:\n${output()}`);
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`the server did not start within ${START_MS / 1000} s:\n${output()}`);
    }
  }
  return server;
}

/** Runs a server that is expected to stop by itself (refusing to start): its exit and output. */
export async function runServerToExit(env: Record<string, string>): Promise<Exit & { output: string }> {
  const child = bora('main.ts', [], { HOST: '127.0.0.1', PORT: String(await freePort()), ...env });
  const { output, exited } = collect(child);
  // One that runs instead (the test fails) is not left behind.
  const timer = setTimeout(() => child.kill('SIGKILL'), START_MS);
  const exit = await exited;
  clearTimeout(timer);
  return { ...exit, output: output() };
}

/** Runs `npm run manage -- <args>`. */
export async function manage(
  args: string[],
  env: Record<string, string>,
): Promise<Exit & { stdout: string; stderr: string }> {
  const child = bora('manage.ts', args, env);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return { ...(await exitOf(child)), stdout, stderr };
}

export type HttpSession = { cookie: string; csrf: string };

/** Signs in through the login form, as a browser does; undefined when the server refuses. */
export async function signIn(
  url: string,
  username: string,
  password: string,
): Promise<HttpSession | undefined> {
  const page = await fetch(`${url}/accounts/login/`);
  const csrf = /csrftoken=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const response = await fetch(`${url}/accounts/login/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `csrftoken=${csrf}` },
    body: new URLSearchParams({ username, password, csrfmiddlewaretoken: csrf, next: '/' }),
  });
  const cookies = Object.fromEntries(
    response.headers.getSetCookie().map((c) => c.split(';')[0]?.split('=') ?? []),
  ) as Record<string, string>;
  const session = cookies.sessionid;
  if (response.status !== 303 || !session) return undefined;
  const token = cookies.csrftoken ?? csrf;
  return { cookie: `sessionid=${session}; csrftoken=${token}`, csrf: token };
}

/** A JSON request in a signed-in session. */
export function call(url: string, session: HttpSession, method: string, path: string, body?: unknown) {
  return fetch(`${url}${path}`, {
    method,
    headers: {
      cookie: session.cookie,
      'x-csrftoken': session.csrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
