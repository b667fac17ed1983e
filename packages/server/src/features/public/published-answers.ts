import { PUBLIC_MAX_AGE } from '@bora/shared/bulletin-public';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerBytes } from '../../caches/answer-bytes.ts';
import { publishedAnswerBytes } from '../../caches/published-answer-bytes.ts';
import { weakTag } from '../../lib/etag.ts';
import { type HeldRequest, type MadeAnswer, PUBLIC_CORS, sendKept } from '../../lib/send-bytes.ts';

/** An answer made of bytes, tagged by them: the same bytes have the same tag on every server. */
export function madeOf(text: string, type: string): MadeAnswer {
  const identity = Buffer.from(text);
  return { etag: weakTag(identity), type, identity };
}

/** What names a kept answer, from its request alone (no reading): its kind, what it is of, the links' base. */
export type KeyOf = (request: HeldRequest) => string;

/** A key of the parts given, which no other parts can spell. */
export const keyOf = (...parts: unknown[]): string => JSON.stringify(parts);

/**
 * The answers of a plugin of public routes drawn from what is published (a type's newest bulletin,
 * a place's forecast, a feed): any origin may read them, and they are made once and kept as bytes
 * (caches/published-answer-bytes.ts). A held one is sent at the front door
 * (plugins/front-door-answers.ts), before its request is even parsed.
 */
export class PublishedAnswers {
  private readonly kept: AnswerBytes<string>;

  constructor(app: FastifyInstance) {
    const kept = publishedAnswerBytes(app.events);
    this.kept = kept;
    app.addHook('onClose', async () => kept.close());
    // Problems too (a 404, a 400) are read by other sites' pages.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(PUBLIC_CORS);
      done();
    });
  }

  /**
   * The config of a public route whose answer `key` names: for anyone, with no session (no cookie
   * read or set), its answer sent at once when held. `vary`: the request headers it is chosen by.
   */
  route(key: KeyOf, vary?: string) {
    const kept = this.kept;
    return {
      access: 'anyone',
      sessionless: true,
      heldAnswer: {
        maxAge: PUBLIC_MAX_AGE,
        vary,
        find: (request: HeldRequest) => kept.held(key(request)),
      },
    } as const;
  }

  /** Sends the answer `key` names, made by `make` when it is not held. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: KeyOf,
    make: () => Promise<MadeAnswer>,
    vary?: string,
  ) {
    const answer = await this.kept.answer(key(request), make);
    return sendKept(request, reply, answer, PUBLIC_MAX_AGE, { vary });
  }
}
