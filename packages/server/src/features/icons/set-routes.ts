import { iconSetInputSchema, iconSetSchema } from '@bora/shared/icon';
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
import { listIconSets } from './set-repository.ts';
import { toIconSet } from './set-serialize.ts';
import {
  changeIconSet,
  createIconSet,
  getIconSetView,
  ICON_SET,
  iconSetInUse,
  iconSetTarget,
  removeIconSet,
} from './set-service.ts';

const tags = ['icon sets'];
const idFilter = idParamSchema;

const iconSetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/icon-sets/',
    {
      config: { access: 'anyone', readCache: ['icon_sets', 'authorities', 'icons'] },
      schema: {
        tags,
        summary: 'List icon sets',
        querystring: listQuerySchema.extend({
          authority: idFilter.optional(),
          is_reference: booleanParam.optional(),
        }),
        response: { 200: pageSchema(iconSetSchema), 400: writeProblems[400] },
      },
    },
    async (request) => {
      const { authority, is_reference } = request.query;
      const { count, rows } = await listIconSets(app.db, request.query, {
        authority,
        isReference: is_reference,
      });
      return pageOf(request.url, request.query, count, rows.map(toIconSet));
    },
  );

  app.post(
    '/api/icon-sets/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'Create an icon set (staff, or a manager of the owning authority; national: staff)',
        body: iconSetInputSchema,
        response: { 201: iconSetSchema, ...writeProblems },
      },
    },
    async (request, reply) => {
      const row = await createIconSet(app.db, request.body, viewerOf(request), actorOf(request));
      return reply.code(201).send(toIconSet(row));
    },
  );

  app.get(
    '/api/icon-sets/:id/',
    {
      config: { access: 'anyone' },
      schema: {
        tags,
        summary: 'One icon set',
        params: idParams,
        response: { 200: iconSetSchema, ...readProblems },
      },
    },
    async (request, reply) => tagged(reply, toIconSet(await getIconSetView(app.db, request.params.id))),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/icon-sets/:id/',
      config: { access: 'manager' },
      schema: {
        tags,
        summary: method === 'PUT' ? 'Replace an icon set' : 'Change some fields of an icon set',
        params: idParams,
        body: method === 'PUT' ? iconSetInputSchema : patchOf(iconSetInputSchema),
        response: { 200: iconSetSchema, ...writeProblems },
      },
      handler: async (request, reply) => {
        const { id } = request.params;
        const row = await writeIfCurrent(app.db, request, iconSetTarget(id), (tx) =>
          changeIconSet(tx, id, request.body, viewerOf(request), actorOf(request)),
        );
        return tagged(reply, toIconSet(row));
      },
    });
  }

  app.delete(
    '/api/icon-sets/:id/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'Delete an icon set with its icons; 409 while a bulletin type uses it',
        params: idParams,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await writeIfCurrent(app.db, request, iconSetTarget(id), (tx) =>
        removeIconSet(tx, id, viewerOf(request), actorOf(request)),
      );
      return reply.code(204).send(null);
    },
  );

  deleteCheckRoute(app, {
    url: '/api/icon-sets/:id/',
    access: 'manager',
    tags,
    what: 'an icon set',
    refusal: (id, request) => iconSetInUse(app.db, id, viewerOf(request)),
  });

  historyRoute(app, { url: '/api/icon-sets/:id/', tags, of: ICON_SET });
};

export default iconSetRoutes;
