import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What is worth compressing: JSON, CSV, SVG, HTML and the app's scripts; never an event stream. */
export const COMPRESSIBLE =
  /^(application\/(json|problem\+json|javascript)|text\/(csv|html|css|javascript)|image\/svg\+xml)\b/;

/**
 * Answers over 4 KB leave compressed (brotli or gzip) for a client that accepts it. An answer that
 * already carries its encoding (a published bulletin's bytes, compressed once) leaves as it is.
 * Request bodies are never decompressed: what a client sends is read as sent.
 *
 * Registered after the read cache and conditional GET: its hook on each route runs after theirs,
 * so they see the answer as written, and a 304 is never compressed.
 */
export default fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 4096,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
});
