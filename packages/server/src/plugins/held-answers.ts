import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { writeKept } from '../lib/kept-answer.ts';
import { withinAnonymousLimit } from './anonymous-rate-limit.ts';
import { publicApiHeaders } from './security-headers.ts';

/**
 * The front door of the answers kept in memory. A public route that keeps its answers as bytes
 * names them in its config (`heldAnswer`); when one is held, it is sent here, with the public API's
 * security headers, before the work every other request goes through (cookies, sign-in, access,
 * CSRF, caches): a public route reads no credential and its kept answer needs none of it.
 * The anonymous rate limit still counts the request first; past it, the request goes the usual
 * way and is refused there with its 429.
 */
export default fp(async function heldAnswers(app: FastifyInstance) {
  const security = publicApiHeaders(app.config);
  app.addHook('onRequest', (request, reply, done) => {
    const kept = request.routeOptions.config.heldAnswer;
    if (!kept || request.method !== 'GET') return done();
    const answer = kept.find(request);
    if (!answer || !withinAnonymousLimit(app, request)) return done();
    // Sent from the hook, the request ends here: `done` is not called, and Fastify lets the reply
    // go (its onResponse hooks and its log of the request still run).
    reply.hijack();
    writeKept(request, reply.raw, answer, kept.maxAge, { vary: kept.vary }, security);
  });
});
