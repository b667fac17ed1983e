import type { FastifyReply } from 'fastify';

/**
 * Sends a stored (already sanitised) SVG with a sandboxing CSP, so even a picture opened on its
 * own can run nothing; its URL carries a version, so it is cached for a year.
 */
export function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .type('image/svg+xml; charset=utf-8')
    .send(svg);
}
