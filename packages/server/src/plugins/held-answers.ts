import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendKept } from '../lib/kept-answer.ts';
import { withinAnonymousLimit } from './anonymous-rate-limit.ts';

/**
 * The front door of the answers kept in memory. A public route that keeps its answers as bytes
 * names them in its config (`heldAnswer`); when one is held, it is sent here, right after the
 * security headers and before the work every other request goes through (cookies, sign-in,
 * access, CSRF, caches): a public route reads no credential and its kept answer needs none of it.
 * The anonymous rate limit still counts the request first; past it, the request goes the usual
 * way and is refused there with its 429.
 */
export default fp(async function heldAnswers(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    const kept = request.routeOptions.config.heldAnswer;
    if (!kept || request.method !== 'GET') return done();
    const answer = kept.find(request);
    if (!answer || !withinAnonymousLimit(app, request)) return done();
    // Sent from the hook, the request ends here: `done` is not called.
    void sendKept(request, reply, answer, kept.maxAge, { vary: kept.vary });
  });
});
