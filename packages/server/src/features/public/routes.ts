import { bulletinSummarySchema, issueDateSchema } from '@bora/shared/bulletin';
import { PUBLIC_MAX_AGE, publicBulletinSchema } from '@bora/shared/bulletin-public';
import { idParamSchema } from '@bora/shared/id';
import { listQuerySchema, pageSchema } from '@bora/shared/pagination';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/listing.ts';
import { idParams, readProblems, writeProblems } from '../../lib/route-schemas.ts';
import { PUBLIC_CORS, sendKept } from '../../lib/send-bytes.ts';
import { listPublicBulletins } from '../bulletins/published.ts';
import { documentLanguage, documentQuerySchema } from '../documents/language.ts';
import { answerPdf, pdfRouteSchema } from '../documents/pdf-reply.ts';
import { PublicAnswers } from './answers.ts';

const tags = ['public'];
/** Read by anyone, from any site, without a session: no cookie is read or set. */
const config = { access: 'anyone', sessionless: true } as const;

/** A shared cache may keep the answer a minute; the ETag then revalidates it (304). */
const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE}`;

function cacheable(reply: FastifyReply): void {
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
}

/**
 * The published bulletins, read-only, for anyone (DESIGN §5): other sites' pages and programs
 * read them with a plain GET, so every answer allows any origin.
 */
const publicBulletinRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = new PublicAnswers(app.db, app.events);
  app.addHook('onClose', async () => answers.close());

  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(PUBLIC_CORS);
    done();
  });
  // An answer kept in memory is sent before its address is even parsed (plugins/front-door-answers.ts):
  // a 304 then costs a comparison of two strings, a 200 the write of its bytes.
  const heldAnswer = {
    maxAge: PUBLIC_MAX_AGE,
    find(request: { params: unknown }) {
      const raw = (request.params as { id?: string }).id;
      const id = Number(raw);
      // Only an id as the route reads one (`31`, not `0x1f` or `31.0`): the same address, held or not.
      return Number.isSafeInteger(id) && String(id) === raw ? answers.held(id) : undefined;
    },
  };

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
      cacheable(reply);
      return pageOf(request.url, q, count, results);
    },
  );

  app.get(
    '/api/public/bulletins/:id/',
    {
      config: { ...config, heldAnswer },
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
      return sendKept(request, reply as unknown as FastifyReply, answer, PUBLIC_MAX_AGE);
    },
  );

  app.get(
    '/api/public/bulletins/:id/export.csv',
    {
      config,
      schema: {
        tags,
        summary:
          'A published bulletin as CSV, as `/api/bulletins/{id}/export.csv` writes it; no session. Made once per language and sent as kept bytes',
        params: idParams,
        querystring: documentQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), 400: writeProblems[400], ...readProblems },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { languages } = await answers.answer(id);
      const language = documentLanguage(request.query.lang, request.headers['accept-language'], languages);
      const answer = await answers.answer(id, { format: 'csv', language });
      const vary = request.query.lang ? 'Accept-Encoding' : 'Accept-Encoding, Accept-Language';
      reply.header('content-language', language);
      return sendKept(request, reply, answer, PUBLIC_MAX_AGE, { download: true, vary });
    },
  );

  app.get(
    '/api/public/bulletins/:id/export.json',
    {
      config,
      schema: {
        tags,
        summary: 'A published bulletin as a JSON file: the public answer’s bytes, to download; no session',
        params: idParams,
        response: { 200: publicBulletinSchema, ...readProblems },
      },
    },
    async (request, reply) => {
      const answer = await answers.answer(request.params.id);
      return sendKept(request, reply as unknown as FastifyReply, answer, PUBLIC_MAX_AGE, { download: true });
    },
  );

  app.get(
    '/api/public/bulletins/:id/export.pdf',
    {
      config,
      schema: {
        tags,
        summary:
          'A published bulletin as a PDF (PDF/A-2a, tagged), as `/api/bulletins/{id}/export.pdf` makes it; no session. Made once per language and sent as kept bytes',
        ...pdfRouteSchema,
      },
    },
    async (request, reply) =>
      // Nobody's: whatever cookie or key came with the request, only what anyone may read; a shared
      // cache may keep it (not a refusal).
      answerPdf(app, request, reply as unknown as FastifyReply, null, PUBLIC_CACHE_CONTROL),
  );
};

export default publicBulletinRoutes;
