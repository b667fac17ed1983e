import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import spa from './spa.ts';

const script = `export const greeting = ${JSON.stringify('ciao '.repeat(400))};\n`;
const stylesheet = `.bora { color: #06c; }\n${'.x { margin: 0 }\n'.repeat(200)}`;

let dist: string;
let app: FastifyInstance;

/** A build folder as the web app's build leaves it: hashed assets with their .br and .gz copies. */
function writeBuild(dir: string) {
  const assets = path.join(dir, 'assets');
  mkdirSync(assets, { recursive: true });
  for (const [name, content] of [
    ['index-abc123.js', script],
    ['index-abc123.css', stylesheet],
  ] as const) {
    writeFileSync(path.join(assets, name), content);
    writeFileSync(path.join(assets, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(assets, `${name}.gz`), gzipSync(content));
  }
  // Too small to be worth compressing: the build writes no copies.
  writeFileSync(path.join(assets, 'tiny-def456.js'), 'export {};\n');
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'bora-spa-'));
  writeBuild(dist);
  app = Fastify();
  await app.register(spa, { root: dist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string) {
  return app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

describe('compressed assets', () => {
  it('sends brotli to a browser that takes it, with the type of the original file', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends gzip when that is all the browser takes, or what it prefers', async () => {
    for (const accepted of ['gzip', 'gzip;q=1, br;q=0.5']) {
      const response = await get('/assets/index-abc123.css', accepted);
      expect(response.headers['content-encoding'], accepted).toBe('gzip');
      expect(response.headers['content-type'], accepted).toMatch(/^text\/css/);
      expect(response.headers.vary, accepted).toMatch(/accept-encoding/i);
      expect(gunzipSync(response.rawPayload).toString(), accepted).toBe(stylesheet);
    }
  });

  it('sends the file as it is to a client that takes no encoding, still saying it varies', async () => {
    for (const accepted of [undefined, 'identity']) {
      const response = await get('/assets/index-abc123.js', accepted);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(script);
    }
  });

  it('sends a file that has no compressed copy as it is', async () => {
    const response = await get('/assets/tiny-def456.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {};\n');
  });
});
