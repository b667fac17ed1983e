import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationFailed } from '../lib/errors.ts';
import { unstorableText } from '../lib/stored-text.ts';

/**
 * Refuses, on every route and before any schema or handler sees it, a body or query holding
 * text the database cannot store (a NUL, half a surrogate pair): no route can forget the rule.
 * Path parameters are left to their own schemas (ids: anything but digits is a 404), and
 * multipart fields are checked where they are read (lib/upload.ts).
 */
export default fp(async function textGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const inBody = unstorableText(request.body);
    if (Object.keys(inBody).length) return done(new ValidationFailed(inBody));
    const inQuery = unstorableText(request.query);
    if (Object.keys(inQuery).length) return done(new ValidationFailed(inQuery, 'Invalid querystring.'));
    done();
  });
});
