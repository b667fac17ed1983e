import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { distDir, freshManifest, readBuilt } from './built-app.ts';

describe('the build’s compressed copies', () => {
  const manifest = freshManifest();
  const files = [
    ...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])),
  ].filter((file) => /\.(js|css)$/.test(file) && readBuilt(file).length >= 1024);

  it('has a brotli and a gzip copy of every script and stylesheet, each the same bytes unpacked', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const original = readBuilt(file);
      expect(existsSync(path.join(distDir, `${file}.br`)), `${file}.br`).toBe(true);
      expect(brotliDecompressSync(readBuilt(`${file}.br`)).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(readBuilt(`${file}.gz`)).equals(original), `${file}.gz`).toBe(true);
    }
  });
});
