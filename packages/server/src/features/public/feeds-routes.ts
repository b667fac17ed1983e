import { problemSchema } from '@bora/shared/problem';
import { feedLanguageSchema } from '@bora/shared/public-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATOM_TYPE } from '../../lib/atom.ts';
import { askedLanguage } from '../../lib/html.ts';
import { readProblems } from '../../lib/route-schemas.ts';
import type { HeldRequest } from '../../lib/send-bytes.ts';
import { linkBase } from '../bulletins/public-links.ts';
import { bulletinFeed, FEED_ENTRIES, feedLanguage } from './feed.ts';
import { keyOf, madeOf, PublishedAnswers } from './published-answers.ts';
import { publicTypeNamed } from './types.ts';

const tags = ['public'];
const feedQuery = z.object({ lang: feedLanguageSchema.optional() });
const feedAnswer = z.string().meta({ description: 'An Atom 1.0 feed (RFC 4287).' });
const LANGUAGE_NOTE =
  'Titles in the language of `lang`, else of Accept-Language (Italian or English), else the type’s first content language.';
/** A feed is chosen by its language too, which Accept-Language may name. */
const VARY = 'Accept-Encoding, Accept-Language';

/**
 * The language a request asks for: `?lang=` as sent (one that is not a language then names no kept
 * feed, and is refused when the query is parsed), else Accept-Language's, else null.
 */
function asked(request: HeldRequest): unknown {
  const lang = (request.query as { lang?: unknown }).lang;
  return lang !== undefined ? lang : askedLanguage(request.headers['accept-language']);
}

/**
 * The Atom feeds of published bulletins, one per public type and one of them all: feed readers and
 * other sites follow them. Made once per feed and language, and sent as kept bytes.
 */
const publicFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const published = new PublishedAnswers(app);
  const codeOf = (request: HeldRequest) => (request.params as { code?: string }).code ?? null;
  const feedKey = (request: HeldRequest) => keyOf('feed', codeOf(request), asked(request));

  /** The feed of one type (`code`) or of all (null), in the language the request asks for. */
  async function feedOf(request: FastifyRequest) {
    const base = linkBase(app);
    const code = codeOf(request);
    const type = code === null ? null : await publicTypeNamed(app.db, code);
    const language = feedLanguage(feedLanguageSchema.safeParse(asked(request)).data ?? null, type);
    const path = type ? `bulletin-types/${encodeURIComponent(type.code)}/feed.atom` : 'feed.atom';
    const self = `${base}/api/public/${path}?lang=${language}`;
    const xml = await bulletinFeed(app.db, { type, language, self, base, agency: app.config.agencyName });
    return madeOf(xml, ATOM_TYPE);
  }

  app.get(
    '/api/public/feed.atom',
    {
      config: published.route(feedKey, VARY),
      schema: {
        tags,
        summary: `The newest ${FEED_ENTRIES} published bulletins of every public type, newest first, as an Atom feed; no session`,
        description: LANGUAGE_NOTE,
        querystring: feedQuery,
        produces: ['application/atom+xml'],
        response: { 200: feedAnswer, 400: problemSchema },
      },
    },
    async (request, reply) =>
      published.send(request, reply as unknown as FastifyReply, feedKey, () => feedOf(request), VARY),
  );

  app.get(
    '/api/public/bulletin-types/:code/feed.atom',
    {
      config: published.route(feedKey, VARY),
      schema: {
        tags,
        summary: `The newest ${FEED_ENTRIES} published bulletins of a public type, newest first, as an Atom feed; no session`,
        description: LANGUAGE_NOTE,
        params: z.object({ code: z.string() }),
        querystring: feedQuery,
        produces: ['application/atom+xml'],
        response: { 200: feedAnswer, 400: problemSchema, ...readProblems },
      },
    },
    async (request, reply) =>
      published.send(request, reply as unknown as FastifyReply, feedKey, () => feedOf(request), VARY),
  );
};

export default publicFeedRoutes;
