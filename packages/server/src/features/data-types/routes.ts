import { dataTypeInputSchema, dataTypeSchema, valueKindSchema } from '@bora/shared/data-type';
import { booleanParam, listQuerySchema, pageSchema } from '@bora/shared/pagination';
import { patchOf } from '@bora/shared/patch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historyRoute } from '../../core/history-route.ts';
import { actorOf } from '../../core/viewer.ts';
import { deleteCheckRoute } from '../../lib/delete-check.ts';
import { tagged, writeIfCurrent } from '../../lib/etag.ts';
import { pageOf } from '../../lib/listing.ts';
import { idParams, readProblems, writeProblems } from '../../lib/route-schemas.ts';
import { listDataTypes } from './repository.ts';
import { toDataType } from './serialize.ts';
import {
  changeDataType,
  createDataType,
  DATA_TYPE,
  dataTypeInUse,
  dataTypeTarget,
  getDataType,
  removeDataType,
} from './service.ts';

const tags = ['data types'];

const dataTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/data-types/',
    {
      config: { access: 'anyone', readCache: ['data_types'] },
      schema: {
        tags,
        summary: 'List data types',
        querystring: listQuerySchema.extend({
          value_kind: valueKindSchema.optional(),
          active: booleanParam.optional(),
        }),
        response: { 200: pageSchema(dataTypeSchema), 400: writeProblems[400] },
      },
    },
    async (request) => {
      const { value_kind, active } = request.query;
      const { count, rows } = await listDataTypes(app.db, request.query, { value_kind, active });
      return pageOf(request.url, request.query, count, rows.map(toDataType));
    },
  );

  app.post(
    '/api/data-types/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Create a data type (staff)',
        description: 'Fields the value kind does not use are cleared.',
        body: dataTypeInputSchema,
        response: { 201: dataTypeSchema, ...writeProblems },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(toDataType(await createDataType(app.db, request.body, actorOf(request))));
    },
  );

  app.get(
    '/api/data-types/:id/',
    {
      config: { access: 'anyone' },
      schema: {
        tags,
        summary: 'One data type',
        params: idParams,
        response: { 200: dataTypeSchema, ...readProblems },
      },
    },
    async (request, reply) => tagged(reply, toDataType(await getDataType(app.db, request.params.id))),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/data-types/:id/',
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          method === 'PUT' ? 'Replace a data type (staff)' : 'Change some fields of a data type (staff)',
        params: idParams,
        body: method === 'PUT' ? dataTypeInputSchema : patchOf(dataTypeInputSchema),
        response: { 200: dataTypeSchema, ...writeProblems },
      },
      handler: async (request, reply) => {
        const { id } = request.params;
        const row = await writeIfCurrent(app.db, request, dataTypeTarget(id), (tx) =>
          changeDataType(tx, id, request.body, actorOf(request)),
        );
        return tagged(reply, toDataType(row));
      },
    });
  }

  app.delete(
    '/api/data-types/:id/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Delete a data type (staff); 409 while a bulletin type uses it (deactivate it instead)',
        params: idParams,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await writeIfCurrent(app.db, request, dataTypeTarget(id), (tx) =>
        removeDataType(tx, id, actorOf(request)),
      );
      return reply.code(204).send(null);
    },
  );

  deleteCheckRoute(app, {
    url: '/api/data-types/:id/',
    access: 'staff',
    tags,
    what: 'a data type',
    refusal: (id) => dataTypeInUse(app.db, id),
  });

  historyRoute(app, { url: '/api/data-types/:id/', tags, of: DATA_TYPE });
};

export default dataTypeRoutes;
