import { deliverySchema, deliveryStates } from '@bora/shared/delivery';
import { idParamSchema } from '@bora/shared/id';
import { listQuerySchema, pageSchema } from '@bora/shared/pagination';
import {
  recipientsSchema,
  type Webhook,
  type WebhookWithSecret,
  webhookInputSchema,
  webhookPatchSchema,
  webhookSchema,
  webhookWithSecretSchema,
} from '@bora/shared/webhook';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, viewerOf } from '../../core/viewer.ts';
import { entityTag, tagged, writeIfCurrent } from '../../lib/etag.ts';
import { pageOf } from '../../lib/listing.ts';
import { idParams, writeProblems } from '../../lib/route-schemas.ts';
import { privateAnswers } from '../../plugins/cache-control.ts';
import { recordTestDelivery, resendDelivery } from './deliveries.ts';
import {
  bulletinDeliveries,
  bulletinKeptBy,
  deliveryAnswer,
  deliveryOf,
  typeDeliveries,
} from './delivery-log.ts';
import { recipientsOf } from './recipients.ts';
import {
  changeWebhook,
  createWebhook,
  getWebhook,
  listWebhooks,
  removeWebhook,
  toWebhook,
  typeKeptBy,
  webhookTarget,
} from './webhooks.ts';

const tags = ['distribution'];
const webhookParams = z.object({ id: idParamSchema, webhook: idParamSchema });
const deliveryParams = z.object({ id: idParamSchema, delivery: idParamSchema });

/**
 * Distribution: the webhooks of a bulletin type, kept by its managers, the deliveries made on each
 * publish, correction and withdrawal, and the worker that sends them.
 */
const distributionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(privateAnswers);
  app.get(
    '/api/bulletin-types/:id/recipients/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: "Who a bulletin type's events are sent to now (its managers)",
        description:
          'Counted by the rule that makes the deliveries: the active webhooks that want each event, and the confirmed e-mail subscribers of a public type, who are sent every event. The confirmation before publishing says it.',
        params: idParams,
        response: { 200: recipientsSchema, ...writeProblems },
      },
    },
    async (request) => recipientsOf(app.db, request.params.id, viewerOf(request)),
  );

  app.get(
    '/api/bulletin-types/:id/webhooks/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: "A bulletin type's webhooks (its managers)",
        params: idParams,
        response: { 200: z.array(webhookSchema), ...writeProblems },
      },
    },
    async (request) => listWebhooks(app.db, request.params.id, viewerOf(request)),
  );

  app.post(
    '/api/bulletin-types/:id/webhooks/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'Add a webhook; the answer is the only time its secret is shown',
        description:
          'The receiver is sent each event it asks for (published, corrected, withdrawn) as JSON signed as Standard Webhooks says (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Its address must lead to the public internet unless WEBHOOK_ALLOW_PRIVATE is set.',
        params: idParams,
        body: webhookInputSchema,
        response: { 201: webhookWithSecretSchema, ...writeProblems },
      },
    },
    async (request, reply) => {
      const created = await createWebhook(app.db, request.params.id, request.body, {
        viewer: viewerOf(request),
        actor: actorOf(request),
        allowPrivate: app.config.webhookAllowPrivate,
      });
      return reply
        .code(201)
        .header('etag', entityTag(toWebhookTag(created)))
        .send(created);
    },
  );

  app.get(
    '/api/bulletin-types/:id/webhooks/:webhook/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'One webhook',
        params: webhookParams,
        response: { 200: webhookSchema, ...writeProblems },
      },
    },
    async (request, reply) => {
      const { id, webhook } = request.params;
      return tagged(reply, toWebhook(await getWebhook(app.db, id, webhook, viewerOf(request))));
    },
  );

  app.patch(
    '/api/bulletin-types/:id/webhooks/:webhook/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'Change a webhook; with `rotate_secret`, the answer carries the new secret, once',
        description: `After a rotation the old secret signs beside the new one for a day, so a receiver can switch without missing an event.`,
        params: webhookParams,
        body: webhookPatchSchema,
        response: { 200: z.union([webhookWithSecretSchema, webhookSchema]), ...writeProblems },
      },
    },
    async (request, reply) => {
      const { id, webhook } = request.params;
      await typeKeptBy(app.db, id, viewerOf(request));
      const changed = await writeIfCurrent(app.db, request, webhookTarget(id, webhook), (tx) =>
        changeWebhook(tx, id, webhook, request.body, {
          actor: actorOf(request),
          allowPrivate: app.config.webhookAllowPrivate,
        }),
      );
      reply.header('etag', entityTag(toWebhookTag(changed)));
      return changed;
    },
  );

  app.delete(
    '/api/bulletin-types/:id/webhooks/:webhook/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'Remove a webhook (its deliveries stay in the log)',
        params: webhookParams,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      const { id, webhook } = request.params;
      await typeKeptBy(app.db, id, viewerOf(request));
      await writeIfCurrent(app.db, request, webhookTarget(id, webhook), (tx) =>
        removeWebhook(tx, id, webhook, actorOf(request)),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/bulletin-types/:id/webhooks/:webhook/test/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'Send a test event to a webhook now; it shows in the log like any delivery',
        params: webhookParams,
        response: { 202: deliverySchema, ...writeProblems },
      },
    },
    async (request, reply) => {
      const { id, webhook } = request.params;
      const hook = await getWebhook(app.db, id, webhook, viewerOf(request));
      const row = await app.db.transaction((tx) => recordTestDelivery(tx, app.jobs, hook));
      return reply.code(202).send(await deliveryAnswer(app.db, row));
    },
  );

  app.get(
    '/api/bulletin-types/:id/deliveries/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: "A bulletin type's deliveries, newest first, tests included (its managers)",
        params: idParams,
        querystring: listQuerySchema
          .pick({ page: true, page_size: true })
          .extend({ state: z.enum(deliveryStates).optional() }),
        response: { 200: pageSchema(deliverySchema), ...writeProblems },
      },
    },
    async (request) => {
      await typeKeptBy(app.db, request.params.id, viewerOf(request));
      const { count, rows } = await typeDeliveries(app.db, request.params.id, request.query);
      return pageOf(request.url, request.query, count, rows);
    },
  );

  app.get(
    '/api/bulletins/:id/deliveries/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: "A bulletin's deliveries to each receiver, with every try (its type's managers)",
        params: idParams,
        response: { 200: z.array(deliverySchema), ...writeProblems },
      },
    },
    async (request) => {
      const { bulletinId } = await bulletinKeptBy(app.db, request.params.id, viewerOf(request));
      return bulletinDeliveries(app.db, bulletinId);
    },
  );

  app.post(
    '/api/bulletins/:id/deliveries/:delivery/resend/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'Send a delivery again now, with the same event id; a new try in the log',
        params: deliveryParams,
        response: { 202: deliverySchema, ...writeProblems },
      },
    },
    async (request, reply) => {
      const { id, delivery } = request.params;
      const { bulletinId } = await bulletinKeptBy(app.db, id, viewerOf(request));
      const row = await deliveryOf(app.db, bulletinId, delivery);
      const resent = await app.db.transaction((tx) => resendDelivery(tx, app.jobs, row));
      return reply.code(202).send(await deliveryAnswer(app.db, resent));
    },
  );
};

/** The representation a webhook's entity tag is of: the one without the secret. */
function toWebhookTag(answer: Webhook | WebhookWithSecret): Webhook {
  if (!('secret' in answer)) return answer;
  const { secret: _secret, ...shown } = answer;
  return shown;
}

export default distributionRoutes;
