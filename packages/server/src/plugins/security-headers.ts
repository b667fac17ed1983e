import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** CSP, frame-ancestors, nosniff and referrer policy on every answer. */
export default fp(async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
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
    strictTransportSecurity: app.config.secureCookies,
  });
});

/** The CSP source for a tile URL template: `https://{s}.tile.example.org/…` → `https://*.tile.example.org`. */
export function tileSource(template: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  if (!match) return "'self'";
  return `${match[1]}${match[2]?.replace(/\{[a-z]+\}/g, '*')}`;
}
