import { problemSchema } from '@bora/shared/problem';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { documentCache } from '../../caches/bulletin-documents.ts';
import { acceptsEncoding } from '../../lib/accept-encoding.ts';
import { idParams, readProblems, writeProblems } from '../../lib/route-schemas.ts';
import { ANONYMOUS_WORK_REFUSAL, takeAnonymousWork } from '../../plugins/anonymous-work.ts';
import { linkBase } from '../bulletins/public-links.ts';
import { documentQuerySchema } from './language.ts';
import { type BulletinPdf, bulletinPdf, type PdfRequest } from './pdf.ts';

/** How long a visitor refused a first-time document is told to wait: one takes Typst a second or two. */
const RENDER_RETRY_SECONDS = 5;

/** The schema of a PDF route, but for its tags and summary. */
export const pdfRouteSchema = {
  params: idParams,
  querystring: documentQuerySchema,
  produces: ['application/pdf'],
  response: {
    200: z.string().describe('The PDF (PDF/A-2a, tagged)'),
    400: writeProblems[400],
    ...readProblems,
    500: problemSchema.describe('Typst could not make the document (logged with the bulletin)'),
    429: problemSchema.describe(
      `${ANONYMOUS_WORK_REFUSAL} Only a document made for the first time counts: one made already is sent as kept bytes.`,
    ),
    503: problemSchema.describe('Too many documents are being made at once: try again after Retry-After'),
  },
};

/** Answers a PDF route (whose schema is `pdfRouteSchema`, so its address and query are checked) for the viewer. */
export async function answerPdf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: PdfRequest['viewer'],
  /** The Cache-Control of the PDF once made (a refusal or a failure gets none). */
  cacheControl?: string,
) {
  const { id } = request.params as { id: number };
  const { lang } = request.query as z.infer<typeof documentQuerySchema>;
  const pdf = await bulletinPdf(app.db, documentCache(app.db, app.events), {
    id,
    viewer,
    lang,
    acceptLanguage: request.headers['accept-language'],
    origin: linkBase(app),
    timeZone: app.config.timeZone,
    render: {
      visitor: request.user === null,
      begin: () => takeAnonymousWork(app, request, RENDER_RETRY_SECONDS),
    },
  });
  // Without `lang`, the language came from Accept-Language: a cache keeps one answer per language.
  if (!lang) reply.header('vary', 'Accept-Language');
  if (cacheControl) reply.header('cache-control', cacheControl);
  return sendPdf(request, reply, pdf);
}

/**
 * Sends a PDF as a download; its ETag lets the conditional-get plugin answer 304 to a client holding
 * it. A kept one goes in the gzip form the database holds to a client that accepts it: a tagged PDF
 * of a large bulletin shrinks to a fifth. That form's tag is the same version's, weak (RFC 9110
 * §8.8.1: other bytes, the same document), so either answers `If-None-Match`.
 */
function sendPdf(request: FastifyRequest, reply: FastifyReply, pdf: BulletinPdf) {
  reply
    .type('application/pdf')
    .header('content-language', pdf.language)
    .header('content-disposition', pdf.disposition);
  if (!pdf.gzip) return reply.header('etag', pdf.etag).send(pdf.bytes);
  reply.header(
    'vary',
    reply.hasHeader('vary') ? `${reply.getHeader('vary')}, Accept-Encoding` : 'Accept-Encoding',
  );
  if (!acceptsEncoding(request.headers['accept-encoding'], 'gzip'))
    return reply.header('etag', pdf.etag).send(pdf.bytes);
  return reply.header('etag', `W/${pdf.etag}`).header('content-encoding', 'gzip').send(pdf.gzip);
}
