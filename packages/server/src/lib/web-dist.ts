import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

type Manifest = Record<string, { file: string; css?: string[]; isEntry?: boolean }>;

/** The built app's stylesheets, so the server's own pages share its look. */
export const appStylesheets = cachedRead<string[]>(
  manifestFile,
  (text) =>
    Object.values(JSON.parse(text) as Manifest)
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => chunk.css ?? [])
      .map((css) => `/${css}`),
  [],
);
