import type { FastifyReply, FastifyRequest } from 'fastify';
import { type KeptEncoding, preferredEncoding } from './accept-encoding.ts';
import { holdsVersion } from './etag.ts';

/** An answer made once and kept as bytes, in every encoding it is served in, with its tag and type. */
export type KeptAnswer = { etag: string; type: string } & Record<KeptEncoding, Buffer>;

/** The headers every public answer carries: any site may read it, and a shared cache keep it `maxAge` s. */
function publicHeaders(maxAge: number): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'ETag',
    'cache-control': `public, max-age=${maxAge}`,
    vary: 'Accept-Encoding',
  };
}

const headersByAge = new Map<number, Record<string, string>>();

/**
 * A kept public answer: 304 to a client that holds it, else its bytes in the encoding the client
 * prefers. Nothing is read or made: the headers of one max-age are one object, written at once.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer, maxAge: number) {
  let headers = headersByAge.get(maxAge);
  if (!headers) {
    headers = publicHeaders(maxAge);
    headersByAge.set(maxAge, headers);
  }
  reply.headers(headers).header('etag', answer.etag);
  const held = request.headers['if-none-match'];
  // The tag as the client was given it is the common case; any other form is parsed.
  if (held === answer.etag || holdsVersion(held, answer.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type(answer.type).send(answer[encoding]);
}
