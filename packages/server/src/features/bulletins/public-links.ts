import type { PublicLinks } from '@bora/shared/public-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ownOrigin } from '../../plugins/csrf.ts';

/**
 * What the public API's links start with: PUBLIC_URL's origin when set, else the request's own
 * (nothing, making them relative, for a Host that is no origin). Answers kept by key include it.
 */
export function linkBase(app: FastifyInstance, request: FastifyRequest): string {
  return ownOrigin(app, request) ?? '';
}

/** Where a published bulletin is read: its page in the web app, its public JSON, its documents. */
export function bulletinLinks(base: string, id: number): PublicLinks {
  const api = `${base}/api/public/bulletins/${id}/`;
  return {
    page: `${base}/bulletin/${id}`,
    json: api,
    pdf: `${api}export.pdf`,
    csv: `${api}export.csv`,
    export_json: `${api}export.json`,
  };
}

/** The public addresses of a bulletin type's newest bulletin and of its feed. */
export function typeLinks(base: string, code: string): { latest: string; feed: string } {
  const type = `${base}/api/public/bulletin-types/${encodeURIComponent(code)}/`;
  return { latest: `${type}latest/`, feed: `${type}feed.atom` };
}
