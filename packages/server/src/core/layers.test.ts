import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Layers point one way: features use the core (sessions, the viewer, audit, accounts), `lib`,
 * `plugins` and `db`; none of those imports a feature, so a feature can change without
 * breaking the ground the others stand on.
 */
const src = fileURLToPath(new URL('..', import.meta.url));
const LOWER_LAYERS = ['core', 'lib', 'plugins', 'db'];
const SELF_CONTAINED = ['icons'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) =>
    path.relative(src, path.resolve(path.dirname(file), m[1] ?? '')),
  );
}

describe('the layers of the server', () => {
  it.each(LOWER_LAYERS)('%s/ imports no feature', (layer) => {
    const offending = sourceFiles(path.join(src, layer)).flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(`features${path.sep}`))
        .map((target) => `${path.relative(src, file)} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  // Icons and their sets are one feature: an icon needs its set's owner, a set's deletion
  // unmaps its icons. Once they were two that imported each other's internals.
  it.each(SELF_CONTAINED)(
    'features/%s imports no other feature and no other feature imports it',
    (feature) => {
      const features = path.join(src, 'features');
      const inside = (target: string) => target.startsWith(path.join('features', feature) + path.sep);
      const outgoing = sourceFiles(path.join(features, feature)).flatMap((file) =>
        importsOf(file)
          .filter((target) => target.startsWith(`features${path.sep}`) && !inside(target))
          .map((target) => `${path.relative(src, file)} → ${target}`),
      );
      const incoming = readdirSync(features)
        .filter((name) => name !== feature)
        .flatMap((name) => sourceFiles(path.join(features, name)))
        .flatMap((file) =>
          importsOf(file)
            .filter(inside)
            .map((target) => `${path.relative(src, file)} → ${target}`),
        );
      expect([...outgoing, ...incoming]).toEqual([]);
    },
  );

  it('finds the imports it checks', () => {
    // A guard that read nothing would pass whatever the code did.
    expect(importsOf(path.join(src, 'core', 'viewer.ts'))).toContain(
      path.join('core', 'authenticated-user.ts'),
    );
  });
});
