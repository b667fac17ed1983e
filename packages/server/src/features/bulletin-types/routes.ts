import { bulletinTypeInputSchema, bulletinTypeSchema } from '@bora/shared/bulletin-type';
import { idParamSchema } from '@bora/shared/id';
import { booleanParam, listQuerySchema, pageSchema } from '@bora/shared/pagination';
import { patchOf } from '@bora/shared/patch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historyRoute } from '../../core/history-route.ts';
import { actorOf, viewerOf } from '../../core/viewer.ts';
import { deleteCheckRoute } from '../../lib/delete-check.ts';
import { tagged, writeIfCurrent } from '../../lib/etag.ts';
import { pageOf } from '../../lib/listing.ts';
import { idParams, readProblems, writeProblems } from '../../lib/route-schemas.ts';
import { listBulletinTypes } from './repository.ts';
import { toBulletinType } from './serialize.ts';
import {
  BULLETIN_TYPE,
  bulletinTypeInUse,
  bulletinTypeTarget,
  changeBulletinType,
  createBulletinType,
  getBulletinType,
  removeBulletinType,
} from './service.ts';

const tags = ['bulletin types'];
const idFilter = idParamSchema;

const bulletinTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bulletin-types/',
    {
      config: {
        access: 'anyone',
        readCache: [
          'bulletin_types',
          'authorities',
          'bulletin_type_data_types',
          'data_types',
          'bulletin_type_venues',
          'bulletin_type_rules',
        ],
      },
      schema: {
        tags,
        summary: 'List bulletin types',
        querystring: listQuerySchema.extend({
          authority: z.union([z.literal('national'), idFilter]).optional(),
          active: booleanParam.optional(),
          icon_set: idFilter.optional(),
        }),
        response: { 200: pageSchema(bulletinTypeSchema), 400: writeProblems[400] },
      },
    },
    async (request) => {
      const { authority, active, icon_set } = request.query;
      const { count, rows } = await listBulletinTypes(app.db, request.query, {
        authority,
        active,
        iconSet: icon_set,
      });
      return pageOf(request.url, request.query, count, rows.map(toBulletinType));
    },
  );

  app.post(
    '/api/bulletin-types/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'Create a bulletin type (staff, or a manager of the owning authority; national: staff)',
        body: bulletinTypeInputSchema,
        response: { 201: bulletinTypeSchema, ...writeProblems },
      },
    },
    async (request, reply) => {
      const row = await createBulletinType(app.db, request.body, viewerOf(request), actorOf(request));
      return reply.code(201).send(toBulletinType(row));
    },
  );

  app.get(
    '/api/bulletin-types/:id/',
    {
      config: { access: 'anyone' },
      schema: {
        tags,
        summary: 'One bulletin type with its ordered slots, data types and venues',
        params: idParams,
        response: { 200: bulletinTypeSchema, ...readProblems },
      },
    },
    async (request, reply) => tagged(reply, toBulletinType(await getBulletinType(app.db, request.params.id))),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/bulletin-types/:id/',
      config: { access: 'manager' },
      schema: {
        tags,
        summary:
          method === 'PUT'
            ? 'Replace a bulletin type'
            : 'Change some fields of a bulletin type (a list given replaces the stored one)',
        params: idParams,
        body: method === 'PUT' ? bulletinTypeInputSchema : patchOf(bulletinTypeInputSchema),
        response: { 200: bulletinTypeSchema, ...writeProblems },
      },
      handler: async (request, reply) => {
        const { id } = request.params;
        const row = await writeIfCurrent(app.db, request, bulletinTypeTarget(id), (tx) =>
          changeBulletinType(tx, id, request.body, viewerOf(request), actorOf(request)),
        );
        return tagged(reply, toBulletinType(row));
      },
    });
  }

  app.delete(
    '/api/bulletin-types/:id/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'Delete a bulletin type',
        params: idParams,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await writeIfCurrent(app.db, request, bulletinTypeTarget(id), (tx) =>
        removeBulletinType(tx, id, viewerOf(request), actorOf(request)),
      );
      return reply.code(204).send(null);
    },
  );

  deleteCheckRoute(app, {
    url: '/api/bulletin-types/:id/',
    access: 'manager',
    tags,
    what: 'a bulletin type',
    refusal: (id, request) => bulletinTypeInUse(app.db, id, viewerOf(request)),
  });

  historyRoute(app, { url: '/api/bulletin-types/:id/', tags, of: BULLETIN_TYPE });
};

export default bulletinTypeRoutes;
