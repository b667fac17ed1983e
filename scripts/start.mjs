// `npm start`: builds the web app when needed, then runs the server (which migrates, and on an
// empty database loads the demo data and creates the admin account).
import { spawn } from 'node:child_process';
import { ensureWebBuilt, root } from './web-build.mjs';

ensureWebBuilt();
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
