import 'fastify';
import type { RouteAccess } from '@bora/shared/permissions';
import type { Config } from './config.ts';
import type { AuthenticatedUser } from './core/authenticated-user.ts';
import type { DomainEvents } from './core/domain-events.ts';
import type { Db } from './db/client.ts';
import type { EventBus } from './db/event-bus.ts';
import type { ReferenceTable } from './db/reference-tables.ts';
import type { MailContext } from './features/distribution/subscriber-mail.ts';
import type { Jobs } from './jobs/queue.ts';
import type { HeldRequest, KeptAnswer } from './lib/send-bytes.ts';
import type { WindowCounts } from './lib/window-counts.ts';
import type { WorkSlots } from './lib/work-slots.ts';
import type { DeclaredRoute } from './plugins/access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Signals between the servers of this database (cache invalidation, live updates). */
    events: EventBus;
    /** Every route with who may call it, for the authorization matrix. */
    declaredRoutes(): DeclaredRoute[];
    /** How many calls each address made without signing in, this minute: see plugins/anonymous-rate-limit.ts. */
    anonymousCounts: WindowCounts;
    /** The costly answers running without signing in: see plugins/anonymous-work.ts. */
    anonymousWork: WorkSlots;
    /** The database's job queue (deliveries, notifications, scheduled work): see jobs/queue.ts. */
    jobs: Jobs;
    /** The domain's events (core/domain-events.ts): the workflow emits, features subscribe in their plugins. */
    domainEvents: DomainEvents;
    /** The app's e-mail, when a mail server is configured (`SMTP_URL`). */
    mail: MailContext | undefined;
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
    /** Who may call the route at all, checked before its body or query is parsed. */
    access?: RouteAccess;
    /** A safe method (GET) that changes something all the same: see plugins/read-your-writes.ts. */
    writes?: true;
    /** The tables a GET's answer is read from, when it is the same for everyone: see plugins/read-cache.ts. */
    readCache?: readonly ReferenceTable[];
    /**
     * A route of one bulletin (`:id`) whose answer to visitors is the same for all of them, chosen by
     * its address alone or also by the request's language: see plugins/read-cache.ts.
     */
    visitorCache?: 'address' | 'address-and-language';
    /**
     * A route that computes its answer (an export, scores, a comparison, a document): an anonymous
     * request holds a slot of costly work while it runs, and past the bound is refused with a 429
     * telling it to come back in `retryAfter` seconds. See plugins/anonymous-work.ts.
     */
    costly?: { retryAfter: number };
    /** A route for anyone that reads no credential and sets no cookie (the public API). */
    sessionless?: true;
    /** A public route's answers kept as bytes, sent before any other work when held: see plugins/front-door-answers.ts. */
    heldAnswer?: { find(request: HeldRequest): KeptAnswer | undefined; maxAge: number; vary?: string };
  }
}
