import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the web app's production build lives. */
export const webDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export function webAppBuilt(): boolean {
  return existsSync(path.join(webDistDir, 'index.html'));
}

type Manifest = Record<string, { file: string; css?: string[]; isEntry?: boolean }>;

let cached: string[] | undefined;

/** The built app's stylesheets, so the server's own pages share its look. */
export function appStylesheets(): string[] {
  if (cached) return cached;
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  cached = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.css ?? [])
    .map((css) => `/${css}`);
  return cached;
}
