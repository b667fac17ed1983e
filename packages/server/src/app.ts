import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { DomainEvents } from './core/domain-events.ts';
import type { Db } from './db/client.ts';
import type { EventBus } from './db/event-bus.ts';
import apiTokenRoutes from './features/api-tokens/routes.ts';
import accountRoutes from './features/auth/routes.ts';
import authorityRoutes from './features/authorities/routes.ts';
import bulletinTypeRoutes from './features/bulletin-types/routes.ts';
import bulletinDocumentRoutes from './features/bulletins/document-routes.ts';
import bulletinHistoryRoutes from './features/bulletins/history-routes.ts';
import bulletinImportRoutes from './features/bulletins/import-routes.ts';
import bulletinLiveRoutes from './features/bulletins/live.ts';
import publicFeedRoutes from './features/bulletins/public-feeds-routes.ts';
import publicBulletinRoutes from './features/bulletins/public-routes.ts';
import publicTypeRoutes from './features/bulletins/public-types-routes.ts';
import bulletinRoutes from './features/bulletins/routes.ts';
import dataTypeRoutes from './features/data-types/routes.ts';
import { mailContext } from './features/distribution/mail-context.ts';
import distributionRoutes from './features/distribution/routes.ts';
import subscriptionRoutes from './features/distribution/subscription-routes.ts';
import iconCompareRoutes from './features/icons/compare-routes.ts';
import iconRoutes from './features/icons/routes.ts';
import iconSetRoutes from './features/icons/set-routes.ts';
import navigationRoutes from './features/navigation/routes.ts';
import notificationRoutes from './features/notifications/routes.ts';
import observationRoutes from './features/observations/routes.ts';
import userRoutes from './features/users/routes.ts';
import venueRoutes from './features/venues/routes.ts';
import verificationRoutes from './features/verification/routes.ts';
import { Jobs } from './jobs/queue.ts';
import { type DoorRouting, FrontDoor } from './lib/front-door.ts';
import { requestLogger } from './lib/request-logger.ts';
import { serializerCompiler } from './lib/serializer.ts';
import access from './plugins/access.ts';
import anonymousRateLimit, { anonymousCounts } from './plugins/anonymous-rate-limit.ts';
import anonymousWorkLimit, { anonymousWork } from './plugins/anonymous-work.ts';
import authentication from './plugins/authentication.ts';
import bodyTypes from './plugins/body-types.ts';
import cacheControl from './plugins/cache-control.ts';
import compression from './plugins/compression.ts';
import conditionalGet from './plugins/conditional-get.ts';
import csrf from './plugins/csrf.ts';
import heldAnswers, { type HeldAnswer } from './plugins/held-answers.ts';
import openapi, { openapiDocs } from './plugins/openapi.ts';
import problems, { frameworkProblem } from './plugins/problems.ts';
import readCache from './plugins/read-cache.ts';
import readYourWrites from './plugins/read-your-writes.ts';
import securityHeaders from './plugins/security-headers.ts';
import spa from './plugins/spa.ts';
import textGuard from './plugins/text-guard.ts';

export type AppOptions = {
  config: Config;
  db: Db;
  /** The database's event bus (`Database.openEvents()`); its owner closes it. */
  events: EventBus;
  logger?: FastifyServerOptions['logger'];
  /** Also write every answer the zod way, and fail unless the bytes are the same (the tests). */
  checkSerialization?: boolean;
  /** Whether this process works the job queue (false: jobs are enqueued, another process sends them). */
  workJobs?: boolean;
};

/** Builds the app: infrastructure plugins first, then one plugin per feature, then the SPA. */
export async function buildApp({
  config,
  db,
  events,
  logger = false,
  checkSerialization = false,
  workJobs = true,
}: AppOptions) {
  const routing: DoorRouting = { ignoreTrailingSlash: false, maxParamLength: 200 };
  const trustProxy = trustedHops(config.trustProxyHops);
  // The HTTP server, whose requests the answers kept in memory meet first (plugins/held-answers.ts).
  const door = new FrontDoor<HeldAnswer>(routing, trustProxy);
  const app = Fastify({
    logger,
    childLoggerFactory: requestLogger,
    trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: routing,
    frameworkErrors: frameworkProblem,
    serverFactory: door.serverFactory,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('events', events);
  app.decorate('anonymousCounts', anonymousCounts());
  app.decorate('anonymousWork', anonymousWork(config));
  const jobs = await Jobs.start(db, events, {
    work: workJobs,
    onError: (error) => app.log.error({ err: error }, 'job queue'),
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  app.decorate('domainEvents', new DomainEvents());
  app.decorate('mail', mailContext(app));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler({ check: checkSerialization }));

  await app.register(problems);
  await app.register(heldAnswers, { door });
  await app.register(securityHeaders);
  await app.register(cookie);
  await app.register(bodyTypes);
  await app.register(openapi);
  await app.register(authentication);
  await app.register(anonymousRateLimit);
  await app.register(access);
  await app.register(csrf);
  await app.register(readCache);
  await app.register(anonymousWorkLimit);
  await app.register(conditionalGet);
  await app.register(cacheControl);
  await app.register(textGuard);
  await app.register(readYourWrites);
  await app.register(compression);

  await app.register(accountRoutes);
  await app.register(userRoutes);
  await app.register(apiTokenRoutes);
  await app.register(navigationRoutes);
  await app.register(authorityRoutes);
  await app.register(iconCompareRoutes);
  await app.register(iconSetRoutes);
  await app.register(iconRoutes);
  await app.register(bulletinTypeRoutes);
  await app.register(bulletinRoutes);
  await app.register(bulletinHistoryRoutes);
  await app.register(bulletinDocumentRoutes);
  await app.register(bulletinImportRoutes);
  await app.register(publicBulletinRoutes);
  await app.register(publicTypeRoutes);
  await app.register(publicFeedRoutes);
  await app.register(bulletinLiveRoutes);
  await app.register(distributionRoutes);
  await app.register(notificationRoutes);
  await app.register(subscriptionRoutes);
  await app.register(venueRoutes);
  await app.register(dataTypeRoutes);
  await app.register(observationRoutes);
  await app.register(verificationRoutes);

  await app.register(openapiDocs);
  await app.register(spa);
  return app;
}

/**
 * Fastify refuses a bare hop count (it cannot tell a proxy from a client that reached the app
 * directly), so the count becomes a function: the socket peer and the addresses the next hops
 * appended are trusted, and the client is the address the outermost proxy saw. The app must
 * then be reachable only through those proxies (HOST=127.0.0.1 or a private network).
 */
function trustedHops(hops: number): ((address: string, hop: number) => boolean) | false {
  return hops > 0 ? (_address: string, hop: number) => hop < hops : false;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
