// Plain JavaScript, so that any Node.js can load it before anything else: `npm start` and the
// server ask it first, before loading modules an older Node.js might fail on without saying why.

/** The oldest Node.js Bora runs on, as the root package.json's `engines` says. */
export const MINIMUM_NODE = '22.12.0';

/**
 * Why Node.js `version` (e.g. `process.versions.node`), found at `execPath`, cannot run Bora;
 * undefined when it can.
 */
export function nodeVersionProblem(version, execPath) {
  if (compareVersions(version, MINIMUM_NODE) >= 0) return undefined;
  const found = `Node.js ${version.replace(/^v/, '')}${execPath ? ` (${execPath})` : ''}`;
  return (
    `Bora needs Node.js ${MINIMUM_NODE} or later, and this is ${found}. ` +
    'For development, `npm install` brings the Node.js that `npm start` and `npm test` run on; ' +
    `a production install needs Node.js ${MINIMUM_NODE} or later on the machine.`
  );
}

/** Ends the process, saying why, when the running Node.js cannot run Bora. */
export function refuseUnsupportedNode() {
  const problem = nodeVersionProblem(process.versions.node, process.execPath);
  if (problem === undefined) return;
  console.error(problem);
  process.exit(1);
}

function compareVersions(a, b) {
  const [x, y] = [a, b].map((version) =>
    version
      .replace(/^v/, '')
      .split('.')
      .map((part) => Number.parseInt(part, 10) || 0),
  );
  for (let i = 0; i < 3; i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
