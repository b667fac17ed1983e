import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { holdsVersion, weakTag } from '../lib/etag.ts';

/**
 * Every successful API read carries an entity tag (its own, or a weak one over the answer), and a
 * client that already holds that version gets `304 Not Modified` without the body.
 */
export default fp(async function conditionalGet(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => done(null, answered(request, reply, payload)));
});

/** The payload to send: the same, or nothing with 304 when the client holds this version. */
function answered(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200 || !request.url.startsWith('/api/')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  let tag = reply.getHeader('etag');
  if (typeof tag !== 'string') {
    tag = weakTag(payload);
    reply.header('etag', tag);
  }
  if (holdsVersion(request.headers['if-none-match'], tag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  }
  return payload;
}
