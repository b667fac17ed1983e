import { bulletinSummarySchema, issueDateSchema } from '@bora/shared/bulletin';
import { publicBulletinSchema } from '@bora/shared/bulletin-public';
import { idParamSchema } from '@bora/shared/id';
import { listQuerySchema, pageSchema } from '@bora/shared/pagination';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openToAnySite, publicCacheable, sendKept } from '../../lib/kept-answers.ts';
import { pageOf } from '../../lib/listing.ts';
import { idParams, readProblems, writeProblems } from '../../lib/route-schemas.ts';
import { listPublicBulletins } from './public.ts';
import { PublicAnswers } from './public-answers.ts';

const tags = ['public'];
const DETAIL = '/api/public/bulletins/:id/';
/** Read by anyone, from any site, without a session: no cookie is read or set. */
const config = { access: 'anyone', sessionless: true } as const;

/**
 * The published bulletins, read-only, for anyone (DESIGN §5): other sites' pages and programs
 * read them with a plain GET, so every answer allows any origin.
 */
const publicBulletinRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = new PublicAnswers(app.db, app.events);
  app.addHook('onClose', async () => answers.close());

  app.addHook('onRequest', (request, reply, done) => {
    openToAnySite(reply);
    // An answer kept in memory is sent at once, before its address is even parsed: a 304 then
    // costs a comparison of two strings, a 200 the write of its bytes.
    if (request.routeOptions.url !== DETAIL || request.method !== 'GET') return done();
    const id = Number((request.params as { id?: string }).id);
    const held = Number.isSafeInteger(id) ? answers.held(id) : undefined;
    if (held) sendKept(request, reply, held);
    else done();
  });

  app.options('/api/public/*', { config, schema: { hide: true } }, async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-allow-headers', 'If-None-Match, If-Modified-Since')
      .header('access-control-max-age', '86400')
      .send(),
  );

  app.get(
    '/api/public/bulletins/',
    {
      config,
      schema: {
        tags,
        summary:
          'Published bulletins of public types, newest first (superseded and withdrawn ones marked as such); no session',
        querystring: listQuerySchema.extend({
          bulletin_type: idParamSchema.optional(),
          issue_date_after: issueDateSchema.optional(),
          issue_date_before: issueDateSchema.optional(),
        }),
        response: { 200: pageSchema(bulletinSummarySchema), 400: writeProblems[400] },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { count, results } = await listPublicBulletins(app.db, q, {
        bulletinType: q.bulletin_type,
        issueDateAfter: q.issue_date_after,
        issueDateBefore: q.issue_date_before,
      });
      publicCacheable(reply);
      return pageOf(request.url, q, count, results);
    },
  );

  app.get(
    DETAIL,
    {
      config,
      schema: {
        tags,
        summary:
          'One published bulletin as it was published: composition, texts, values, icons; no session. Made once and sent as kept bytes (brotli or gzip when accepted)',
        params: idParams,
        response: { 200: publicBulletinSchema, ...readProblems },
      },
    },
    async (request, reply) => {
      // Made now (a HEAD, or the first GET since it changed): kept bytes, past the typed serializer.
      const answer = await answers.answer(request.params.id);
      return sendKept(request, reply as unknown as FastifyReply, answer);
    },
  );
};

export default publicBulletinRoutes;
