import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * An answer a shared cache may keep (`Cache-Control: public`: icon pictures, logos, the app's
 * files) never carries a cookie: a cache would hand it to everyone. This holds whatever set
 * the cookie (the CSRF cookie a new browser gets is simply given on its next private answer).
 */
export default fp(async function cacheControl(app: FastifyInstance) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string' && /\bpublic\b/.test(cacheControl)) reply.removeHeader('set-cookie');
    done(null, payload);
  });
});

/**
 * Registered by a feature whose answers are about people and their credentials (users, API
 * keys): no cache, not even the browser's, keeps them.
 */
export const privateAnswers = fp(async function privateAnswers(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
});
