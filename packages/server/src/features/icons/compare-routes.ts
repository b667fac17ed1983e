import {
  acceptedSuggestionsSchema,
  acceptSuggestionsSchema,
  compareQuerySchema,
  compareSheetQuerySchema,
  differenceQuerySchema,
  iconComparisonSchema,
  iconDifferenceSchema,
  setSuggestionsSchema,
  suggestionsQuerySchema,
} from '@bora/shared/icon-compare';
import { problemSchema } from '@bora/shared/problem';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, viewerOf } from '../../core/viewer.ts';
import type { ReferenceTable } from '../../db/reference-tables.ts';
import { askedLanguage } from '../../lib/html.ts';
import { idParams, readProblems, writeProblems } from '../../lib/route-schemas.ts';
import { acceptSuggestions } from './accept.ts';
import { compareSets } from './compare.ts';
import { comparisonCsv } from './compare-csv.ts';
import { comparisonPdf } from './compare-pdf.ts';
import { differenceOf } from './difference.ts';
import { suggestionsFor } from './suggestions.ts';

const tags = ['icon comparison'];
/**
 * What a comparison is read from: its answer is the same for everyone, and kept until one of these
 * changes (a picture drawn for the first time included: it says whether the picture draws).
 */
const COMPARISON_TABLES: ReferenceTable[] = [
  'icon_sets',
  'icons',
  'icon_pictures',
  'authorities',
  'bulletin_types',
];
/** What suggestions and a difference are read from: the icons, their sets and their pictures. */
const PICTURE_TABLES: ReferenceTable[] = ['icon_sets', 'icons', 'icon_pictures'];
/**
 * Comparing sets, ranking suggestions and drawing differences compute (a set's suggestions, a second
 * on the embedded database for 300 icons), and the contact sheet is laid out by Typst each time:
 * costly work, bounded for whoever calls without signing in. What the read cache keeps is sent
 * without counting.
 */
const COSTLY = { retryAfter: 5 };
const readAnswers = { 400: writeProblems[400], 404: writeProblems[404], 409: writeProblems[409] };

const iconCompareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/icon-sets/compare/',
    {
      config: { access: 'anyone', readCache: COMPARISON_TABLES, costly: COSTLY },
      schema: {
        tags,
        summary:
          'Compare icon sets with the reference set: a row per reference icon, a status per set, counts, unmapped icons, gaps with their fallback, broken mappings, the bulletin types using each set',
        querystring: compareQuerySchema,
        response: { 200: iconComparisonSchema, ...readAnswers },
      },
    },
    async (request) => compareSets(app.db, request.query.sets),
  );

  app.get(
    '/api/icon-sets/compare.csv',
    {
      config: { access: 'anyone', readCache: COMPARISON_TABLES, costly: COSTLY },
      schema: {
        tags,
        summary: 'The comparison as CSV: a row per reference icon, a column per set (UTF-8, comma-separated)',
        querystring: compareQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...readAnswers },
      },
    },
    async (request, reply) => {
      const comparison = await compareSets(app.db, request.query.sets);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="icon-comparison.csv"')
        .send(comparisonCsv(comparison));
    },
  );

  app.get(
    '/api/icon-sets/compare.pdf',
    {
      config: { access: 'anyone', costly: COSTLY },
      schema: {
        tags,
        summary:
          'The comparison as a one-page contact sheet (A4 landscape, PDF/A-2a): each reference icon with each set’s beside it, gaps marked',
        querystring: compareSheetQuerySchema,
        produces: ['application/pdf'],
        response: {
          200: z.string().describe('The PDF'),
          ...readAnswers,
          500: problemSchema.describe('Typst could not make the document'),
          503: problemSchema.describe(
            'Too many documents are being made at once: try again after Retry-After',
          ),
        },
      },
    },
    async (request, reply) => {
      const { sets, lang } = request.query;
      const language = lang ?? askedLanguage(request.headers['accept-language']) ?? 'it';
      const pdf = await comparisonPdf(
        app.db,
        await compareSets(app.db, sets),
        language,
        app.config.agencyName,
        request.user === null,
      );
      // Bytes, sent as they are: the schema's string describes the document for OpenAPI.
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-language', language)
        .header('vary', 'Accept-Language')
        .header('content-disposition', 'attachment; filename="icon-comparison.pdf"')
        .send(pdf);
    },
  );

  app.get(
    '/api/icon-sets/:id/suggestions/',
    {
      // A set's suggestions rank every unmapped icon against every reference picture (a second on
      // the embedded database for 300 icons): anyone may ask, so the answer is kept.
      config: { access: 'anyone', readCache: PICTURE_TABLES, costly: COSTLY },
      schema: {
        tags,
        summary:
          'For each unmapped icon of the set, the reference icons ranked by how alike they look and how their name, category, day/night and WMO code agree',
        params: idParams,
        querystring: suggestionsQuerySchema,
        response: { 200: setSuggestionsSchema, ...readAnswers },
      },
    },
    async (request) => suggestionsFor(app.db, request.params.id, request.query.limit),
  );

  app.post(
    '/api/icon-sets/:id/suggestions/accept/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary:
          'Map every unmapped icon of the set to its best suggestion scoring at least `min_score`, all or nothing (`dry_run`: only say what it would do)',
        description:
          'A dry run answers an `ETag` naming the plan it shows; an accept with that tag as `If-Match` maps ' +
          'only while the plan is the same, else 412 with the current plan’s tag (run the preview again).',
        params: idParams,
        body: acceptSuggestionsSchema,
        response: { 200: acceptedSuggestionsSchema, ...writeProblems, 412: problemSchema },
      },
    },
    async (request, reply) => {
      const { answer, tag } = await acceptSuggestions(
        app.db,
        request.params.id,
        request.body,
        request.headers['if-match'],
        viewerOf(request),
        actorOf(request),
      );
      // A preview's tag names its plan: sent back as If-Match, the accept maps just that.
      if (answer.dry_run) reply.header('etag', tag);
      return answer;
    },
  );

  app.get(
    '/api/icons/:id/difference/',
    {
      config: { access: 'anyone', readCache: PICTURE_TABLES, costly: COSTLY },
      schema: {
        tags,
        summary:
          'The visual difference of two icons, drawn alike on the mid background: SSIM and colour, and a heat map of where they differ',
        params: idParams,
        querystring: differenceQuerySchema,
        response: {
          200: iconDifferenceSchema,
          ...readProblems,
          400: writeProblems[400],
          409: writeProblems[409],
        },
      },
    },
    async (request) => differenceOf(app.db, request.params.id, request.query.to),
  );
};

export default iconCompareRoutes;
