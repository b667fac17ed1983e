import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { FrontDoor } from './lib/front-door.ts';
import { requestLogger } from './lib/request-logger.ts';
import type { HeldAnswer } from './plugins/front-door-answers.ts';
import { frameworkProblem } from './plugins/problems.ts';

/**
 * The Fastify instance the app is built on, and its HTTP server: the front door, whose requests the
 * answers kept in memory meet first (plugins/front-door-answers.ts), before Fastify's routing.
 */
export function httpServer(config: Config, logger: FastifyServerOptions['logger']) {
  const routerOptions = { ignoreTrailingSlash: false, maxParamLength: 200 };
  const trustProxy = trustedHops(config.trustProxyHops);
  const door = new FrontDoor<HeldAnswer>(routerOptions, trustProxy);
  const app = Fastify({
    logger,
    childLoggerFactory: requestLogger,
    trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions,
    frameworkErrors: frameworkProblem,
    serverFactory: door.serverFactory,
  }).withTypeProvider<ZodTypeProvider>();
  return { app, door };
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
