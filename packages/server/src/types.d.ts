import 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AuthenticatedUser } from './features/auth/authenticated-user.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous request. */
    user: AuthenticatedUser | null;
    /** The id of the session the request came with, when it came with a live one. */
    sessionId: string | null;
    /** The CSRF token the browser holds after this request (its cookie's value). */
    csrfToken: string;
  }
  interface FastifyContextConfig {
    /** `manual`: the route checks the CSRF token itself (server pages render their own error). */
    csrf?: 'manual';
  }
}
