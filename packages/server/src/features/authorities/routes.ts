import {
  authorityInputSchema,
  authorityKindSchema,
  authoritySchema,
  memberInputSchema,
  memberSchema,
  membershipRoleSchema,
} from '@bora/shared/authority';
import { idParamSchema } from '@bora/shared/id';
import { listQuerySchema, pageSchema } from '@bora/shared/pagination';
import { patchOf } from '@bora/shared/patch';
import { canSeeMembers } from '@bora/shared/permissions';
import { problemSchema } from '@bora/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historyRoute } from '../../core/history-route.ts';
import { actorOf, demand, viewerOf } from '../../core/viewer.ts';
import { deleteCheckRoute } from '../../lib/delete-check.ts';
import { NotFound } from '../../lib/errors.ts';
import { tagged, writeIfCurrent } from '../../lib/etag.ts';
import { pageOf } from '../../lib/listing.ts';
import { idParams, readProblems, writeProblems } from '../../lib/route-schemas.ts';
import { sendSvg } from '../../lib/svg-response.ts';
import { singleFile } from '../../lib/upload.ts';
import { listAuthorities, listMembers } from './repository.ts';
import { toAuthority } from './serialize.ts';
import {
  AUTHORITY,
  AUTHORITY_ENTITY,
  authorityInUse,
  authorityTarget,
  changeAuthority,
  changeMemberRole,
  clearAuthorityLogo,
  createAuthority,
  getAuthority,
  MEMBER_ENTITY,
  membersTarget,
  putMember,
  removeAuthority,
  removeMember,
  setAuthorityLogo,
} from './service.ts';

const tags = ['authorities'];
const memberParams = idParams.extend({ userId: idParamSchema });
const MEMBERS_IF_MATCH =
  'With `If-Match`, only while the members are as read (the ETag of `GET …/members/`): else 412 with the current ETag, and nothing changes.';

const authorityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/authorities/',
    {
      config: { access: 'anyone', readCache: ['authorities'] },
      schema: {
        tags,
        summary: 'List authorities',
        querystring: listQuerySchema.extend({ kind: authorityKindSchema.optional() }),
        response: { 200: pageSchema(authoritySchema), 400: writeProblems[400] },
      },
    },
    async (request) => {
      const { count, rows } = await listAuthorities(app.db, request.query, { kind: request.query.kind });
      return pageOf(request.url, request.query, count, rows.map(toAuthority));
    },
  );

  app.post(
    '/api/authorities/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Create an authority (staff)',
        body: authorityInputSchema,
        response: { 201: authoritySchema, ...writeProblems },
      },
    },
    async (request, reply) => {
      const row = await createAuthority(app.db, request.body, actorOf(request));
      return reply.code(201).send(toAuthority(row));
    },
  );

  app.get(
    '/api/authorities/:id/',
    {
      config: { access: 'anyone' },
      schema: {
        tags,
        summary: 'One authority',
        params: idParams,
        response: { 200: authoritySchema, ...readProblems },
      },
    },
    async (request, reply) => tagged(reply, toAuthority(await getAuthority(app.db, request.params.id))),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/authorities/:id/',
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          method === 'PUT' ? 'Replace an authority (staff)' : 'Change some fields of an authority (staff)',
        params: idParams,
        body: method === 'PUT' ? authorityInputSchema : patchOf(authorityInputSchema),
        response: { 200: authoritySchema, ...writeProblems },
      },
      handler: async (request, reply) => {
        const { id } = request.params;
        const row = await writeIfCurrent(app.db, request, authorityTarget(id), (tx) =>
          changeAuthority(tx, id, request.body, actorOf(request)),
        );
        return tagged(reply, toAuthority(row));
      },
    });
  }

  app.delete(
    '/api/authorities/:id/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Delete an authority (staff); 409 while it still owns objects',
        params: idParams,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await writeIfCurrent(app.db, request, authorityTarget(id), (tx) =>
        removeAuthority(tx, id, actorOf(request)),
      );
      return reply.code(204).send(null);
    },
  );

  deleteCheckRoute(app, {
    url: '/api/authorities/:id/',
    access: 'staff',
    tags,
    what: 'an authority',
    refusal: (id) => authorityInUse(app.db, id),
  });

  historyRoute(app, {
    url: '/api/authorities/:id/',
    tags,
    of: AUTHORITY,
    // Member changes only for those who may see the members.
    entities: (viewer, id) =>
      canSeeMembers(viewer, id) ? [AUTHORITY_ENTITY, MEMBER_ENTITY] : [AUTHORITY_ENTITY],
  });

  app.get(
    '/api/authorities/:id/logo/',
    {
      config: { access: 'anyone' },
      schema: { tags, summary: 'The authority’s logo (SVG)', params: idParams },
    },
    async (request, reply) => {
      const row = await getAuthority(app.db, request.params.id);
      if (!row.logoSvg) throw new NotFound('This authority has no logo.');
      return sendSvg(reply, row.logoSvg);
    },
  );

  app.put(
    '/api/authorities/:id/logo/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Upload the logo (staff): multipart/form-data with an SVG in the part `logo`',
        params: idParams,
        response: {
          200: z.object({ authority: authoritySchema, removed: z.array(z.string()) }),
          ...writeProblems,
        },
      },
    },
    async (request) => {
      await getAuthority(app.db, request.params.id);
      const { file } = await singleFile(request, 'logo');
      const { id } = request.params;
      const removed = await writeIfCurrent(app.db, request, authorityTarget(id), (tx) =>
        setAuthorityLogo(tx, id, file, actorOf(request)),
      );
      return { authority: toAuthority(await getAuthority(app.db, request.params.id)), removed };
    },
  );

  app.delete(
    '/api/authorities/:id/logo/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Remove the logo (staff)',
        params: idParams,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await writeIfCurrent(app.db, request, authorityTarget(id), (tx) =>
        clearAuthorityLogo(tx, id, actorOf(request)),
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/authorities/:id/members/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Members and their roles (staff and the authority’s own members)',
        description:
          'With an ETag, the version a change of a member (`POST`, and `PATCH` or `DELETE` of `…/members/{userId}/`) takes as `If-Match`.',
        params: idParams,
        response: { 200: z.array(memberSchema), ...writeProblems },
      },
    },
    async (request, reply) => {
      await getAuthority(app.db, request.params.id);
      demand(
        request,
        canSeeMembers(viewerOf(request), request.params.id),
        'Only staff and members see the members.',
      );
      return tagged(reply, await listMembers(app.db, request.params.id));
    },
  );

  app.post(
    '/api/authorities/:id/members/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Add an existing user, or change their role (staff)',
        description: MEMBERS_IF_MATCH,
        params: idParams,
        body: memberInputSchema,
        response: { 200: z.array(memberSchema), ...writeProblems, 412: problemSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await writeIfCurrent(app.db, request, membersTarget(id), (tx) =>
        putMember(tx, id, request.body.username, request.body.role, actorOf(request)),
      );
      return tagged(reply, await listMembers(app.db, id));
    },
  );

  app.patch(
    '/api/authorities/:id/members/:userId/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Change a member’s role (staff)',
        description: MEMBERS_IF_MATCH,
        params: memberParams,
        body: z.object({ role: membershipRoleSchema }),
        response: { 200: z.array(memberSchema), ...writeProblems, 412: problemSchema },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      await writeIfCurrent(app.db, request, membersTarget(id), (tx) =>
        changeMemberRole(tx, id, userId, request.body.role, actorOf(request)),
      );
      return tagged(reply, await listMembers(app.db, id));
    },
  );

  app.delete(
    '/api/authorities/:id/members/:userId/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Remove a member (staff)',
        description: MEMBERS_IF_MATCH,
        params: memberParams,
        response: { 204: z.null(), ...writeProblems, 412: problemSchema },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      await writeIfCurrent(app.db, request, membersTarget(id), (tx) =>
        removeMember(tx, id, userId, actorOf(request)),
      );
      return reply.code(204).send(null);
    },
  );
};

export default authorityRoutes;
