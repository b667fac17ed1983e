import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE, nodeVersionProblem } from './node-version.mjs';

describe('the Node.js Bora runs on', () => {
  it('is the minimum or any later one', () => {
    for (const version of ['22.12.0', '22.12.1', '22.13.0', '23.0.0', '24.21.0', 'v24.0.0', '100.0.0']) {
      expect(nodeVersionProblem(version), version).toBeUndefined();
    }
  });

  it('refuses an older one, saying which it needs and which it found', () => {
    // 22.9 is older than 22.12 although "9" sorts after "12" as text.
    for (const version of ['22.11.9', '22.9.0', '21.99.99', '20.20.2', '18.20.8', '3.0.0']) {
      expect(nodeVersionProblem(version), version).toContain(
        `needs Node.js 22.12.0 or later, and this is Node.js ${version}`,
      );
    }
    expect(nodeVersionProblem('v20.20.2', '/usr/bin/node')).toContain(
      'this is Node.js 20.20.2 (/usr/bin/node).',
    );
  });

  it('agrees with the engines field that npm reads', () => {
    const root = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect(`${root.engines.node}.0`).toBe(`>=${MINIMUM_NODE}`);
  });
});
