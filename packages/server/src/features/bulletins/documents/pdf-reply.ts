import { problemSchema } from '@bora/shared/problem';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParams, readProblems } from '../../../lib/route-schemas.ts';
import { ownOrigin } from '../../../plugins/csrf.ts';
import { type BulletinPdf, bulletinPdf, type PdfRequest } from './pdf.ts';
import { keptDocuments } from './pdf-kept.ts';

/** The PDF routes' query: the document's language (Italian when not named). */
export const pdfQuerySchema = z.object({ lang: z.enum(['it', 'en']).optional() });

export const pdfResponses = {
  200: z.string().describe('The PDF (PDF/A-2a, tagged)'),
  ...readProblems,
  500: problemSchema.describe('Typst could not make the document (logged with the bulletin)'),
};

/** The schema of a PDF route, but for its tags and summary. */
export const pdfRouteSchema = {
  params: idParams,
  querystring: pdfQuerySchema,
  produces: ['application/pdf'],
  response: pdfResponses,
};

/** Answers a PDF route (whose schema is `pdfRouteSchema`, so its address and query are checked) for the viewer. */
export async function answerPdf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: PdfRequest['viewer'],
) {
  const { id } = request.params as { id: number };
  const { lang } = request.query as z.infer<typeof pdfQuerySchema>;
  const origin = ownOrigin(app, request) ?? '';
  const kept = keptDocuments(app.db, app.events);
  return sendPdf(reply, await bulletinPdf(app.db, kept, { id, viewer, language: lang ?? 'it', origin }));
}

/** Sends a PDF as a download; its ETag lets the conditional-get plugin answer 304 to a client holding it. */
function sendPdf(reply: FastifyReply, pdf: BulletinPdf) {
  return reply
    .type('application/pdf')
    .header('etag', pdf.etag)
    .header('content-disposition', `attachment; filename="${pdf.filename}"`)
    .send(pdf.bytes);
}
