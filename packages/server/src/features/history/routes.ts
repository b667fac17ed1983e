import { bulletinDiffSchema, bulletinHistoryEntrySchema } from '@bora/shared/bulletin-history';
import { idParamSchema } from '@bora/shared/id';
import { listQuerySchema, pageSchema } from '@bora/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../core/viewer.ts';
import { pageOf } from '../../lib/listing.ts';
import { idParams, readProblems, writeProblems } from '../../lib/route-schemas.ts';
import { diffOf } from './diff.ts';
import { historyOf } from './history.ts';

const tags = ['bulletins'];

/** What happened to a bulletin and what differs between two: read by whoever may see the bulletins. */
const bulletinHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bulletins/:id/history/',
    {
      config: { access: 'anyone' },
      schema: {
        tags,
        summary:
          'What happened to a bulletin, newest first: its creation, each save cell by cell, each workflow step',
        params: idParams,
        querystring: listQuerySchema.pick({ page: true, page_size: true }),
        response: { 200: pageSchema(bulletinHistoryEntrySchema), 400: writeProblems[400], ...readProblems },
      },
    },
    async (request) => {
      const query = request.query;
      const { count, results } = await historyOf(app.db, request.params.id, viewerOf(request), query);
      return pageOf(request.url, query, count, results);
    },
  );

  app.get(
    '/api/bulletins/:id/diff/',
    {
      // Two grids read and compared cell by cell: costly work, bounded for whoever is not signed in.
      config: { access: 'anyone', costly: { retryAfter: 5 } },
      schema: {
        tags,
        summary:
          'The cells and texts that differ from another bulletin of the type (another version, the previous day)',
        params: idParams,
        // Named in the query, yet looked up after the bulletin: an unknown bulletin is a 404 first.
        querystring: z.object({ against: idParamSchema.optional() }),
        response: { 200: bulletinDiffSchema, 400: writeProblems[400], ...readProblems },
      },
    },
    async (request) => diffOf(app.db, request.params.id, request.query.against, viewerOf(request)),
  );
};

export default bulletinHistoryRoutes;
