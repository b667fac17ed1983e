import { publicBulletinSchema } from '@bora/shared/bulletin-public';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../core/viewer.ts';
import { idParams, readProblems, writeProblems } from '../../lib/route-schemas.ts';
import { jsonWriter } from '../../lib/serializer.ts';
import { readPdfFonts } from '../../lib/typst/pdf-fonts.ts';
import { readableBulletin } from '../bulletins/published.ts';
import { attachment, bulletinCsv } from './export.ts';
import { documentLanguage, documentQuerySchema } from './language.ts';
import { answerPdf, pdfRouteSchema } from './pdf-reply.ts';

const tags = ['bulletins'];
const writeBulletin = jsonWriter(publicBulletinSchema);

/**
 * A bulletin's documents to download, for whoever may read it (a published one as published). The
 * public API serves the same documents of published public bulletins, kept as bytes.
 */
const bulletinDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read now, at start: a font missing from the install stops the server with its name.
  readPdfFonts();

  app.get(
    '/api/bulletins/:id/export.csv',
    {
      config: { access: 'anyone', visitorCache: 'address-and-language' },
      schema: {
        tags,
        summary:
          'A bulletin as CSV: a row per venue, day and slot, a column per data type headed "Name (unit) [code]", values as a person reads them. Italian: `;` and decimal comma; English: `,` and decimal point; UTF-8 with BOM',
        params: idParams,
        querystring: documentQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), 400: writeProblems[400], ...readProblems },
      },
    },
    async (request, reply) => {
      const bulletin = await readableBulletin(app.db, request.params.id, viewerOf(request));
      const language = documentLanguage(
        request.query.lang,
        request.headers['accept-language'],
        bulletin.composition.languages,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-language', language)
        .header('vary', 'Accept-Language')
        .header('content-disposition', attachment(bulletin, 'csv'))
        .send(bulletinCsv(bulletin, language));
    },
  );

  app.get(
    '/api/bulletins/:id/export.json',
    {
      config: { access: 'anyone', visitorCache: 'address' },
      schema: {
        tags,
        summary:
          'A bulletin as a JSON file, in the shape of the public API’s bulletin (composition, texts in every language, values with their notes, icon pictures)',
        params: idParams,
        response: { 200: publicBulletinSchema, ...readProblems },
      },
    },
    async (request, reply) => {
      const bulletin = await readableBulletin(app.db, request.params.id, viewerOf(request));
      // Written here by the schema's own writer, so the file is the public answer byte for byte.
      return (reply as unknown as FastifyReply)
        .type('application/json; charset=utf-8')
        .header('content-disposition', attachment(bulletin, 'json'))
        .send(writeBulletin(bulletin));
    },
  );

  app.get(
    '/api/bulletins/:id/export.pdf',
    {
      config: { access: 'anyone' },
      schema: {
        tags,
        summary:
          'A bulletin as a PDF (PDF/A-2a, tagged): its authority, state, grid day by day with icons and units, notes and texts in each content language. A published one is made once from its snapshot and sent as kept bytes; a draft says DRAFT on every page',
        ...pdfRouteSchema,
      },
    },
    async (request, reply) => answerPdf(app, request, reply as unknown as FastifyReply, viewerOf(request)),
  );
};

export default bulletinDocumentRoutes;
