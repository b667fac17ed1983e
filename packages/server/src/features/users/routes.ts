import { problemSchema } from '@bora/shared/problem';
import { changePasswordBodySchema, meSchema } from '@bora/shared/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotAuthenticated } from '../../lib/errors.ts';
import { toMe } from '../auth/authenticated-user.ts';
import { changeOwnPassword } from './service.ts';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/me/',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        description: 'Answers 401 when the request carries no valid session or token.',
        response: { 200: meSchema, 401: problemSchema },
      },
    },
    async (request) => {
      if (!request.user) throw new NotAuthenticated();
      return toMe(request.user);
    },
  );

  app.post(
    '/api/users/me/password/',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the signed-in user’s password',
        description: 'Other sessions of the user end; the current one stays signed in.',
        body: changePasswordBodySchema,
        response: { 204: z.null(), 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new NotAuthenticated();
      const { old_password, new_password } = request.body;
      await changeOwnPassword(app.db, user.id, old_password, new_password, request.sessionId, {
        id: user.id,
        username: user.username,
      });
      return reply.code(204).send(null);
    },
  );
};

export default userRoutes;
