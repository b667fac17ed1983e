import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/**
 * The headers helmet sets for `options`, taken once from a probe. @fastify/helmet builds its
 * middleware again for every request (parsing the whole CSP each time, some 8 % of the work of an
 * answer from memory), yet with fixed options its headers never change.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string | number | string[]][]> {
  const probe = Fastify();
  await probe.register(helmet, options);
  // What the handler sees set on the raw response is helmet's alone: Fastify writes its own later.
  probe.get('/', async (_request, reply) => Object.entries(reply.raw.getHeaders()));
  const response = await probe.inject('/');
  await probe.close();
  return response.json();
}

/** The policy of an API answer (JSON, CSV): it loads and runs nothing, and no page frames it. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
/**
 * The public API's answers (sessionless routes: published bulletins, read by other sites and
 * programs) are data for anyone: nothing in them may run or be sniffed into a script, and any site
 * may load them (`cross-origin`, where an API answer of the app itself is `same-origin`). The
 * headers that only a page reads (the opener policy, the agent cluster, the old framing header) are
 * left out: a public answer is read far more often than any other, and each header is written
 * with every one of them.
 */
const PUBLIC_API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': API_POLICY,
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'same-origin',
};
/** Served over HTTPS (PUBLIC_URL https://…), every answer tells the browser to come back only so, a year. */
const HSTS = { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true };

/** The security headers of a public API answer, with HSTS where the app is served over HTTPS. */
export function publicApiHeaders(config: Config): Readonly<Record<string, string>> {
  if (!config.secureCookies) return PUBLIC_API_HEADERS;
  return {
    ...PUBLIC_API_HEADERS,
    'strict-transport-security': `max-age=${HSTS.maxAge}; includeSubDomains`,
  };
}
/** The interactive API docs are a page, with the app's policy. */
const API_DOCS = '/api/docs';

/** CSP, frame-ancestors, nosniff and referrer policy on every answer. */
export default fp(async function securityHeaders(app: FastifyInstance) {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Popovers and dropdowns position themselves with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The venue maps load their tiles from the configured tile server.
        imgSrc: ["'self'", 'data:', 'blob:', tileSource(app.config.tileUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: app.config.secureCookies && HSTS,
    // Headers no current browser reads (X-XSS-Protection is off by default anyway, the others
    // served Internet Explorer and Flash): every answer is lighter without them.
    xXssProtection: false,
    xDownloadOptions: false,
    xDnsPrefetchControl: false,
    xPermittedCrossDomainPolicies: false,
  });
  // An API answer is data, never a page: nothing in it may load or run, and its header is short.
  const apiHeaders = headers.map(([name, value]): [string, string | number | string[]] =>
    name === 'content-security-policy' ? [name, API_POLICY] : [name, value],
  );
  // Set on the reply, not on the raw response: Node then writes every header of the answer in one
  // pass, instead of checking each again once any was set on the raw response.
  const publicHeaders = publicApiHeaders(app.config);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.sessionless) reply.headers(publicHeaders);
    else {
      const api = request.url.startsWith('/api/') && !request.url.startsWith(API_DOCS);
      for (const [name, value] of api ? apiHeaders : headers) reply.header(name, value);
    }
    done();
  });
});

/** The CSP source for a tile URL template: `https://{s}.tile.example.org/…` → `https://*.tile.example.org`. */
export function tileSource(template: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  if (!match) return "'self'";
  return `${match[1]}${match[2]?.replace(/\{[a-z]+\}/g, '*')}`;
}
