import { MAX_UPLOAD_BYTES } from '@bora/shared/icon';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UnsupportedMediaType } from '../lib/errors.ts';

/**
 * What request bodies the API reads: JSON, and multipart/form-data on the calls that take files
 * (they declare no JSON body and read the parts themselves). A call that declares a JSON body
 * refuses multipart with 415, as it refuses a form (the form parser lives with the account
 * pages only): the two kinds of body another site's HTML form can send without asking.
 */
export default fp(async function bodyTypes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 500, fields: 50 } });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.schema?.body && request.isMultipart()) {
      return done(new UnsupportedMediaType('This call takes application/json.'));
    }
    done();
  });
});
