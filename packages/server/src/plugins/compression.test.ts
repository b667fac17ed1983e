import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.ts';
import { COMPRESSIBLE } from './compression.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('compressed answers', () => {
  it('sends a large JSON answer compressed to a client that accepts it, the same JSON inside', async () => {
    const plain = await t.app.inject({ url: '/api/schema/' });
    const packed = await t.app.inject({ url: '/api/schema/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves a small answer as it is, and a 304 without a body', async () => {
    const small = await t.app.inject({ url: '/api/navbar/', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const big = await t.app.inject({ url: '/api/schema/', headers: { 'accept-encoding': 'br' } });
    const held = await t.app.inject({
      url: '/api/schema/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(big.headers.etag) },
    });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);
  });

  it('never touches a live event stream, which must flow as it is written', () => {
    expect(COMPRESSIBLE.test('text/event-stream; charset=utf-8')).toBe(false);
    expect(COMPRESSIBLE.test('application/json; charset=utf-8')).toBe(true);
    expect(COMPRESSIBLE.test('application/problem+json')).toBe(true);
  });
});
