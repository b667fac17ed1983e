import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A client that changed something and asks the same server again sees its change: the answer to
 * a write leaves only once this server has heard the events the write caused, so no cache here
 * still holds what it replaced. (Other servers hear them moments later.) A safe method that
 * writes all the same (the logout link) says so with `config.writes`.
 */
export default fp(async function readYourWrites(app: FastifyInstance) {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (SAFE_METHODS.has(request.method) && !request.routeOptions.config.writes) return done(null, payload);
    app.events.settle().then(() => done(null, payload), done);
  });
});
