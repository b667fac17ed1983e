import { APP_VERSION } from '@bora/shared/version';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { openToAnyone } from './access.ts';

/** OpenAPI 3.1 generated from the routes' zod schemas: `/api/schema/` and the docs at `/api/docs/`. */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bora API',
        version: APP_VERSION,
        description:
          'Forecast bulletins and reference data. Browser clients authenticate with the session cookie and echo the `csrftoken` cookie in `X-CSRFToken` on unsafe methods; machine clients send `Authorization: Token <key>`. Errors are RFC 9457 problem+json.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key>' },
        },
      },
      security: [{ session: [] }, { token: [] }],
    },
    transform: jsonSchemaTransform,
    // Schemas given an id (`.meta({ id })`, e.g. the recursive menu entry) become components.
    transformObject: jsonSchemaTransformObject,
  });
});

/** Registered after the routes, so the generated document includes them all. */
export const openapiDocs = fp(async function openapiDocs(app: FastifyInstance) {
  app.get('/api/schema/', { schema: { hide: true }, config: { access: 'anyone' } }, async () =>
    app.swagger(),
  );
  await app.register(async (docs) => {
    openToAnyone(docs);
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { url: '/api/schema/', deepLinking: true },
    });
  });
});
