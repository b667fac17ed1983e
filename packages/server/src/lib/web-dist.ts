import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { versionString } from '@bora/shared/version';

/** Where the web app's production build lives. */
export const webDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const indexFile = path.join(webDistDir, 'index.html');
const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');

export function webAppBuilt(): boolean {
  return existsSync(indexFile);
}

/** Reads a file of the build again only when it changed, so a rebuild needs no restart. */
function cachedRead<T>(file: string, parse: (text: string) => T, empty: T): () => T {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    if (!existsSync(file)) return empty;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

/** The built `index.html`, or null before the first build. */
export const builtIndexHtml = cachedRead<string | null>(indexFile, (text) => text, null);

/** The version string the built app shows in its footer (its hash is in index.html's `bora-build`). */
export function builtVersion(): string {
  const found = /<meta name="bora-build" content="([^"]+)"/.exec(builtIndexHtml() ?? '');
  return versionString(found?.[1]);
}

type Manifest = Record<string, { file: string; css?: string[]; isEntry?: boolean }>;

const builtManifest = cachedRead<Manifest>(manifestFile, (text) => JSON.parse(text) as Manifest, {});

/** The built app's stylesheets, so the server's own pages share its look. */
export function appStylesheets(): string[] {
  return Object.values(builtManifest())
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.css ?? [])
    .map((css) => `/${css}`);
}

/** The address of Bootstrap Italia's icon sprite as the app serves it, or null before a build. */
export function appSprites(): string | null {
  const [, chunk] =
    Object.entries(builtManifest()).find(([source]) =>
      source.endsWith('bootstrap-italia/dist/svg/sprites.svg'),
    ) ?? [];
  return chunk ? `/${chunk.file}` : null;
}
