import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotice } from './notice-mail.ts';
import { type NotifyContext, notify, recordStep } from './notify.ts';
import notificationRoutes from './routes.ts';
import { runDue } from './schedule.ts';

/**
 * People's notifications (the bell), made by the `notifications` jobs that workflow steps, failed
 * deliveries and the clock enqueue, and e-mailed to those who chose it; and the scheduled work that
 * the clock runs each minute (the reminders of missing bulletins).
 */
const notificationsFeature: FastifyPluginAsync = async (app) => {
  const context: NotifyContext = { db: app.db, jobs: app.jobs, events: app.events };
  app.domainEvents.on('bulletin.submitted', (tx, step) => recordStep(tx, app.jobs, 'submit', step));
  app.domainEvents.on('bulletin.returned', (tx, step) => recordStep(tx, app.jobs, 'return', step));
  app.domainEvents.on('bulletin.published', (tx, step) => recordStep(tx, app.jobs, 'publish', step));
  app.domainEvents.on('bulletin.corrected', (tx, step) => recordStep(tx, app.jobs, 'publish', step));
  await app.jobs.work('notifications', 4, (job) => notify(context, job));
  const { mail } = app;
  if (mail)
    await app.jobs.work('notification-mails', 2, (job) => sendNotice(app.db, mail, job.notificationId));
  await app.jobs.everyMinute(async () => {
    const done = await runDue({ db: app.db, jobs: app.jobs, timeZone: app.config.timeZone });
    if (done.length) app.log.info({ done }, 'scheduled work');
  });

  await app.register(notificationRoutes);
};

export default fp(notificationsFeature, { name: 'notifications', dependencies: ['distribution'] });
