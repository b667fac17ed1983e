import { apiTokenInputSchema, apiTokenSchema, createdApiTokenSchema } from '@bora/shared/api-token';
import { problemSchema } from '@bora/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../core/viewer.ts';
import { Forbidden, NotAuthenticated } from '../../lib/errors.ts';
import { tagged, writeIfCurrent } from '../../lib/etag.ts';
import { idParams, writeProblems } from '../../lib/route-schemas.ts';
import { privateAnswers } from '../../plugins/cache-control.ts';
import { createToken, listTokens, revokeToken, tokensTarget } from './service.ts';

const tags = ['users'];

/** The signed-in user's API keys for machine clients (`Authorization: Token <key>`). */
const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(privateAnswers);
  const signedIn = (request: { user: { id: number } | null }) => {
    if (!request.user) throw new NotAuthenticated();
    return request.user.id;
  };

  app.get(
    '/api/users/me/tokens/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Your API keys (never the keys themselves)',
        description: 'With an ETag, which revoking a key takes as `If-Match`.',
        response: { 200: z.array(apiTokenSchema), 401: writeProblems[401] },
      },
    },
    async (request, reply) => tagged(reply, await listTokens(app.db, signedIn(request))),
  );

  app.post(
    '/api/users/me/tokens/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Create an API key; the answer is the only time the key is shown',
        description: 'Only from a signed-in browser session: a key cannot mint more keys.',
        body: apiTokenInputSchema,
        response: { 201: createdApiTokenSchema, ...writeProblems },
      },
    },
    async (request, reply) => {
      const userId = signedIn(request);
      if (request.user?.via !== 'session')
        throw new Forbidden('API keys are created from a signed-in session.');
      return reply.code(201).send(await createToken(app.db, userId, request.body, actorOf(request)));
    },
  );

  app.delete(
    '/api/users/me/tokens/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Revoke one of your API keys',
        description:
          'With `If-Match`, only while your keys are as read (the ETag of the list): else 412 with the current ETag, and nothing changes.',
        params: idParams,
        response: { 204: z.null(), ...writeProblems, 412: problemSchema },
      },
    },
    async (request, reply) => {
      const userId = signedIn(request);
      await writeIfCurrent(app.db, request, tokensTarget(userId), (tx) =>
        revokeToken(tx, userId, request.params.id, actorOf(request)),
      );
      return reply.code(204).send(null);
    },
  );
};

export default apiTokenRoutes;
