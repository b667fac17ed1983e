import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildStale } from '../../../scripts/web-build.mjs';

export const distDir = fileURLToPath(new URL('../dist', import.meta.url));

export type Chunk = { file: string; name?: string; imports?: string[]; isEntry?: boolean; css?: string[] };
export type Manifest = Record<string, Chunk>;

/**
 * The manifest of the web app's current build. Throws when there is none, or when the sources
 * changed since it was made: a check of an old build would measure the wrong app.
 */
export function freshManifest(): Manifest {
  if (webBuildStale()) {
    throw new Error(
      'The web app is not built, or its sources changed since it was: run `npm run build` first (`npm test` does).',
    );
  }
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunk and every chunk it imports statically, which the browser loads before it runs. */
export function staticClosure(manifest: Manifest, key: string): Chunk[] {
  const seen = new Set<string>();
  const visit = (at: string) => {
    if (seen.has(at)) return;
    const chunk = manifest[at];
    if (!chunk) throw new Error(`The manifest has no chunk ${at}.`);
    seen.add(at);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen].map((at) => manifest[at] as Chunk);
}

export function readBuilt(file: string): Buffer {
  return readFileSync(path.join(distDir, file));
}
