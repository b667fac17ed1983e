import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type KeptEncoding, preferredEncoding } from './accept-encoding.ts';
import { holdsVersion } from './etag.ts';

/**
 * What a kept answer is found and sent by: the route's parameters and query, and the request's
 * headers. A Fastify request is one; so is what the front door reads before Fastify (lib/front-door.ts).
 */
export type HeldRequest = { params: unknown; query: unknown; headers: IncomingHttpHeaders };

/** An answer made once and kept as bytes, in every encoding it is served in, with its tag and type. */
export type KeptAnswer = { etag: string; type: string } & Record<KeptEncoding, Buffer>;

/** What a maker answers for a key: the bytes to send as they are, their tag and media type. */
export type MadeAnswer = { etag: string; type: string; identity: Buffer };

/** The media type of kept JSON answers. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** What any site may read of a public answer, a refusal included: its body and these headers. */
export const PUBLIC_CORS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag, Content-Disposition, Content-Language',
};

/** The headers every public answer carries: any site may read it, and a shared cache keep it `maxAge` s. */
function publicHeaders(maxAge: number): Record<string, string> {
  return {
    ...PUBLIC_CORS,
    'cache-control': `public, max-age=${maxAge}`,
    vary: 'Accept-Encoding',
  };
}

const headersByAge = new Map<number, Record<string, string>>();

/** How a kept answer is sent beside its bytes. */
export type SendAs = {
  /** The request headers the answer was chosen by, when more than Accept-Encoding (a document's language). */
  vary?: string;
  /** As a file to download, under the name the answer keeps. */
  download?: boolean;
};

type Sendable = KeptAnswer & { disposition?: string };

/** The headers of a kept answer but for its body's type, encoding and length (the headers of a 304). */
function keptHeaders(answer: Sendable, maxAge: number, as: SendAs): Record<string, string> {
  let headers = headersByAge.get(maxAge);
  if (!headers) {
    headers = publicHeaders(maxAge);
    headersByAge.set(maxAge, headers);
  }
  const own: Record<string, string> = { ...headers, etag: answer.etag };
  if (as.vary) own.vary = as.vary;
  if (as.download && answer.disposition) own['content-disposition'] = answer.disposition;
  return own;
}

/** True when the client holds this version: the tag as it was given is the common case, any other form is parsed. */
function held(request: Pick<HeldRequest, 'headers'>, answer: KeptAnswer): boolean {
  const tags = request.headers['if-none-match'];
  return tags === answer.etag || holdsVersion(tags, answer.etag);
}

/**
 * A kept public answer: 304 to a client that holds it, else its bytes in the encoding the client
 * prefers. Nothing is read or made.
 */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Sendable,
  maxAge: number,
  as: SendAs = {},
) {
  reply.headers(keptHeaders(answer, maxAge, as));
  if (held(request, answer)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type(answer.type).send(answer[encoding]);
}

/** The headers an answer was last written with, per status and encoding, and what they were made for. */
type Written = { made: string; before: object; heads: Map<string, Record<string, string>> };
const written = new WeakMap<Sendable, Written>();

/**
 * The headers of `answer` as sent with `status` in `encoding` (none for a 304), made once per answer
 * and route: the same kept bytes are sent again and again, and so are their headers.
 */
function headersOf(
  answer: Sendable,
  maxAge: number,
  as: SendAs,
  before: Readonly<Record<string, string>>,
  encoding: KeptEncoding | 'none',
): Record<string, string> {
  const made = `${maxAge}|${as.vary ?? ''}|${as.download === true}`;
  let memo = written.get(answer);
  if (!memo || memo.made !== made || memo.before !== before) {
    memo = { made, before, heads: new Map() };
    written.set(answer, memo);
  }
  let headers = memo.heads.get(encoding);
  if (!headers) {
    headers = { ...before, ...keptHeaders(answer, maxAge, as) };
    if (encoding !== 'none') {
      headers['content-type'] = answer.type;
      headers['content-length'] = String(answer[encoding].length);
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
    }
    memo.heads.set(encoding, headers);
  }
  return headers;
}

/**
 * The same answer written straight to the socket's response, with `before` (the security headers)
 * first: for the front doors (plugins/front-door-answers.ts), whose request has been through nothing
 * else and whose reply Fastify has let go (`reply.hijack()`) or never saw, so that no serializer,
 * hook or header check of its own runs on bytes that were checked when they were made.
 */
export function writeKept(
  request: Pick<HeldRequest, 'headers'>,
  response: ServerResponse,
  answer: Sendable,
  maxAge: number,
  as: SendAs,
  before: Readonly<Record<string, string>>,
): void {
  if (held(request, answer)) {
    response.writeHead(304, headersOf(answer, maxAge, as, before, 'none'));
    response.end();
    return;
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  response.writeHead(200, headersOf(answer, maxAge, as, before, encoding));
  response.end(answer[encoding]);
}
