import {
  subscriptionInputSchema,
  subscriptionSchema,
  subscriptionTokenSchema,
} from '@bora/shared/subscription';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientNetwork, countAttempt } from '../../core/login-throttle.ts';
import { BadRequest, NotConfigured, TooManyRequests } from '../../lib/errors.ts';
import { writeProblems } from '../../lib/route-schemas.ts';
import { askToSubscribe, confirmSubscription, unsubscribe } from './subscriptions.ts';

const tags = ['public'];
const config = { access: 'anyone', sessionless: true } as const;
/** Subscription requests one address (an IPv6 /64) makes before each next one waits, doubling. */
const FREE_SUBSCRIPTIONS_PER_ADDRESS = 10;

/**
 * E-mail subscriptions for the public: subscribe (the answer is the same whoever subscribes), confirm
 * through the link e-mailed, unsubscribe in one click (RFC 8058) or from the page the e-mails link.
 */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const problems = { 400: writeProblems[400], 404: writeProblems[404] };

  app.post(
    '/api/public/subscriptions/',
    {
      config,
      schema: {
        tags,
        summary: "Subscribe an address to a public bulletin type's bulletins by e-mail",
        description:
          'Answers 202 whatever the address, after the same work for a known address as for a new one (the subscription is recorded by a job a moment later), so that it tells nobody who subscribes. A new or unconfirmed address is sent a link that confirms it (at most once in 10 minutes, five times a day); nothing else is sent until it is opened. The address is kept in one spelling: trimmed, in lower case, its domain in ASCII (punycode); one in angle brackets, with a quoted local part, a domain ending in a dot or an IP address for a domain is a 400 on `email`. 503 when the server sends no e-mail (no SMTP_URL).',
        body: subscriptionInputSchema,
        response: {
          202: z.object({ detail: z.string() }),
          ...problems,
          429: writeProblems[400].describe(
            'Too many subscriptions from this address: try again after Retry-After',
          ),
          503: writeProblems[400].describe('This server sends no e-mail'),
        },
      },
    },
    async (request, reply) => {
      if (!app.config.smtpUrl)
        throw new NotConfigured(
          'This server sends no e-mail: ask its administrators.',
          'mail_not_configured',
        );
      const waitMs = await countAttempt(
        app.db,
        [{ key: `subscribe:ip:${clientNetwork(request.ip)}`, free: FREE_SUBSCRIPTIONS_PER_ADDRESS }],
        new Date(),
      );
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new TooManyRequests(
          `Too many subscriptions from this address: try again in ${seconds} s.`,
          seconds,
        );
      }
      await askToSubscribe(app.db, app.jobs, request.body);
      return reply.code(202).send({
        detail: 'If the address can receive e-mail, a link to confirm the subscription is on its way.',
      });
    },
  );

  app.post(
    '/api/public/subscriptions/confirm/',
    {
      config,
      schema: {
        tags,
        summary: 'Confirm a subscription with the token of the link e-mailed to it',
        body: subscriptionTokenSchema,
        response: {
          200: subscriptionSchema,
          ...problems,
          410: writeProblems[400].describe('The link has expired'),
        },
      },
    },
    async (request) => confirmSubscription(app.db, app.config.secretKey, request.body.token),
  );

  // The one-click unsubscribe is a form post (RFC 8058): this call alone reads forms.
  await app.register(oneClickUnsubscribe);
};

const oneClickUnsubscribe: FastifyPluginAsyncZod = async (app) => {
  await app.register(formbody, { bodyLimit: 1024 });
  const problems = { 400: writeProblems[400], 404: writeProblems[404] };
  app.post(
    '/api/public/subscriptions/unsubscribe/',
    {
      config,
      schema: {
        tags,
        summary: 'End a subscription: the one-click List-Unsubscribe of its e-mails (RFC 8058), or its page',
        description:
          'The token comes in the query (as the List-Unsubscribe address carries it, with the body `List-Unsubscribe=One-Click`) or in a JSON body. Answers the subscription ended, or null when it had ended already.',
        querystring: z.object({ token: z.string().max(500).optional() }),
        body: z
          .object({
            token: z.string().max(500).optional(),
            'List-Unsubscribe': z.string().max(50).optional(),
          })
          .optional(),
        response: { 200: subscriptionSchema.nullable(), ...problems },
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw new BadRequest('The link has no token.', { code: 'link_invalid' });
      return unsubscribe(app.db, app.config.secretKey, token);
    },
  );
};

export default subscriptionRoutes;
