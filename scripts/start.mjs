// `npm start`: builds the web app when needed, then runs the server (which migrates, and on an
// empty database loads the demo data and creates the admin account).
import { refuseUnsupportedNode } from '../packages/server/src/node-version.mjs';

// Before anything else loads, so that an older Node.js says why it stops.
refuseUnsupportedNode();
const { spawn } = await import('node:child_process');
const { ensureWebBuilt, root } = await import('./web-build.mjs');

ensureWebBuilt();
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
