import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { linkBase } from '../bulletins/public-links.ts';
import { type DeliveryContext, deliverOnce } from './deliveries.ts';
import { DELIVERY_SLOTS, DELIVERY_WORK } from './delivery-jobs.ts';
import { fanOut, recordDeliveries } from './fan-out.ts';
import { mailContext } from './mail-context.ts';
import distributionRoutes from './routes.ts';
import { sendConfirmation } from './subscriber-mail.ts';
import subscriptionRoutes from './subscription-routes.ts';
import { subscribe } from './subscriptions.ts';

/**
 * Distribution: a type's webhooks and e-mail subscribers, the deliveries made on each publish,
 * correction and withdrawal, and the workers that send them. It makes the app's e-mail (`app.mail`,
 * when SMTP_URL names a mail server), which the notifications send with too.
 */
const distributionFeature: FastifyPluginAsync = async (app) => {
  app.decorate('mail', mailContext(app));
  const { mail } = app;
  const context: DeliveryContext = {
    db: app.db,
    jobs: app.jobs,
    origin: linkBase(app),
    allowPrivate: app.config.webhookAllowPrivate,
    timeoutMs: app.config.webhookTimeoutSeconds * 1000,
    mail,
  };
  app.domainEvents.on('bulletin.published', (tx, step) => recordDeliveries(tx, app.jobs, 'published', step));
  app.domainEvents.on('bulletin.corrected', (tx, step) => recordDeliveries(tx, app.jobs, 'corrected', step));
  app.domainEvents.on('bulletin.withdrawn', (tx, step) => recordDeliveries(tx, app.jobs, 'withdrawn', step));
  await app.jobs.work('events', 2, (event) => fanOut(app.db, app.jobs, event));
  await app.jobs.work(
    'deliveries',
    DELIVERY_SLOTS,
    (job, turn) => deliverOnce(context, job, turn),
    DELIVERY_WORK,
  );
  if (mail)
    await app.jobs.work('mails', 2, (job) =>
      sendConfirmation(app.db, mail, job.subscriptionIds ?? [job.subscriptionId]),
    );
  await app.jobs.work('subscriptions', 2, (asked) => subscribe(app.db, app.jobs, asked));

  await app.register(distributionRoutes);
  await app.register(subscriptionRoutes);
};

// Not encapsulated: `app.mail` is the whole app's (the notifications depend on it).
export default fp(distributionFeature, { name: 'distribution' });
