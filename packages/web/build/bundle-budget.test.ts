import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type Chunk, freshManifest, readBuilt, staticClosure } from './built-app.ts';

/**
 * The most gzip JavaScript a first visit may fetch before the app can render (kB of 1000 bytes).
 * 150 when the entry was 147; the routes of the distribution and subscription screens took it to
 * 150.2. The next screens look for what the first page can do without before raising it again.
 */
const ENTRY_BUDGET_KB = 152;
/** Libraries the Home screen and the shell must do without; vite.config.ts names their chunks. */
const KEPT_OUT = ['zod', 'popover'];

const gzipKb = (chunks: Chunk[]) =>
  chunks.reduce((sum, chunk) => sum + gzipSync(readBuilt(chunk.file), { level: 9 }).length, 0) / 1000;

describe('the bundle a first visit loads', () => {
  const manifest = freshManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const homeKey = 'src/features/home/home-screen.tsx';

  it(`keeps the entry and its static imports within ${ENTRY_BUDGET_KB} kB of gzip`, () => {
    expect(entryKey, 'the build has no entry chunk').toBeDefined();
    const entry = staticClosure(manifest, entryKey as string);
    const size = gzipKb(entry);
    expect(
      size,
      `entry JS is ${size.toFixed(1)} kB gzip (${entry.map((chunk) => chunk.file).join(', ')})`,
    ).toBeLessThanOrEqual(ENTRY_BUDGET_KB);
  });

  it.each(KEPT_OUT)('loads %s neither with the entry nor with the Home screen', (library) => {
    const names = Object.values(manifest).map((chunk) => chunk.name);
    expect(names, `no chunk named ${library}: check the groups in vite.config.ts`).toContain(library);
    for (const key of [entryKey as string, homeKey]) {
      const loaded = staticClosure(manifest, key).map((chunk) => chunk.name);
      expect(loaded, `${key} loads ${library} up front`).not.toContain(library);
    }
  });
});
