import { idParamSchema } from '@bora/shared/id';
import { booleanParam, listQuerySchema, pageSchema } from '@bora/shared/pagination';
import { patchOf } from '@bora/shared/patch';
import { problemSchema } from '@bora/shared/problem';
import {
  changePasswordBodySchema,
  membershipsInputSchema,
  meSchema,
  temporaryPasswordSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
} from '@bora/shared/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toMe } from '../../core/authenticated-user.ts';
import { historyOf } from '../../core/history.ts';
import { actorOf, viewerOf } from '../../core/viewer.ts';
import { NotAuthenticated } from '../../lib/errors.ts';
import { tagged, writeIfCurrent } from '../../lib/etag.ts';
import { pageOf } from '../../lib/listing.ts';
import { historySchema, idParams, writeProblems } from '../../lib/route-schemas.ts';
import { privateAnswers } from '../../plugins/cache-control.ts';
import {
  adminCreateUser,
  changeUser,
  getUser,
  setMemberships,
  setTemporaryPassword,
  userAnswer,
  userTarget,
} from './admin-service.ts';
import { listUsers, membershipsOfUsers } from './repository.ts';
import { toUser } from './serialize.ts';
import { changeOwnPassword } from './service.ts';

const tags = ['users'];

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/me/',
    {
      config: { access: 'signed-in' },
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
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: 'Change the signed-in user’s password',
        description:
          'Other sessions of the user end; the current one stays signed in. With `revoke_api_keys: true` the user’s API keys are revoked too. A wrong current password counts as a failed sign-in (429 with Retry-After when there were too many).',
        body: changePasswordBodySchema,
        response: {
          204: z.null(),
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          429: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new NotAuthenticated();
      const { old_password, new_password, revoke_api_keys = false } = request.body;
      await changeOwnPassword(
        app.db,
        {
          userId: user.id,
          oldPassword: old_password,
          newPassword: new_password,
          sessionId: request.sessionId,
          address: request.ip,
          revokeApiKeys: revoke_api_keys,
        },
        { id: user.id, username: user.username },
      );
      return reply.code(204).send(null);
    },
  );
};

/** The users admin: staff only, and the only answers that carry e-mail addresses. */
const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const operator = (request: FastifyRequest) => ({ actor: actorOf(request), sessionId: request.sessionId });

  app.get(
    '/api/users/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'List users (staff)',
        querystring: listQuerySchema.extend({
          is_staff: booleanParam.optional(),
          is_active: booleanParam.optional(),
          authority: idParamSchema.optional(),
        }),
        response: { 200: pageSchema(userSchema), ...writeProblems },
      },
    },
    async (request) => {
      const { is_staff, is_active, authority } = request.query;
      const { count, rows } = await listUsers(app.db, request.query, { is_staff, is_active, authority });
      const memberships = await membershipsOfUsers(
        app.db,
        rows.map((r) => r.id),
      );
      return pageOf(
        request.url,
        request.query,
        count,
        rows.map((r) => toUser(r, memberships.get(r.id) ?? [])),
      );
    },
  );

  app.post(
    '/api/users/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Create a user (staff)',
        body: userCreateSchema,
        response: { 201: userSchema, ...writeProblems },
      },
    },
    async (request, reply) => {
      const row = await adminCreateUser(app.db, request.body, actorOf(request));
      return reply.code(201).send(await userAnswer(app.db, row.id));
    },
  );

  app.get(
    '/api/users/:id/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'One user (staff)',
        params: idParams,
        response: { 200: userSchema, ...writeProblems },
      },
    },
    async (request, reply) => tagged(reply, await userAnswer(app.db, request.params.id)),
  );

  app.patch(
    '/api/users/:id/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Change name, e-mail, staff or active flag (staff)',
        description:
          'Deactivating a user ends their sessions and revokes their API keys. Staff cannot deactivate or un-staff themselves. ' +
          'There is no delete: deactivate instead.',
        params: idParams,
        body: patchOf(userUpdateSchema),
        response: { 200: userSchema, ...writeProblems },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await writeIfCurrent(app.db, request, userTarget(id), (tx) =>
        changeUser(tx, id, request.body, operator(request)),
      );
      return tagged(reply, await userAnswer(app.db, id));
    },
  );

  app.post(
    '/api/users/:id/password/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Set a temporary password (staff); the user’s sessions end and their API keys are revoked',
        params: idParams,
        body: temporaryPasswordSchema,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      await setTemporaryPassword(app.db, request.params.id, request.body.password, operator(request));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/users/:id/memberships/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Replace all the user’s memberships (staff)',
        description:
          'With `If-Match`, only while the user is as read (the ETag of `GET /api/users/{id}/`, which shows the memberships): else 412 with the current ETag, and nothing changes.',
        params: idParams,
        body: membershipsInputSchema,
        response: { 200: userSchema, ...writeProblems, 412: problemSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await writeIfCurrent(app.db, request, userTarget(id), (tx) =>
        setMemberships(tx, id, request.body, actorOf(request)),
      );
      return tagged(reply, await userAnswer(app.db, id));
    },
  );

  app.get(
    '/api/users/:id/history/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Recorded changes of a user (staff)',
        params: idParams,
        response: { 200: historySchema, ...writeProblems },
      },
    },
    async (request) => {
      await getUser(app.db, request.params.id);
      return historyOf(app.db, 'user', request.params.id, viewerOf(request));
    },
  );
};

const allUserRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(privateAnswers);
  await app.register(userRoutes);
  await app.register(userAdminRoutes);
};

export default allUserRoutes;
