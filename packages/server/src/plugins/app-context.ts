import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { DomainEvents } from '../core/domain-events.ts';
import type { Db } from '../db/client.ts';
import type { EventBus } from '../db/event-bus.ts';
import { Jobs } from '../jobs/queue.ts';
import { serializerCompiler } from '../lib/serializer.ts';
import { anonymousCounts } from './anonymous-rate-limit.ts';
import { anonymousWork } from './anonymous-work.ts';

export type AppContextOptions = {
  config: Config;
  db: Db;
  /** The database's event bus (`Database.openEvents()`); its owner closes it. */
  events: EventBus;
  /** Also write every answer the zod way, and fail unless the bytes are the same (the tests). */
  checkSerialization: boolean;
  /** Whether this process works the job queue (false: jobs are enqueued, another process sends them). */
  workJobs: boolean;
};

/**
 * What every plugin and feature reads from the app (types.d.ts): the configuration, the database,
 * its event bus and job queue, the domain events, the counters of anonymous calls; and how requests
 * are validated and answers written (the shared zod schemas).
 */
const appContext: FastifyPluginAsync<AppContextOptions> = async (app, options) => {
  const { config, db, events } = options;
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('events', events);
  app.decorate('anonymousCounts', anonymousCounts());
  app.decorate('anonymousWork', anonymousWork(config));
  const jobs = await Jobs.start(db, events, {
    work: options.workJobs,
    onError: (error) => app.log.error({ err: error }, 'job queue'),
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  app.decorate('domainEvents', new DomainEvents());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler({ check: options.checkSerialization }));
};

export default fp(appContext, { name: 'app-context' });
