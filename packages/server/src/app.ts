import cookie from '@fastify/cookie';
import type { FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import apiTokens from './features/api-tokens/plugin.ts';
import auth from './features/auth/plugin.ts';
import authorities from './features/authorities/plugin.ts';
import bulletinTypes from './features/bulletin-types/plugin.ts';
import bulletins from './features/bulletins/plugin.ts';
import dataTypes from './features/data-types/plugin.ts';
import distribution from './features/distribution/plugin.ts';
import documents from './features/documents/plugin.ts';
import history from './features/history/plugin.ts';
import icons from './features/icons/plugin.ts';
import imports from './features/imports/plugin.ts';
import navigation from './features/navigation/plugin.ts';
import notifications from './features/notifications/plugin.ts';
import observations from './features/observations/plugin.ts';
import publicReading from './features/public/plugin.ts';
import users from './features/users/plugin.ts';
import venues from './features/venues/plugin.ts';
import verification from './features/verification/plugin.ts';
import workflow from './features/workflow/plugin.ts';
import { httpServer } from './http-server.ts';
import access from './plugins/access.ts';
import anonymousRateLimit from './plugins/anonymous-rate-limit.ts';
import anonymousWorkLimit from './plugins/anonymous-work.ts';
import appContext, { type AppContextOptions } from './plugins/app-context.ts';
import authentication from './plugins/authentication.ts';
import bodyTypes from './plugins/body-types.ts';
import cacheControl from './plugins/cache-control.ts';
import compression from './plugins/compression.ts';
import conditionalGet from './plugins/conditional-get.ts';
import csrf from './plugins/csrf.ts';
import frontDoorAnswers from './plugins/front-door-answers.ts';
import openapi, { openapiDocs } from './plugins/openapi.ts';
import problems from './plugins/problems.ts';
import readCache from './plugins/read-cache.ts';
import readYourWrites from './plugins/read-your-writes.ts';
import securityHeaders from './plugins/security-headers.ts';
import spa from './plugins/spa.ts';
import textGuard from './plugins/text-guard.ts';

/** The infrastructure after the answers held in memory, in the order a request meets it. */
const INFRASTRUCTURE: FastifyPluginAsync[] = [
  ...[securityHeaders, cookie, bodyTypes, openapi, authentication, anonymousRateLimit, access, csrf],
  ...[readCache, anonymousWorkLimit, conditionalGet, cacheControl, textGuard, readYourWrites, compression],
];
/** One plugin per feature (features/<f>/plugin.ts): its routes, the domain events it hears, its job workers. */
const FEATURES: FastifyPluginAsync[] = [
  ...[auth, users, apiTokens, navigation, authorities, icons, bulletinTypes, bulletins, workflow, history],
  ...[documents, imports, publicReading, distribution, notifications, venues, dataTypes, observations],
  verification,
];

export type AppOptions = Omit<AppContextOptions, 'checkSerialization' | 'workJobs'> &
  Partial<AppContextOptions> & { logger?: FastifyServerOptions['logger'] };

/** Builds the app: its context, the infrastructure, one plugin per feature, then the API docs and the SPA. */
export async function buildApp({
  logger = false,
  checkSerialization = false,
  workJobs = true,
  ...context
}: AppOptions) {
  const { app, door } = httpServer(context.config, logger);
  await app.register(appContext, { ...context, checkSerialization, workJobs });
  await app.register(problems);
  await app.register(frontDoorAnswers, { door });
  for (const plugin of [...INFRASTRUCTURE, ...FEATURES, openapiDocs, spa]) await app.register(plugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
