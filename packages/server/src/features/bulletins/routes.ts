import {
  bulletinCheckSchema,
  bulletinCreatedSchema,
  bulletinCreateSchema,
  bulletinDetailSchema,
  bulletinStatusSchema,
  bulletinSummarySchema,
  issueDateSchema,
} from '@bora/shared/bulletin';
import { idParamSchema } from '@bora/shared/id';
import { booleanParam, listQuerySchema, pageSchema } from '@bora/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, viewerOf } from '../../core/viewer.ts';
import { pageOf } from '../../lib/listing.ts';
import { idParams, readProblems, writeProblems } from '../../lib/route-schemas.ts';
import { checkOfBulletin, createBulletin, getBulletin, listBulletinsFor } from './service.ts';

const tags = ['bulletins'];

/** A bulletin's entity tag is its revision, which every write raises. */
function revisionTag(revision: number): string {
  return `"${revision}"`;
}

const bulletinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bulletins/',
    {
      config: { access: 'anyone' },
      schema: {
        tags,
        summary: 'List bulletins, newest first (anonymous callers: the published public ones)',
        querystring: listQuerySchema.extend({
          bulletin_type: idParamSchema.optional(),
          authority: idParamSchema.optional(),
          status: z.union([bulletinStatusSchema, z.array(bulletinStatusSchema)]).optional(),
          issue_date_after: issueDateSchema.optional(),
          issue_date_before: issueDateSchema.optional(),
          mine: booleanParam.optional(),
        }),
        response: { 200: pageSchema(bulletinSummarySchema), 400: writeProblems[400] },
      },
    },
    async (request) => {
      const q = request.query;
      const actor = actorOf(request);
      const { count, results } = await listBulletinsFor(
        app.db,
        q,
        {
          bulletinType: q.bulletin_type,
          authority: q.authority,
          status: q.status === undefined ? undefined : [q.status].flat(),
          issueDateAfter: q.issue_date_after,
          issueDateBefore: q.issue_date_before,
          // Nobody signed in edited anything: `mine` then selects nothing.
          mineOf: q.mine ? (actor?.id ?? 0) : undefined,
        },
        viewerOf(request),
      );
      return pageOf(request.url, q, count, results);
    },
  );

  app.post(
    '/api/bulletins/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary:
          'Create the bulletin of a type for a date, empty or from the previous one (members of its authority)',
        body: bulletinCreateSchema,
        response: { 201: bulletinCreatedSchema, ...writeProblems },
      },
    },
    async (request, reply) => {
      const created = await createBulletin(
        app.db,
        request.body,
        viewerOf(request),
        actorOf(request),
        app.config.timeZone,
      );
      return reply.code(201).header('etag', revisionTag(created.revision)).send(created);
    },
  );

  app.get(
    '/api/bulletins/:id/',
    {
      config: { access: 'anyone' },
      schema: {
        tags,
        summary: 'One bulletin: its type’s composition, texts, values, and the actions the caller may take',
        params: idParams,
        response: { 200: bulletinDetailSchema, ...readProblems },
      },
    },
    async (request, reply) => {
      const detail = await getBulletin(app.db, request.params.id, viewerOf(request), actorOf(request));
      reply.header('etag', revisionTag(detail.revision));
      return detail;
    },
  );

  app.get(
    '/api/bulletins/:id/check/',
    {
      config: { access: 'anyone' },
      schema: {
        tags,
        summary: 'Every problem of a bulletin, errors (which block submit and publish) and warnings',
        params: idParams,
        response: { 200: bulletinCheckSchema, ...readProblems },
      },
    },
    async (request) => checkOfBulletin(app.db, request.params.id, viewerOf(request), actorOf(request)),
  );
};

export default bulletinRoutes;
