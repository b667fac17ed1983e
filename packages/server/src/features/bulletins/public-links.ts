import type { PublicLinks } from '@bora/shared/public-api';
import type { FastifyInstance } from 'fastify';

/**
 * What the public API's and the documents' links start with: PUBLIC_URL's origin, else the address
 * the server says it runs at (http://localhost:PORT). Never the request's Host: a kept answer or a
 * stored PDF made for one request is sent to everyone, and a Host chosen by whoever asked first
 * would send its readers elsewhere (or, varying it, make every request miss what is kept).
 */
export function linkBase(app: FastifyInstance): string {
  const { publicUrl, port } = app.config;
  return publicUrl ? new URL(publicUrl).origin : `http://localhost:${port}`;
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
